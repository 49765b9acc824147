import { z } from 'zod';
import { withoutControlCharacters } from './plain-text.js';

/** The identity providers a person may sign in with besides e-mail and password. */
export const SIGN_IN_PROVIDERS = ['google', 'github'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

export const SIGN_IN_PROVIDER_NAMES: Record<SignInProvider, string> = {
  google: 'Google',
  github: 'GitHub',
};

/** `GET /api/auth/providers`: which providers this server is configured for. */
export const SignInProvidersReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  providers: z.object({ google: z.boolean(), github: z.boolean() }),
});
export type SignInProvidersReply = z.infer<typeof SignInProvidersReplySchema>;

export const SignInProviderParamsSchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    provider: z.enum(SIGN_IN_PROVIDERS, 'The provider must be google or github.'),
  }),
);

/** `POST /api/auth/oauth/:provider/start`: where to send the browser next. */
export const SignInStartReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  url: z.string(),
});
export type SignInStartReply = z.infer<typeof SignInStartReplySchema>;

/** What the provider sends back to the callback (`code` and `state`, or `error`). */
export const SignInCallbackQuerySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    code: z.string().max(2048).optional(),
    state: z.string().max(512).optional(),
    error: z.string().max(256).optional(),
    error_description: z.string().max(2048).optional(),
  }),
);

/**
 * Why a sign-in through a provider ended without a session, as the callback names it in the
 * address it sends the browser back to (`/?signin_error=…`): a code, never free text, so nobody
 * can make the page say something of their choosing through a link.
 */
export const SIGN_IN_FAILURES = [
  'denied',
  'state',
  'unverified',
  'failed',
  'not-configured',
] as const;
export type SignInFailure = (typeof SIGN_IN_FAILURES)[number];

/** The sentence the sign-in dialog shows for each failure. */
export function signInFailureMessage(failure: SignInFailure, provider: SignInProvider): string {
  const name = SIGN_IN_PROVIDER_NAMES[provider];
  switch (failure) {
    case 'denied':
      return `${name} sign-in was cancelled: access was not granted. Try again, or sign in with your e-mail.`;
    case 'state':
      return `The ${name} sign-in could not be matched to this browser (it expired or was started elsewhere). Please try again.`;
    case 'unverified':
      return `Your ${name} account has no verified e-mail address. Verify one with ${name}, or sign up with e-mail and password.`;
    case 'not-configured':
      return `${name} sign-in is not configured on this server.`;
    case 'failed':
      return `${name} sign-in failed. Please try again in a moment.`;
  }
}

/**
 * What a successful sign-in through a provider tells the person (`/app?signed_in=…&signin_notice=…`),
 * as a code for the same reason as the failures.
 */
export const SIGN_IN_NOTICES = ['password-removed'] as const;
export type SignInNotice = (typeof SIGN_IN_NOTICES)[number];

/** The sentence shown on landing for each notice. */
export function signInNoticeMessage(notice: SignInNotice, provider: SignInProvider): string {
  const name = SIGN_IN_PROVIDER_NAMES[provider];
  switch (notice) {
    case 'password-removed':
      return `${name} confirmed this e-mail address is yours. The password this account had before was removed, and its other sign-ins and API keys were ended. To sign in with e-mail and password as well, set a new password from Reset in the sign-in dialog.`;
  }
}
