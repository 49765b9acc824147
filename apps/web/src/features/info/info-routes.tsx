import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

// Each page is its own chunk, fetched only when someone opens it.
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};

/** The informational, legal and help pages of spec section 2 and issue 19. */
export const INFO_ROUTES: RouteObject[] = [
  { path: '/principles/ethics', element: page(() => import('@/pages/EthicsPage')) },
  { path: '/principles/human-rights', element: page(() => import('@/pages/HumanRightsPage')) },
  { path: '/principles/privacy-rights', element: page(() => import('@/pages/PrivacyRightsPage')) },
  {
    path: '/principles/intellectual-property',
    element: page(() => import('@/pages/IntellectualPropertyPage')),
  },
  { path: '/principles/ai-governance', element: page(() => import('@/pages/AiGovernancePage')) },
  { path: '/social-impact', element: page(() => import('@/pages/SocialImpactPage')) },
  { path: '/legal-compliance', element: page(() => import('@/pages/LegalCompliancePage')) },
  { path: '/support', element: page(() => import('@/pages/SupportPage')) },
  { path: '/community', element: page(() => import('@/pages/CommunityPage')) },
  { path: '/contact', element: page(() => import('@/pages/ContactPage')) },
  { path: '/docs', element: page(() => import('@/pages/DocsPage')) },
  { path: '/terms', element: page(() => import('@/pages/TermsPage')) },
  { path: '/privacy', element: page(() => import('@/pages/PrivacyPage')) },
  { path: '/data-protection', element: page(() => import('@/pages/DataProtectionPage')) },
  { path: '/acceptable-use', element: page(() => import('@/pages/AcceptableUsePage')) },
  { path: '/security', element: page(() => import('@/pages/SecurityPage')) },
  { path: '/status', element: page(() => import('@/pages/StatusPage')) },
  { path: '/discord', element: page(() => import('@/pages/DiscordPage')) },
  { path: '/github', element: page(() => import('@/pages/GithubPage')) },
];
