import { ConversationSchema, ConversationsQuerySchema } from '@gleaner/shared';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conversations } from '../db/schema.js';
import { ForbiddenError } from '../errors.js';

const ReplySchema = z.object({
  success: z.literal(true),
  conversations: z.array(ConversationSchema),
});

/** `GET /api/conversations?userId=&limit=50`: the signed-in person's own exchanges, newest first. */
const conversationsRoute: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/api/conversations',
    {
      preHandler: app.authenticate,
      schema: { querystring: ConversationsQuerySchema, response: { 200: ReplySchema } },
    },
    async (request) => {
      const userId = request.auth?.userId ?? '';
      if (request.query.userId && request.query.userId !== userId)
        throw new ForbiddenError('You can only list your own conversations');
      const rows = await app.database.db
        .select()
        .from(conversations)
        .where(eq(conversations.userId, userId))
        .orderBy(desc(conversations.createdAt))
        .limit(request.query.limit);
      return {
        success: true as const,
        conversations: rows.map((row) => ({
          id: row.id,
          conversation_id: row.conversationId,
          user_message: row.userMessage,
          ai_response: row.aiResponse,
          workflow_actions: Array.isArray(row.workflowActions)
            ? (row.workflowActions as unknown[])
            : null,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
  return Promise.resolve();
};

export default conversationsRoute;
