import { createContext } from 'react';

export type AuthTab = 'sign-in' | 'sign-up' | 'reset';

export interface SignInDialogContextValue {
  /** Opens the sign-in dialog on a tab. @default 'sign-in' */
  openSignIn: (tab?: AuthTab) => void;
  /** Starts loading the dialog's code ahead of a likely click. */
  preloadSignIn: () => void;
}

export const SignInDialogContext = createContext<SignInDialogContextValue | null>(null);
