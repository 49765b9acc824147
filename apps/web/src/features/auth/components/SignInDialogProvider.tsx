import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { SignInDialogContext, type AuthTab } from '../sign-in-dialog-context';

// The dialog (forms, API client, schemas) loads on first use, keeping the landing bundle small.
const loadDialog = () => import('./SignInDialog');
const SignInDialog = lazy(loadDialog);

/** Owns the one sign-in dialog of the app, so any screen can open it on any tab. */
export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<AuthTab>('sign-in');
  // Back from Google or GitHub (always a fresh page load: SIGN_IN_RETURN's parameters in the
  // address): the dialog loads at once and collects the session or says why not. A plain test
  // here, as the landing page's first load carries this.
  const [providerReturn] = useState(() =>
    /[?&](signed_in|signin_error)=/.test(window.location.search) ? window.location.search : null,
  );
  const [used, setUsed] = useState(providerReturn !== null);
  // Opened from anywhere (not a Radix trigger), so focus is handed back by hand on close.
  const opener = useRef<HTMLElement | null>(null);

  const openSignIn = useCallback((nextTab: AuthTab = 'sign-in') => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setTab(nextTab);
    setUsed(true);
    setOpen(true);
  }, []);
  const handleCloseAutoFocus = useCallback((event: Event) => {
    const target = opener.current;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  }, []);
  const value = useMemo(() => ({ openSignIn, preloadSignIn: loadDialog }), [openSignIn]);

  return (
    <SignInDialogContext value={value}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <SignInDialog
            open={open}
            onOpenChange={setOpen}
            tab={tab}
            onTabChange={setTab}
            onCloseAutoFocus={handleCloseAutoFocus}
            providerReturn={providerReturn}
          />
        </Suspense>
      )}
    </SignInDialogContext>
  );
}
