import type { WebSocket } from 'ws';

/** Close code for a socket past its person's quota: a policy violation, as a slow reader's. */
export const SOCKET_QUOTA_CLOSE_CODE = 1008;

/** The close reason and message of a refused socket (a close reason holds 123 bytes at most). */
export function socketQuotaReason(max: number): string {
  return `Too many open connections (at most ${max} per person); close another tab and reconnect`;
}

/** Tells the client why, then closes the socket. */
export function refuseSocket(socket: WebSocket, max: number): void {
  const reason = socketQuotaReason(max);
  socket.send(JSON.stringify({ type: 'error', message: `${reason}.` }));
  socket.close(SOCKET_QUOTA_CLOSE_CODE, reason);
}

/** Counts open WebSockets per person; in one process, or across a deployment's processes. */
export interface SocketAdmission {
  readonly max: number;
  admit(identity: string, socket: WebSocket): boolean | Promise<boolean>;
  /** Tells the client why, then closes the socket. */
  refuse(socket: WebSocket): void;
  close(): Promise<void>;
}

/**
 * Open WebSockets per person (chat and job sockets together), in this process: each holds
 * buffers and listeners, so one person opening hundreds could take the memory everyone shares.
 */
export class SocketQuota implements SocketAdmission {
  readonly #open = new Map<string, number>();

  constructor(readonly max: number) {}

  admit(identity: string, socket: WebSocket): boolean {
    if (socket.readyState !== socket.OPEN) return true;
    const open = this.#open.get(identity) ?? 0;
    if (open >= this.max) return false;
    this.#open.set(identity, open + 1);
    socket.once('close', () => {
      const left = (this.#open.get(identity) ?? 1) - 1;
      if (left > 0) this.#open.set(identity, left);
      else this.#open.delete(identity);
    });
    return true;
  }

  refuse(socket: WebSocket): void {
    refuseSocket(socket, this.max);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
