import type { FastifyInstance } from 'fastify';
import { identifyChat } from '../chat/chat-identity.js';
import type { ChatDeps } from '../chat/chat-session.js';
import { ConversationStore } from '../chat/conversation-store.js';
import { identityKey } from '../plugins/usage-limits.js';
import { sendBounded } from '../services/bounded-send.js';
import { configuredModel } from '../services/configured-model.js';

/**
 * WebSocket `/ws?user_id=…` (spec/core.md section 7): chat with the agent. A `token` query ties
 * the exchanges to the signed-in account. Messages of one socket are answered in order.
 */
export default async function chatSocketRoute(app: FastifyInstance): Promise<void> {
  const model = await configuredModel(app.config);
  const deps: ChatDeps = {
    ...(model ? { model } : {}),
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
    // Read now: once the peer hangs up, Node no longer knows the address (request.ip is undefined).
    const ip = request.ip;
    // Listeners must be attached at once: messages sent while the token is checked would be lost.
    // A person past their quota of open sockets is refused as soon as they are known.
    const identity = identifyChat(app, request, socket)
      .then(async (who) => {
        if (!who) return null;
        if (await app.usageLimits.sockets.admit(identityKey(who.userId, ip), socket)) return who;
        app.usageLimits.sockets.refuse(socket);
        return null;
      })
      .catch((error: unknown) => {
        // A failure while admitting one socket closes that socket, never the server.
        app.log.warn({ err: error }, 'chat socket could not be admitted');
        socket.close(1011, 'Could not open the chat; try again');
        return null;
      });
    // A client that stops reading is closed rather than having every reply kept for it.
    const send = (message: unknown) =>
      sendBounded(socket, JSON.stringify(message), app.config.WS_MAX_BUFFERED_BYTES);
    let queue = Promise.resolve();
    socket.on('message', (data: Buffer) => {
      // Counted as it arrives, not when its turn comes: a flood is refused at once instead of
      // waiting in the queue, and a refusal says when to send again.
      const admitted = identity.then(async (who) => {
        if (!who) return null;
        const verdict = await app.usageLimits.chatMessage(request, identityKey(who.userId, ip));
        if (verdict.allowed) return who;
        send({ type: 'error', message: verdict.message });
        return null;
      });
      queue = queue.then(async () => {
        const who = await admitted;
        if (!who) return;
        let raw: unknown;
        try {
          raw = JSON.parse(data.toString());
        } catch {
          send({ type: 'error', message: 'Messages must be JSON' });
          return;
        }
        // The conversation and the agent behind it load with the first message.
        const { answerChat } = await import('../chat/chat-session.js');
        await answerChat(deps, who, raw, send);
      });
    });
    void identity.then((who) => {
      if (who || socket.readyState !== socket.OPEN) return;
      socket.send(
        JSON.stringify({ type: 'error', message: 'Invalid or expired token; sign in again' }),
      );
      socket.close(4401, 'Unauthorized');
    });
  });
}
