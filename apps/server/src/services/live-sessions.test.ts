import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { UnauthorizedError } from '../errors.js';
import { createAccessTokens } from './access-tokens.js';
import { LiveSessions, SESSION_ENDED_CLOSE_CODE } from './live-sessions.js';

const USER = '6f1c1f36-2d4b-4a5e-9b7e-0c8d2f3a4b5c';
const SESSION = '0d9e8f7a-6b5c-4d3e-8f1a-2b3c4d5e6f70';
const tokens = createAccessTokens(new TextEncoder().encode('live-sessions-test-secret-0123456789'));
const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;

/** A stand-in for the database: the live sign-ins, and how often it was asked. */
function database(live: string[]) {
  const state = { live: new Set(live), asked: 0 };
  const liveAmong = (ids: readonly string[]) => {
    state.asked += 1;
    return Promise.resolve(new Set(ids.filter((id) => state.live.has(id))));
  };
  return { state, liveAmong };
}

/** Just enough of a ws socket: `close` records the code and emits 'close'. */
function fakeSocket() {
  const emitter = new EventEmitter();
  const socket = Object.assign(emitter, {
    readyState: 1,
    CLOSING: 2,
    CLOSED: 3,
    closedWith: undefined as number | undefined,
    close(code: number) {
      socket.closedWith = code;
      socket.readyState = 3;
      emitter.emit('close', code);
    },
  });
  return socket;
}
const asWs = (socket: ReturnType<typeof fakeSocket>) => socket as unknown as WebSocket;

describe('live sessions', () => {
  let sessions: LiveSessions | undefined;
  afterEach(() => {
    sessions?.close();
    vi.useRealTimers();
  });

  it('accepts a token of a live sign-in and refuses one whose sign-in has ended', async () => {
    const db = database([SESSION]);
    sessions = new LiveSessions({ tokens, liveAmong: db.liveAmong, cacheMs: 0, log });
    const { token } = await tokens.sign({ userId: USER, sessionId: SESSION });
    await expect(sessions.verify(token)).resolves.toMatchObject({ sessionId: SESSION });
    db.state.live.clear();
    await expect(sessions.verify(token)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('reuses a verdict for the window only, and forgets it at once when the sign-in ends here', async () => {
    vi.useFakeTimers();
    const db = database([SESSION]);
    sessions = new LiveSessions({ tokens, liveAmong: db.liveAmong, cacheMs: 5000, log });
    expect(await sessions.isLive(SESSION)).toBe(true);
    expect(await sessions.isLive(SESSION)).toBe(true);
    expect(db.state.asked).toBe(1);

    // Ended by another process: this one learns of it once the window has passed.
    db.state.live.clear();
    expect(await sessions.isLive(SESSION)).toBe(true);
    vi.advanceTimersByTime(5001);
    expect(await sessions.isLive(SESSION)).toBe(false);

    // Ended here: no wait.
    const other = '11111111-2222-4333-8444-555555555555';
    db.state.live.add(other);
    expect(await sessions.isLive(other)).toBe(true);
    sessions.ended([other]);
    expect(await sessions.isLive(other)).toBe(false);
  });

  it("closes the sign-in's sockets when it ends here, and leaves other sign-ins' open", () => {
    const other = '11111111-2222-4333-8444-555555555555';
    const db = database([SESSION, other]);
    sessions = new LiveSessions({ tokens, liveAmong: db.liveAmong, cacheMs: 0, log });
    const [a1, a2, b] = [fakeSocket(), fakeSocket(), fakeSocket()];
    sessions.watch(SESSION, asWs(a1));
    sessions.watch(SESSION, asWs(a2));
    sessions.watch(other, asWs(b));
    sessions.ended([SESSION]);
    expect([a1.closedWith, a2.closedWith, b.closedWith]).toEqual([
      SESSION_ENDED_CLOSE_CODE,
      SESSION_ENDED_CLOSE_CODE,
      undefined,
    ]);
  });

  it('closes sockets of sign-ins another process ended, at the next sweep', async () => {
    vi.useFakeTimers();
    const db = database([SESSION]);
    sessions = new LiveSessions({ tokens, liveAmong: db.liveAmong, cacheMs: 2000, log });
    const socket = fakeSocket();
    sessions.watch(SESSION, asWs(socket));
    await vi.advanceTimersByTimeAsync(2000);
    expect(socket.closedWith).toBeUndefined();
    db.state.live.clear();
    await vi.advanceTimersByTimeAsync(2000);
    expect(socket.closedWith).toBe(SESSION_ENDED_CLOSE_CODE);
  });
});
