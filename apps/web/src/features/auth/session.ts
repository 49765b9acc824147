import { SESSION_LIFETIME_SECONDS, type LoginReply, type User } from '@gleaner/shared';
import { storeTokens } from './token-storage';

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
}

export function buildSession(
  user: User,
  accessToken: string,
  refreshToken: string,
  expiresAt?: number,
) {
  const authUser: AuthUser = { ...user, role: 'authenticated' };
  const session: ClientSession = {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: SESSION_LIFETIME_SECONDS,
    expires_at: expiresAt ?? Math.floor(Date.now() / 1000) + SESSION_LIFETIME_SECONDS,
    token_type: 'bearer',
    user: authUser,
  };
  return { user: authUser, session };
}

/** Keeps a login (or refresh) reply: stores its tokens and returns the client session. */
export function acceptLogin(reply: LoginReply): SignedIn {
  const { access_token, refresh_token, expires_at } = reply.session;
  storeTokens(access_token, refresh_token);
  return buildSession(reply.user, access_token, refresh_token, expires_at);
}
