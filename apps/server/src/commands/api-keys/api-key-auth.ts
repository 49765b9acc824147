import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { apiKeys } from '../../db/schema.js';
import { UnauthorizedError } from '../../errors.js';
import type { AccessClaims } from '../../services/access-tokens.js';
import { hashOpaqueToken } from '../../services/opaque-tokens.js';

/** `lastUsedAt` is written at most this often per key, not on every request. */
const LAST_USED_EVERY_MS = 60_000;
/** Verdicts kept at most; past it the oldest go. */
const MAX_KEPT = 10_000;

export const INVALID_API_KEY_MESSAGE = 'This API key is not valid or has been revoked';

export interface ApiKeyAuthOptions {
  db: Db;
  /**
   * How long a valid key is trusted without asking the database again, in ms; a key revoked in
   * this process stops at once, in another within this time. 0 asks on every request.
   * @default 5000 (SESSION_CHECK_MS, as for sign-ins)
   */
  cacheMs: number;
  log: FastifyBaseLogger;
}

interface Known {
  claims: AccessClaims & { apiKeyId: string };
  until: number;
}

/**
 * Turns an `Authorization: Bearer glnr_…` secret into its owner's claims, so a key acts as its
 * owner everywhere a sign-in would (ownership, rate limits). `sessionId` is the key's id: it names
 * no sign-in, so signing out with a key ends nothing.
 */
export class ApiKeyAuth {
  readonly #known = new Map<string, Known>();
  readonly #lastWritten = new Map<string, number>();

  constructor(private readonly options: ApiKeyAuthOptions) {}

  async verify(secret: string): Promise<AccessClaims & { apiKeyId: string }> {
    const hash = hashOpaqueToken(secret);
    const now = Date.now();
    const known = this.#known.get(hash);
    let claims = known && known.until > now ? known.claims : undefined;
    if (!claims) {
      this.#known.delete(hash);
      const [row] = await this.options.db
        .select({ id: apiKeys.id, userId: apiKeys.userId })
        .from(apiKeys)
        .where(eq(apiKeys.secretHash, hash))
        .limit(1);
      if (!row) throw new UnauthorizedError(INVALID_API_KEY_MESSAGE);
      claims = { userId: row.userId, sessionId: row.id, apiKeyId: row.id };
      if (this.options.cacheMs > 0)
        this.#remember(hash, { claims, until: now + this.options.cacheMs });
    }
    this.#noteUse(claims.apiKeyId, now);
    return claims;
  }

  /** The key was revoked here: refuse it from now on, without waiting for the cache. */
  revoked(keyId: string): void {
    for (const [hash, known] of this.#known) {
      if (known.claims.apiKeyId === keyId) this.#known.delete(hash);
    }
    this.#lastWritten.delete(keyId);
  }

  /** Records the use in the background, once a minute at most (per process and in SQL). */
  #noteUse(keyId: string, now: number): void {
    if (now - (this.#lastWritten.get(keyId) ?? 0) < LAST_USED_EVERY_MS) return;
    this.#lastWritten.set(keyId, now);
    if (this.#lastWritten.size > MAX_KEPT) {
      const oldest = this.#lastWritten.keys().next().value;
      if (oldest !== undefined) this.#lastWritten.delete(oldest);
    }
    this.options.db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(
        sql`${apiKeys.id} = ${keyId} and (${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < now() - interval '1 minute')`,
      )
      .then(
        () => undefined,
        (error: unknown) =>
          this.options.log.warn({ err: error }, 'could not record an API key use'),
      );
  }

  #remember(hash: string, known: Known): void {
    this.#known.set(hash, known);
    if (this.#known.size <= MAX_KEPT) return;
    const oldest = this.#known.keys().next().value;
    if (oldest !== undefined) this.#known.delete(oldest);
  }
}
