import { PageShell } from '@/components/layout/PageShell';

/** A screen whose content arrives in a later release: its title and a way home. */
export default function PlaceholderPage({ title }: { title: string }) {
  return (
    <PageShell title={title} description="This page is being written and will be here soon." />
  );
}
