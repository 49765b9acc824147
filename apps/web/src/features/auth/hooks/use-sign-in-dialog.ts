import { use } from 'react';
import { SignInDialogContext, type SignInDialogContextValue } from '../sign-in-dialog-context';

export function useSignInDialog(): SignInDialogContextValue {
  const value = use(SignInDialogContext);
  if (!value) throw new Error('useSignInDialog must be used inside <SignInDialogProvider>');
  return value;
}
