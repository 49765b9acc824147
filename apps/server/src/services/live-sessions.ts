import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { UnauthorizedError } from '../errors.js';
import type { AccessTokens, VerifiedClaims } from './access-tokens.js';

/** WebSocket close code for "your sign-in is no longer valid", as for a refused token. */
export const SESSION_ENDED_CLOSE_CODE = 4401;
export const SESSION_ENDED_MESSAGE = 'This sign-in has ended; sign in again';
/** Verdicts kept at most; past it the expired ones go, then the oldest. */
const MAX_VERDICTS = 10_000;
/** How often open sockets' sign-ins are re-checked when verdicts are not cached. */
const MIN_SWEEP_MS = 1000;

export interface LiveSessionsOptions {
  tokens: AccessTokens;
  /** The database's answer: which of these sign-ins are live. */
  liveAmong: (sessionIds: readonly string[]) => Promise<Set<string>>;
  /**
   * How long a verdict is reused, in ms; 0 asks the database on every request.
   * @default 5000 (SESSION_CHECK_MS)
   */
  cacheMs: number;
  log: FastifyBaseLogger;
}

/**
 * Access tokens are signed for an hour, but a sign-in can end before that: sign-out, a reused
 * refresh token, a password reset. Every authenticated request and socket goes through here, so
 * the token's sign-in must still be live. A sign-in that ends in this process stops its tokens
 * and closes its sockets at once; one ended by another process is noticed within `cacheMs`, by
 * requests and by a sweep over the open sockets.
 */
export class LiveSessions {
  readonly #verdicts = new Map<string, { live: Promise<boolean>; until: number }>();
  readonly #sockets = new Map<string, Set<WebSocket>>();
  #sweep: ReturnType<typeof setInterval> | undefined;
  #sweeping = false;

  constructor(private readonly options: LiveSessionsOptions) {}

  /** The token's claims when it is valid and its sign-in live; else an UnauthorizedError. */
  async verify(token: string): Promise<VerifiedClaims> {
    const claims = await this.options.tokens.verify(token);
    if (!(await this.isLive(claims.sessionId))) throw new UnauthorizedError(SESSION_ENDED_MESSAGE);
    return claims;
  }

  isLive(sessionId: string): Promise<boolean> {
    const now = Date.now();
    const cached = this.#verdicts.get(sessionId);
    if (cached && cached.until > now) return cached.live;
    const live = this.options.liveAmong([sessionId]).then((ids) => ids.has(sessionId));
    if (this.options.cacheMs > 0) {
      this.#remember(sessionId, live, now + this.options.cacheMs);
      // A failed lookup is not a verdict: the next request asks again.
      live.catch(() => {
        if (this.#verdicts.get(sessionId)?.live === live) this.#verdicts.delete(sessionId);
      });
    }
    return live;
  }

  /** Closes the socket when its sign-in ends. */
  watch(sessionId: string, socket: WebSocket): void {
    // Closed while its token was checked: its 'close' has fired and would never unlist it.
    if (socket.readyState === socket.CLOSING || socket.readyState === socket.CLOSED) return;
    let sockets = this.#sockets.get(sessionId);
    if (!sockets) this.#sockets.set(sessionId, (sockets = new Set()));
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0 && this.#sockets.get(sessionId) === sockets) {
        this.#sockets.delete(sessionId);
      }
    });
    this.#sweep ??= setInterval(
      () => void this.#closeEnded(),
      Math.max(MIN_SWEEP_MS, this.options.cacheMs),
    ).unref();
  }

  /** These sign-ins have ended (their refresh tokens are revoked): stop them here now. */
  ended(sessionIds: readonly string[]): void {
    const until = Date.now() + Math.max(this.options.cacheMs, MIN_SWEEP_MS);
    for (const sessionId of sessionIds) {
      if (this.options.cacheMs > 0) this.#remember(sessionId, Promise.resolve(false), until);
      this.#closeSockets(sessionId);
    }
  }

  close(): void {
    clearInterval(this.#sweep);
    this.#sweep = undefined;
  }

  /** Asks the database about every sign-in with open sockets, for ends other processes made. */
  async #closeEnded(): Promise<void> {
    if (this.#sockets.size === 0) {
      this.close();
      return;
    }
    if (this.#sweeping) return;
    this.#sweeping = true;
    try {
      const watched = [...this.#sockets.keys()];
      const live = await this.options.liveAmong(watched);
      for (const sessionId of watched) if (!live.has(sessionId)) this.ended([sessionId]);
    } catch (error) {
      this.options.log.warn({ err: error }, 'could not re-check the sign-ins of open sockets');
    } finally {
      this.#sweeping = false;
    }
  }

  #closeSockets(sessionId: string): void {
    const sockets = this.#sockets.get(sessionId);
    if (!sockets) return;
    this.#sockets.delete(sessionId);
    for (const socket of sockets) socket.close(SESSION_ENDED_CLOSE_CODE, 'Signed out');
  }

  #remember(sessionId: string, live: Promise<boolean>, until: number): void {
    this.#verdicts.delete(sessionId);
    this.#verdicts.set(sessionId, { live, until });
    if (this.#verdicts.size <= MAX_VERDICTS) return;
    const now = Date.now();
    for (const [id, verdict] of this.#verdicts) if (verdict.until <= now) this.#verdicts.delete(id);
    for (const id of this.#verdicts.keys()) {
      if (this.#verdicts.size <= MAX_VERDICTS) break;
      this.#verdicts.delete(id);
    }
  }
}
