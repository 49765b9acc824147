import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { anonymousOwner, type JobOwner } from '../../jobs/job-owner.js';

const QuerySchema = z.object({
  token: z.string().max(4096).optional(),
  anonymous_id: z.string().max(200).optional(),
});

/**
 * WebSocket `/ws/jobs`: job events of the connecting person (`?token=<access token>`) or of
 * one anonymous browser (`?anonymous_id=`). Anything else is refused with a reason.
 */
export default function jobSocketRoute(app: FastifyInstance): Promise<void> {
  app.get('/ws/jobs', { websocket: true }, async (socket, request) => {
    let owner: JobOwner | null = null;
    try {
      const query = QuerySchema.parse(request.query);
      if (query.token) {
        const claims = await app.tokens.verify(query.token);
        owner = { kind: 'user', userId: claims.userId };
      } else {
        owner = anonymousOwner(query.anonymous_id);
      }
    } catch (error) {
      socket.send(
        JSON.stringify({
          type: 'error',
          message: error instanceof Error ? error.message : 'Invalid connection',
        }),
      );
      socket.close(4401, 'Unauthorized');
      return;
    }
    if (!owner) {
      socket.send(
        JSON.stringify({
          type: 'error',
          message: 'Connect with ?token=<access token> or ?anonymous_id=<id>',
        }),
      );
      socket.close(4401, 'Unauthorized');
      return;
    }
    app.jobSockets.add(socket, owner);
  });
  return Promise.resolve();
}
