import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SignInDialogProvider } from '@/features/auth/components/SignInDialogProvider';
import { PageLoading } from './PageLoading';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Frame of every screen: header, the routed page, footer, and the one sign-in dialog. */
export function RootLayout() {
  return (
    <SignInDialogProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-card px-3 py-2 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:shadow"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex flex-1 flex-col">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </SignInDialogProvider>
  );
}
