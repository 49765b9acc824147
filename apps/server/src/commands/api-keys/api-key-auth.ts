import type { FastifyBaseLogger } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import type { WebSocket } from 'ws';
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
/** Why a socket opened with a key closes when the key is revoked (the sign-in close code). */
export const API_KEY_REVOKED_CLOSE = { code: 4401, reason: 'This API key has been revoked' };
/** How often open sockets' keys are looked up when verdicts are not cached. */
const MIN_SWEEP_MS = 1000;

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

/** A key's claims: its owner, as a sign-in's, with the key and what it may do. */
export type KeyClaims = AccessClaims & { apiKeyId: string; scopes: string[] };

interface Known {
  claims: KeyClaims;
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
  /** Open sockets by the key they connected with. */
  readonly #sockets = new Map<string, Set<WebSocket>>();
  #sweep: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly options: ApiKeyAuthOptions) {}

  async verify(secret: string): Promise<KeyClaims> {
    const hash = hashOpaqueToken(secret);
    const now = Date.now();
    const known = this.#known.get(hash);
    let claims = known && known.until > now ? known.claims : undefined;
    if (!claims) {
      this.#known.delete(hash);
      const [row] = await this.options.db
        .select({ id: apiKeys.id, userId: apiKeys.userId, scopes: apiKeys.scopes })
        .from(apiKeys)
        .where(eq(apiKeys.secretHash, hash))
        .limit(1);
      if (!row) throw new UnauthorizedError(INVALID_API_KEY_MESSAGE);
      claims = { userId: row.userId, sessionId: row.id, apiKeyId: row.id, scopes: row.scopes };
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
    this.#closeSockets(keyId);
  }

  /**
   * Closes the socket when its key is revoked: at once when revoked in this process, and within
   * `cacheMs` (a sweep over the open sockets' keys) when revoked through another.
   */
  watch(keyId: string, socket: WebSocket): void {
    if (socket.readyState === socket.CLOSING || socket.readyState === socket.CLOSED) return;
    let sockets = this.#sockets.get(keyId);
    if (!sockets) this.#sockets.set(keyId, (sockets = new Set()));
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0 && this.#sockets.get(keyId) === sockets) this.#sockets.delete(keyId);
    });
    this.#sweep ??= setInterval(
      () => void this.#closeRevoked(),
      Math.max(MIN_SWEEP_MS, this.options.cacheMs),
    ).unref();
  }

  /** Stops the sweep (the server is closing). */
  close(): void {
    clearInterval(this.#sweep);
    this.#sweep = undefined;
  }

  #closeSockets(keyId: string): void {
    const sockets = this.#sockets.get(keyId);
    this.#sockets.delete(keyId);
    for (const socket of sockets ?? []) {
      socket.close(API_KEY_REVOKED_CLOSE.code, API_KEY_REVOKED_CLOSE.reason);
    }
  }

  async #closeRevoked(): Promise<void> {
    const ids = [...this.#sockets.keys()];
    if (ids.length === 0) return;
    try {
      const rows = await this.options.db
        .select({ id: apiKeys.id })
        .from(apiKeys)
        .where(inArray(apiKeys.id, ids));
      const live = new Set(rows.map((row) => row.id));
      for (const id of ids) if (!live.has(id)) this.revoked(id);
    } catch (error) {
      this.options.log.warn({ err: error }, 'could not check the API keys of open sockets');
    }
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
