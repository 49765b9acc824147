import {
  LoginReplySchema,
  SignInProvidersReplySchema,
  SignInStartReplySchema,
  type LoginReply,
  type SignInProvider,
  type SignInProvidersReply,
} from '@gleaner/shared';
import { apiRequest } from '@/lib/api';
import { browserJobs, call } from './api';

// Apart from api.ts, which the entry chunk imports: these load with the sign-in dialog.
const FAILED = 'Sign-in failed';

/** Which of Google and GitHub this server can sign in with. */
export async function fetchSignInProviders(): Promise<SignInProvidersReply['providers']> {
  const reply = await call(FAILED, () => apiRequest('/auth/providers', SignInProvidersReplySchema));
  return reply.providers;
}

/**
 * Starts a sign-in through a provider: the server remembers it in a cookie of this browser
 * (with the anonymous id, so this browser's jobs move to the account) and names the address
 * to go to.
 */
export async function startProviderSignIn(provider: SignInProvider): Promise<string> {
  const reply = await call(FAILED, () =>
    apiRequest(`/auth/oauth/${provider}/start`, SignInStartReplySchema, {
      method: 'POST',
      headers: browserJobs(),
    }),
  );
  return reply.url;
}

/** Back from the provider: the session the callback left for this browser, once. */
export function collectProviderSession(): Promise<LoginReply> {
  return call(FAILED, () =>
    apiRequest('/auth/oauth/session', LoginReplySchema, { method: 'POST' }),
  );
}
