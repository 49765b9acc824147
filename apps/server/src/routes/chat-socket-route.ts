import { getModel } from '@gleaner/agent';
import { ChatSocketQuerySchema } from '@gleaner/shared';
import type { FastifyInstance } from 'fastify';
import { answerChat, type ChatDeps, type ChatIdentity } from '../chat/chat-session.js';
import { ConversationStore } from '../chat/conversation-store.js';

/** Who is chatting: the token's account when one is sent (null if it is not valid). */
async function identify(app: FastifyInstance, rawQuery: unknown): Promise<ChatIdentity | null> {
  const query = ChatSocketQuerySchema.safeParse(rawQuery);
  if (!query.success) return { userId: null, clientUserId: null };
  if (!query.data.token) return { userId: null, clientUserId: query.data.user_id ?? null };
  try {
    const claims = await app.tokens.verify(query.data.token);
    return { userId: claims.userId, clientUserId: claims.userId };
  } catch {
    return null;
  }
}

/**
 * WebSocket `/ws?user_id=…` (spec/core.md section 7): chat with the agent. A `token` query ties
 * the exchanges to the signed-in account. Messages of one socket are answered in order.
 */
export default function chatSocketRoute(app: FastifyInstance): Promise<void> {
  const { LLM_BASE_URL: baseUrl, LLM_MODEL: model, LLM_API_KEY: apiKey } = app.config;
  const deps: ChatDeps = {
    ...(baseUrl && model
      ? { model: { languageModel: getModel({ baseUrl, model, apiKey }), name: model } }
      : {}),
    db: app.database.db,
    store: new ConversationStore(),
    log: app.log,
    fetchHtml: (url) => app.agentPages.fetchPage(url),
    ...(app.agentPages.render
      ? {
          renderHtml: (url: string) =>
            app.agentPages.render?.(url) ?? app.agentPages.fetchPage(url),
        }
      : {}),
  };

  app.get('/ws', { websocket: true }, (socket, request) => {
    // Listeners must be attached at once: messages sent while the token is checked would be lost.
    const identity = identify(app, request.query);
    let queue = Promise.resolve();
    socket.on('message', (data: Buffer) => {
      queue = queue.then(async () => {
        const who = await identity;
        if (!who) return;
        let raw: unknown;
        try {
          raw = JSON.parse(data.toString());
        } catch {
          socket.send(JSON.stringify({ type: 'error', message: 'Messages must be JSON' }));
          return;
        }
        await answerChat(deps, who, raw, (message) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
        });
      });
    });
    void identity.then((who) => {
      if (who) return;
      socket.send(
        JSON.stringify({ type: 'error', message: 'Invalid or expired token; sign in again' }),
      );
      socket.close(4401, 'Unauthorized');
    });
  });
  return Promise.resolve();
}
