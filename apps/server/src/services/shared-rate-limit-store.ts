import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/database.js';
import { hashOpaqueToken } from './opaque-tokens.js';

/** Expired counts are swept this often at most, by whichever process counts next. */
const SWEEP_MS = 60_000;

/**
 * What `@fastify/rate-limit` really hands `child`: the limit's merged options, with the route as
 * `routeInfo` (its types say the route options themselves).
 */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * One statement counts a hit and answers the count and the milliseconds left in its window,
 * atomically, whichever process asks: a window that has ended starts again at 1.
 */
const COUNT_HIT = `
  insert into rate_limit_hits as r (key, hits, resets_at)
  values ($1, 1, now() + $2::int * interval '1 millisecond')
  on conflict (key) do update set
    hits = case when r.resets_at <= now() then 1 else r.hits + 1 end,
    resets_at = case when r.resets_at <= now() then excluded.resets_at else r.resets_at end
  returning hits, greatest(0, ceil(extract(epoch from (resets_at - now())) * 1000))::int as ttl`;

/**
 * A `@fastify/rate-limit` store in the database, so a limit holds for the whole deployment when
 * several API processes share one PostgreSQL (the plugin's own store counts per process). Keys
 * are stored hashed: they hold addresses and e-mails.
 */
export function sharedRateLimitStore(database: Database): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const sweep = () => {
    const now = Date.now();
    if (now - lastSweep < SWEEP_MS) return;
    lastSweep = now;
    database.query(`delete from rate_limit_hits where resets_at < now()`).catch(() => undefined);
  };

  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = 'global') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ): void {
      sweep();
      database
        .queryPrepared<{ hits: number; ttl: number }>('rate-limit-hit', COUNT_HIT, [
          hashOpaqueToken(`${this.prefix}|${key}`),
          Math.max(1, Math.round(timeWindow ?? 60_000)),
        ])
        .then(([row]) => callback(null, { current: row?.hits ?? 1, ttl: row?.ttl ?? 0 }))
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { method, url } = (options as unknown as ChildOptions).routeInfo ?? {};
      // Limiters made with `createRateLimit` have no route: they count under their own name.
      return new SharedRateLimitStore(url ? `${String(method)} ${url}` : 'limiter');
    }
  }
  // The plugin constructs the store with its options; the prefix is for children only.
  return class extends SharedRateLimitStore {
    constructor() {
      super();
    }
  };
}
