import { CommunityRedirect } from '@/features/info/components/CommunityRedirect';

export default function DiscordPage() {
  return <CommunityRedirect place="discord" />;
}
