import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { INFO_PATHS } from './info-paths';

// One small chunk picks the page, and each page is a chunk of its own, fetched when opened.
const InfoPage = lazy(() => import('./info-pages'));

/** The informational, legal and help pages of spec section 2 and issue 19. */
export const INFO_ROUTES: RouteObject[] = INFO_PATHS.map((path) => ({
  path,
  element: <InfoPage />,
}));
