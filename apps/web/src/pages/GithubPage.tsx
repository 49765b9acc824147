import { CommunityRedirect } from '@/features/info/components/CommunityRedirect';

export default function GithubPage() {
  return <CommunityRedirect place="github" />;
}
