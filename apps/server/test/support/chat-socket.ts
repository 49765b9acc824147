import type { ChatResponse, ChatServerMessage } from '@gleaner/shared';
import WebSocket from 'ws';
import type { TestServer } from './test-server.js';

/** A chat socket (`/ws?<query>`) that answers `ask` with the server's reply to that message. */
export async function openChat(server: TestServer, query: string) {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws?${query}`);
  const received: ChatServerMessage[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data: Buffer) => {
    received.push(JSON.parse(data.toString()) as ChatServerMessage);
    waiters.splice(0).forEach((wake) => wake());
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const nextReply = async (from: number): Promise<ChatServerMessage> => {
    for (;;) {
      const found = received.slice(from).find((m) => m.type !== 'training_steps');
      if (found) return found;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  /** Sends one chat message; resolves with the next reply and everything sent since. */
  const send = async (message: string, fields: Record<string, unknown> = {}) => {
    const from = received.length;
    socket.send(JSON.stringify({ type: 'chat', message, user_id: 'anonymous', ...fields }));
    return { reply: await nextReply(from), since: received.slice(from) };
  };
  return {
    received,
    socket,
    send,
    /** Sends one message; resolves with the reply, which must be a `response`. */
    async ask(message: string, context: Record<string, unknown> = {}): Promise<ChatResponse> {
      const { reply } = await send(message, { context });
      if (reply.type !== 'response') throw new Error(`unexpected ${JSON.stringify(reply)}`);
      return reply;
    },
    close: () => socket.close(),
  };
}
