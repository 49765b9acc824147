import type { FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '../errors.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** The e-mail a request is about, so guesses against one account are counted together. */
function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email : '';
}

function limit(max: number, timeWindow: number, perEmail: boolean) {
  return {
    max,
    timeWindow,
    // After validation, so the e-mail is already normalised.
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) =>
      perEmail ? `${request.ip}|${emailOf(request)}` : request.ip,
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
      new TooManyRequestsError(`Too many attempts. Please wait ${context.after} and try again.`),
  };
}

/** Limits per IP address and e-mail on the routes a password guesser or spammer would use. */
export const AUTH_RATE_LIMITS = {
  login: limit(10, FIFTEEN_MINUTES, true),
  resetPassword: limit(5, FIFTEEN_MINUTES, true),
  resetConfirm: limit(10, FIFTEEN_MINUTES, false),
  refresh: limit(60, FIFTEEN_MINUTES, false),
  socialSignIn: limit(30, FIFTEEN_MINUTES, false),
};

/** The registration limit as configured (`RATE_LIMIT_REGISTRATIONS`): a test suite signs up often. */
export function registerRateLimit(max: number) {
  return limit(max, FIFTEEN_MINUTES, false);
}
