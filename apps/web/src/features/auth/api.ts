import { ANONYMOUS_ID_HEADER, type LoginReply, type User } from '@gleaner/shared';
import { apiRequest, type ApiResult } from '@/lib/api';
import { lazySchema } from '@/lib/lazy-schemas';
import { anonymousId } from '@/lib/identity';

/** Every auth failure the client reports: the text to show and the HTTP status (0: no reply). */
export class AuthApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'AuthApiError';
    this.status = status;
  }
}

/** Spec section 8: the server's text first, else these, with the HTTP status. */
const FALLBACK = {
  login: 'Login failed',
  register: 'Registration failed',
  reset: 'Password reset failed',
  logout: 'Logout error',
  profile: 'Profile check failed',
} as const;

/** Runs a call and turns any failure into an AuthApiError (status 0 when nothing came back). */
export async function call<T>(
  fallback: string,
  run: () => Promise<ApiResult<T>>,
  networkFallback = 'Network error',
): Promise<T> {
  let result: ApiResult<T>;
  try {
    result = await run();
  } catch (error) {
    throw new AuthApiError(
      error instanceof Error && error.message ? error.message : networkFallback,
      0,
    );
  }
  if (!result.ok) throw new AuthApiError(result.error ?? fallback, result.status);
  return result.data;
}

export interface Credentials {
  email: string;
  password: string;
}

/** The jobs this browser made without signing in move to the account it signs in or up to. */
export function browserJobs() {
  return { [ANONYMOUS_ID_HEADER]: anonymousId() };
}

export function login(body: Credentials): Promise<LoginReply> {
  return call(FALLBACK.login, () =>
    apiRequest('/auth/login', lazySchema('LoginReplySchema'), {
      method: 'POST',
      body,
      headers: browserJobs(),
    }),
  );
}

/** Registers; the full name is the part of the e-mail before the at-sign (spec section 5). */
export async function register({ email, password }: Credentials): Promise<User> {
  const fullName = email.split('@')[0] ?? '';
  const reply = await call(FALLBACK.register, () =>
    apiRequest('/auth/register', lazySchema('RegisterReplySchema'), {
      method: 'POST',
      body: { email, password, fullName },
      headers: browserJobs(),
    }),
  );
  return reply.user;
}

export async function fetchProfile(token: string): Promise<User> {
  const reply = await call(FALLBACK.profile, () =>
    apiRequest('/auth/profile', lazySchema('ProfileReplySchema'), { token }),
  );
  return reply.user;
}

export function refreshSession(refreshToken: string): Promise<LoginReply> {
  return call(FALLBACK.login, () =>
    apiRequest('/auth/refresh', lazySchema('LoginReplySchema'), {
      method: 'POST',
      body: { refresh_token: refreshToken },
    }),
  );
}

export async function logout(token: string, refreshToken: string | null): Promise<void> {
  await call(
    FALLBACK.logout,
    () =>
      apiRequest('/auth/logout', lazySchema('SuccessSchema'), {
        method: 'POST',
        token,
        body: refreshToken ? { refresh_token: refreshToken } : {},
      }),
    FALLBACK.logout,
  );
}

export async function requestPasswordReset(email: string): Promise<string> {
  const reply = await call(FALLBACK.reset, () =>
    apiRequest('/auth/reset-password', lazySchema('MessageReplySchema'), {
      method: 'POST',
      body: { email },
    }),
  );
  return reply.message;
}

export async function confirmPasswordReset(token: string, password: string): Promise<string> {
  const reply = await call(FALLBACK.reset, () =>
    apiRequest('/auth/reset-password/confirm', lazySchema('MessageReplySchema'), {
      method: 'POST',
      body: { token, password },
    }),
  );
  return reply.message;
}
