import { Link } from 'react-router';
import { usePublicConfig } from '../hooks/use-public-config';

const linkClass = 'text-primary hover:underline';

/** Links to the community places; Discord and GitHub only when the operator has set them. */
export function CommunityLinks() {
  const { data } = usePublicConfig();
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2" aria-label="Community links">
      <li>
        <Link className={linkClass} to="/community">
          Community
        </Link>
      </li>
      {data?.discordUrl && (
        <li>
          <Link className={linkClass} to="/discord">
            Discord
          </Link>
        </li>
      )}
      {data?.githubUrl && (
        <li>
          <Link className={linkClass} to="/github">
            GitHub
          </Link>
        </li>
      )}
      <li>
        <Link className={linkClass} to="/status">
          System status
        </Link>
      </li>
    </ul>
  );
}
