import { SESSION_LIFETIME_SECONDS, type LoginReply, type User } from '@gleaner/shared';
import { tokenTimes } from './token-claims';
import { storeTokens, type StoredTokens } from './token-storage';

/** The signed-in person as the client holds them (spec section 3): every user is 'authenticated'. */
export interface AuthUser extends User {
  role: 'authenticated';
}

/** The client-side session of spec section 3. */
export interface ClientSession {
  access_token: string;
  /** Empty when the server gave none. */
  refresh_token: string;
  expires_in: number;
  /** Seconds since the epoch. */
  expires_at: number;
  token_type: 'bearer';
  user: AuthUser;
}

export interface SignedIn {
  user: AuthUser;
  session: ClientSession;
  /** When to renew the tokens, by this machine's clock (ms): the server's clock may differ. */
  renewAt: number;
}

/** Tokens are renewed this long before they expire: a background tab's timers can run a minute late. */
export const RENEW_AHEAD_MS = 5 * 60_000;

export function buildSession(
  user: User,
  accessToken: string,
  refreshToken: string,
  expiresAt?: number,
  renewAt?: number,
): SignedIn {
  const authUser: AuthUser = { ...user, role: 'authenticated' };
  const session: ClientSession = {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: SESSION_LIFETIME_SECONDS,
    expires_at: expiresAt ?? Math.floor(Date.now() / 1000) + SESSION_LIFETIME_SECONDS,
    token_type: 'bearer',
    user: authUser,
  };
  return {
    user: authUser,
    session,
    renewAt: renewAt ?? session.expires_at * 1000 - RENEW_AHEAD_MS,
  };
}

/** A session from tokens found in storage (at start, or renewed by another tab). */
export function sessionFromStorage(user: User, stored: StoredTokens): SignedIn {
  return buildSession(
    user,
    stored.accessToken,
    stored.refreshToken ?? '',
    tokenTimes(stored.accessToken)?.exp,
    stored.renewAt ?? undefined,
  );
}

/** Keeps a login (or refresh) reply: stores its tokens and returns the client session. */
export function acceptLogin(reply: LoginReply): SignedIn {
  const { access_token, refresh_token, expires_at } = reply.session;
  // Timed from now by the token's own lifetime, not by its expiry on the server's clock.
  const times = tokenTimes(access_token);
  const lifetime = times?.iat ? times.exp - times.iat : SESSION_LIFETIME_SECONDS;
  const renewAt = Date.now() + lifetime * 1000 - RENEW_AHEAD_MS;
  storeTokens(access_token, refresh_token, renewAt);
  return buildSession(reply.user, access_token, refresh_token, expires_at, renewAt);
}
