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
  return {
    received,
    socket,
    /** Sends one message; resolves with the reply, which must be a `response`. */
    async ask(message: string, context: Record<string, unknown> = {}): Promise<ChatResponse> {
      const from = received.length;
      socket.send(JSON.stringify({ type: 'chat', message, user_id: 'anonymous', context }));
      const reply = await nextReply(from);
      if (reply.type !== 'response') throw new Error(`unexpected ${JSON.stringify(reply)}`);
      return reply;
    },
    close: () => socket.close(),
  };
}
