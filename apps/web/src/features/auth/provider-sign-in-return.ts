import {
  SIGN_IN_FAILURES,
  SIGN_IN_NOTICES,
  SIGN_IN_PROVIDERS,
  signInFailureMessage,
  signInNoticeMessage,
  type LoginReply,
  type SignInFailure,
  type SignInNotice,
  type SignInProvider,
} from '@gleaner/shared';
import { collectProviderSession } from './provider-api';

let collecting: Promise<LoginReply> | null = null;

/**
 * The session a provider's callback left for this browser. Collected once per page load: the
 * server hands it over one time only, and StrictMode runs effects twice.
 */
export function collectOnce(): Promise<LoginReply> {
  collecting ??= collectProviderSession();
  return collecting;
}

/** The dialog's sentence for a failure code in the address; unknown codes read as a failure. */
export function failureMessage(failure: string, provider: string): string {
  if (!(SIGN_IN_PROVIDERS as readonly string[]).includes(provider)) {
    return 'Signing in through the provider failed. Please try again.';
  }
  const known = (SIGN_IN_FAILURES as readonly string[]).includes(failure)
    ? (failure as SignInFailure)
    : 'failed';
  return signInFailureMessage(known, provider as SignInProvider);
}

/** The sentence for a success's notice code in the address; unknown codes say nothing. */
export function noticeMessage(notice: string, provider: string): string | null {
  if (!(SIGN_IN_PROVIDERS as readonly string[]).includes(provider)) return null;
  if (!(SIGN_IN_NOTICES as readonly string[]).includes(notice)) return null;
  return signInNoticeMessage(notice as SignInNotice, provider as SignInProvider);
}
