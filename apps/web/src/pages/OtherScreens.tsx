import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { INFO_PATHS } from '@/features/info/info-paths';

// Every screen but the landing one: this table is a chunk of its own, so the first bundle
// carries one lazy route instead of a path and an import() per screen.
const AccountPage = lazy(() => import('@/pages/AccountPage'));
const AppPage = lazy(() => import('@/pages/AppPage'));
const DashboardPage = lazy(() => import('@/pages/DashboardPage'));
const InfoPage = lazy(() => import('@/features/info/info-pages'));
const LaunchPage = lazy(() => import('@/pages/LaunchPage'));
const MonitorPage = lazy(() => import('@/pages/MonitorPage'));
const NotFoundPage = lazy(() => import('@/pages/NotFoundPage'));
const PlansPage = lazy(() => import('@/pages/PlansPage'));
const PricingPage = lazy(() => import('@/pages/PricingPage'));
const ResetPasswordPage = lazy(() => import('@/pages/ResetPasswordPage'));
const SharedPage = lazy(() => import('@/pages/SharedPage'));

/** The route table of spec section 2 past the landing screen, plus the reset-password link. */
export const OTHER_SCREENS = [
  { path: '/launch', element: <LaunchPage /> },
  { path: '/app', element: <AppPage /> },
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/monitors/:id', element: <MonitorPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/share/:token', element: <SharedPage /> },
  { path: '/account', element: <AccountPage /> },
  { path: '/pricing', element: <PricingPage /> },
  { path: '/plans', element: <PlansPage /> },
  ...INFO_PATHS.map((path) => ({ path, element: <InfoPage /> })),
];

export default function OtherScreens() {
  return (
    <Routes>
      {OTHER_SCREENS.map(({ path, element }) => (
        <Route key={path} path={path} element={element} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
