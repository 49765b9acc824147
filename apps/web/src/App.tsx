import { lazy } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { RootLayout } from '@/components/layout/RootLayout';
import { INFO_ROUTES } from '@/features/info/info-routes';
import { PLACEHOLDER_PAGES } from '@/lib/routes';
import LandingPage from '@/pages/LandingPage';

// Only the landing screen ships in the first bundle; every other screen loads on demand.
const AccountPage = lazy(() => import('@/pages/AccountPage'));
const AppPage = lazy(() => import('@/pages/AppPage'));
const DashboardPage = lazy(() => import('@/pages/DashboardPage'));
const NotFoundPage = lazy(() => import('@/pages/NotFoundPage'));
const PlansPage = lazy(() => import('@/pages/PlansPage'));
const PlaceholderPage = lazy(() => import('@/pages/PlaceholderPage'));
const PricingPage = lazy(() => import('@/pages/PricingPage'));
const ResetPasswordPage = lazy(() => import('@/pages/ResetPasswordPage'));

/** The route table of spec section 2, plus the reset-password link target. */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/launch', element: <LandingPage /> },
      { path: '/app', element: <AppPage /> },
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/account', element: <AccountPage /> },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/plans', element: <PlansPage /> },
      ...INFO_ROUTES,
      ...PLACEHOLDER_PAGES.map(({ path, title }) => ({
        path,
        element: <PlaceholderPage title={title} />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

const router = createBrowserRouter(routes);

export function App() {
  return <RouterProvider router={router} />;
}
