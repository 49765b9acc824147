import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router';
import type { InfoPath } from './info-paths';

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

// Each page is still its own chunk; this table lives outside the first bundle, so the landing
// screen does not carry eighteen import() calls and their preload lists.
const PAGES: Record<InfoPath, LazyExoticComponent<ComponentType>> = {
  '/principles/ethics': page(() => import('@/pages/EthicsPage')),
  '/principles/human-rights': page(() => import('@/pages/HumanRightsPage')),
  '/principles/privacy-rights': page(() => import('@/pages/PrivacyRightsPage')),
  '/principles/intellectual-property': page(() => import('@/pages/IntellectualPropertyPage')),
  '/principles/ai-governance': page(() => import('@/pages/AiGovernancePage')),
  '/social-impact': page(() => import('@/pages/SocialImpactPage')),
  '/legal-compliance': page(() => import('@/pages/LegalCompliancePage')),
  '/support': page(() => import('@/pages/SupportPage')),
  '/community': page(() => import('@/pages/CommunityPage')),
  '/contact': page(() => import('@/pages/ContactPage')),
  '/docs': page(() => import('@/pages/DocsPage')),
  '/terms': page(() => import('@/pages/TermsPage')),
  '/privacy': page(() => import('@/pages/PrivacyPage')),
  '/data-protection': page(() => import('@/pages/DataProtectionPage')),
  '/acceptable-use': page(() => import('@/pages/AcceptableUsePage')),
  '/security': page(() => import('@/pages/SecurityPage')),
  '/status': page(() => import('@/pages/StatusPage')),
  '/discord': page(() => import('@/pages/DiscordPage')),
  '/github': page(() => import('@/pages/GithubPage')),
};

/** Draws the informational page for the current path (a trailing slash allowed). */
export default function InfoPage() {
  const { pathname } = useLocation();
  const path = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) as InfoPath;
  const Page = PAGES[path];
  return <Page />;
}
