import { Fetcher } from '@gleaner/scraper';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answerChat, type ChatDeps, type ChatIdentity } from '../chat/chat-session.js';
import { ConversationStore } from '../chat/conversation-store.js';

const QuerySchema = z.object({
  user_id: z.string().max(100).optional(),
  token: z.string().max(4096).optional(),
});

/**
 * WebSocket `/ws?user_id=…` (spec/core.md section 7): chat with the agent. A `token` query ties
 * the exchanges to the signed-in account. Messages of one socket are answered in order.
 */
export default function chatSocketRoute(app: FastifyInstance): Promise<void> {
  const fetchOptions = {
    allowPrivateHosts: app.config.ALLOW_PRIVATE_HOSTS,
    chromiumPath: app.config.CHROMIUM_PATH,
  };
  const httpFetcher = new Fetcher({ ...fetchOptions, render: 'never' });
  const browserFetcher = new Fetcher({
    ...fetchOptions,
    render: 'always',
    blockResources: ['media', 'font'],
  });
  app.addHook('onClose', async () => {
    await Promise.all([httpFetcher.close(), browserFetcher.close()]);
  });
  const deps: ChatDeps = {
    db: app.database.db,
    store: new ConversationStore(),
    log: app.log,
    fetchHtml: async (url) => {
      const page = await httpFetcher.fetchPage(url);
      return { html: page.html, url: page.url };
    },
    ...(httpFetcher.browserAvailable
      ? {
          renderHtml: async (url: string) => {
            const page = await browserFetcher.fetchPage(url);
            return { html: page.html, url: page.url };
          },
        }
      : {}),
  };

  app.get('/ws', { websocket: true }, async (socket, request) => {
    const query = QuerySchema.safeParse(request.query);
    let identity: ChatIdentity = {
      userId: null,
      clientUserId: query.success ? (query.data.user_id ?? null) : null,
    };
    if (query.success && query.data.token) {
      try {
        const claims = await app.tokens.verify(query.data.token);
        identity = { userId: claims.userId, clientUserId: claims.userId };
      } catch (error) {
        socket.send(
          JSON.stringify({
            type: 'error',
            message: error instanceof Error ? error.message : 'Invalid token',
          }),
        );
        socket.close(4401, 'Unauthorized');
        return;
      }
    }
    let queue = Promise.resolve();
    socket.on('message', (data: Buffer) => {
      queue = queue.then(async () => {
        let raw: unknown;
        try {
          raw = JSON.parse(data.toString());
        } catch {
          socket.send(JSON.stringify({ type: 'error', message: 'Messages must be JSON' }));
          return;
        }
        await answerChat(deps, identity, raw, (message) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
        });
      });
    });
  });
  return Promise.resolve();
}
