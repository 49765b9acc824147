import type { WebSocket } from 'ws';

/** Close code for a client that stopped reading: a policy violation. */
export const SLOW_READER_CLOSE_CODE = 1008;
export const SLOW_READER_CLOSE_REASON = 'Too much unread data; reconnect to continue';

/**
 * How long a slow reader's socket has to take the close frame before it is cut. The close frame
 * waits behind everything unread; without a cut, `ws` would keep it all for 30 s.
 */
const CLOSE_GRACE_MS = 5000;

/**
 * Sends `payload` unless the client has left more than `maxBuffered` bytes unread: `ws` keeps
 * whatever the client does not read, without limit, so a client that never reads would make the
 * server hold every message sent to it. Such a socket is closed (1008) and nothing more is sent;
 * at most `maxBuffered` plus one message stays buffered. Returns whether the payload was sent.
 */
export function sendBounded(socket: WebSocket, payload: string, maxBuffered: number): boolean {
  if (socket.readyState !== socket.OPEN) return false;
  if (socket.bufferedAmount > maxBuffered) {
    socket.close(SLOW_READER_CLOSE_CODE, SLOW_READER_CLOSE_REASON);
    setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
    return false;
  }
  socket.send(payload);
  return true;
}
