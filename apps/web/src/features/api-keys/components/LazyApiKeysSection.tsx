import { lazy, Suspense } from 'react';
import type { ApiKeysSectionProps } from './ApiKeysSection';

const ApiKeysSection = lazy(() =>
  import('./ApiKeysSection').then((module) => ({ default: module.ApiKeysSection })),
);

/** ApiKeysSection in a chunk of its own, loaded when first shown. */
export function LazyApiKeysSection(props: ApiKeysSectionProps) {
  return (
    <Suspense fallback={<p className="text-sm text-muted-foreground">Loading your keys…</p>}>
      <ApiKeysSection {...props} />
    </Suspense>
  );
}
