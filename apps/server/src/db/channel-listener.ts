import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './database.js';

export interface ChannelListener {
  close(): Promise<void>;
}

/**
 * One PostgreSQL LISTEN connection on `channel` that re-connects when it drops, retrying with
 * growing pauses (up to 10 s) for as long as the database is away. `what` names it in the log.
 */
export async function listenToChannel(
  database: Database,
  channel: string,
  onPayload: (payload: string) => void,
  log: FastifyBaseLogger,
  what: string,
): Promise<ChannelListener> {
  let client: pg.Client | undefined;
  let closed = false;

  const listen = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: database.url });
    next.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      try {
        onPayload(message.payload);
      } catch (error) {
        // A malformed message is dropped; the connection and later messages carry on.
        log.warn({ err: error }, `${what}: a message could not be read`);
      }
    });
    const lost = (error?: Error) => {
      if (client !== next) return; // still connecting (`listen` reports it), or closed
      client = undefined;
      log.warn({ err: error }, `${what} connection lost; reconnecting`);
      void next.end().catch(() => undefined);
      reconnect(0);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    if (closed) return void next.end().catch(() => undefined);
    client = next;
  };
  const reconnect = (attempt: number) => {
    if (closed) return;
    setTimeout(
      () =>
        void listen().catch((error: unknown) => {
          log.warn({ err: error, attempt }, `${what}: could not reconnect; trying again`);
          reconnect(attempt + 1);
        }),
      Math.min(10_000, 1000 * 2 ** attempt),
    ).unref();
  };
  await listen();

  return {
    close: async () => {
      closed = true;
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
