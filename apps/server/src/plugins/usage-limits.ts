import { countOf } from '@gleaner/shared';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requesterOf, type RunningCap } from '../commands/jobs/running-cap.js';
import { TooManyRequestsError } from '../errors.js';
import { SharedSocketQuota } from '../services/shared-socket-quota.js';
import { SocketQuota, type SocketAdmission } from '../services/socket-quota.js';

/** A chat message may be answered, or the person must wait `retryAfterSeconds`. */
export type MessageVerdict =
  { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string };

/** Per-person limits on the work anyone can make the server do (see env.ts, RATE_LIMIT_*). */
export interface UsageLimits {
  /** Route configs (`config: { rateLimit }`) counting per account or per IP address. */
  previews: RateLimitOptions;
  scrapes: RateLimitOptions;
  jobs: RateLimitOptions;
  /** Entity, risk, label and document-text requests (spec section 7's model helpers). */
  documents: RateLimitOptions;
  /** Counts one chat message of `identity` (from `identityOf`), over all of their sockets. */
  chatMessage(request: FastifyRequest, identity: string): Promise<MessageVerdict>;
  /** Who a request counts as for the cap on running jobs, and the cap. */
  runningCap(request: FastifyRequest): Promise<RunningCap>;
  /**
   * Open WebSockets per person (`identityKey`), chat and job sockets together; for the whole
   * deployment on PostgreSQL, for the one process on PGlite (which only one process can open).
   */
  sockets: SocketAdmission;
}

declare module 'fastify' {
  interface FastifyInstance {
    usageLimits: UsageLimits;
  }
}

/**
 * The part of an address that is one subscriber: an IPv4 address (IPv4-mapped ones too), or an
 * IPv6 /64, since a single home or server is handed a whole /64 and could rotate through it.
 */
export function subscriberOf(ip: string | undefined): string {
  // Node forgets a socket's address once its peer has gone; such a request counts as one unknown.
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [
    ...left,
    ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'),
    ...right,
  ];
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/**
 * Whom a limit counts: the account when signed in, else the address (see `subscriberOf`).
 * Anonymous ids are chosen by the caller, so a new one per request would escape any limit keyed
 * on them.
 */
export function identityKey(userId: string | null, ip: string | undefined): string {
  return userId ? `user:${userId}` : `ip:${subscriberOf(ip)}`;
}

/** The identity of a request: the account of its valid token, else its IP address. */
export async function identityOf(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  try {
    return identityKey((await app.optionalAuth(request))?.userId ?? null, request.ip);
  } catch {
    // A malformed or ended token: the route itself refuses it; until then it counts by address.
    return identityKey(null, request.ip);
  }
}

const seconds = (n: number) => countOf(n, 'second');

/** "a minute", "5 minutes", "90 seconds": how long a window is, for messages. */
function windowText(total: number): string {
  if (total === 60) return 'a minute';
  if (total % 3600 === 0) return total === 3600 ? 'an hour' : countOf(total / 3600, 'hour');
  if (total % 60 === 0) return countOf(total / 60, 'minute');
  return seconds(total);
}

export default fp(
  (app: FastifyInstance) => {
    const { config } = app;
    const timeWindow = config.RATE_LIMIT_WINDOW_SECONDS * 1000;
    const per = windowText(config.RATE_LIMIT_WINDOW_SECONDS);

    const routeLimit = (max: number, what: string): RateLimitOptions => ({
      max,
      timeWindow,
      // Before the body is read or validated: a flood of bad requests counts too.
      hook: 'onRequest',
      keyGenerator: (request) => identityOf(app, request),
      // The plugin has set Retry-After (seconds) by now; the message says the same in words.
      errorResponseBuilder: (_request, context) =>
        new TooManyRequestsError(
          `Too many ${what}: at most ${max} per ${per}. Try again in ${seconds(Math.ceil(context.ttl / 1000))}.`,
        ),
    });

    // Chat messages arrive on an open socket, not as requests: the socket's upgrade request
    // stands in for each, and the identity found for the socket is its key.
    const chatKeys = new WeakMap<FastifyRequest, string>();
    const chatLimiter = app.createRateLimit({
      max: config.RATE_LIMIT_CHAT_MESSAGES,
      timeWindow,
      keyGenerator: (request) => chatKeys.get(request) ?? identityKey(null, request.ip),
    });

    // One at a time: the store hands every caller the same counter object and changes it in
    // place, so counts made at once (a burst of messages) would all read the burst's last value.
    let turn: Promise<unknown> = Promise.resolve();
    const countInTurn = (request: FastifyRequest) => {
      const verdict = turn.then(() => chatLimiter(request));
      turn = verdict.catch(() => undefined);
      return verdict;
    };

    const sockets: SocketAdmission = app.database.url
      ? new SharedSocketQuota(app.database.url, config.WS_MAX_PER_PERSON, app.log)
      : new SocketQuota(config.WS_MAX_PER_PERSON);
    app.addHook('onClose', () => sockets.close());

    app.decorate('usageLimits', {
      previews: routeLimit(config.RATE_LIMIT_PREVIEWS, 'page previews'),
      scrapes: routeLimit(config.RATE_LIMIT_SCRAPES, 'one-page scrapes'),
      jobs: routeLimit(config.RATE_LIMIT_JOBS, 'new jobs'),
      documents: routeLimit(config.RATE_LIMIT_DOCUMENTS, 'document and entity requests'),
      async chatMessage(request, identity) {
        chatKeys.set(request, identity);
        const verdict = await countInTurn(request);
        if (verdict.isAllowed || !verdict.isExceeded) return { allowed: true };
        return {
          allowed: false,
          retryAfterSeconds: verdict.ttlInSeconds,
          message: `Too many messages: at most ${verdict.max} per ${per}. Wait ${seconds(verdict.ttlInSeconds)} and send it again.`,
        };
      },
      async runningCap(request) {
        return {
          requester: requesterOf(await identityOf(app, request)),
          max: config.MAX_RUNNING_JOBS,
        };
      },
      sockets,
    } satisfies UsageLimits);
    return Promise.resolve();
  },
  { name: 'usage-limits', dependencies: ['authenticate', '@fastify/rate-limit'] },
);
