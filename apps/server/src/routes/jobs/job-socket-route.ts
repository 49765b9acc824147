import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { anonymousOwner, type JobOwner } from '../../jobs/job-owner.js';

const QuerySchema = z.object({
  token: z.string().max(4096).optional(),
  anonymous_id: z.string().max(200).optional(),
});

/** Whose events a connection may see, and until when; throws with a reason a person can act on. */
async function ownerOfConnection(
  app: FastifyInstance,
  rawQuery: unknown,
): Promise<{ owner: JobOwner; expiresAt?: number; sessionId?: string }> {
  const parsed = QuerySchema.safeParse(rawQuery);
  if (!parsed.success)
    throw new Error('Connect with one ?token=<access token> or one ?anonymous_id=<id>');
  const query = parsed.data;
  if (query.token) {
    const claims = await app.sessions.verify(query.token);
    return {
      owner: { kind: 'user', userId: claims.userId },
      expiresAt: claims.expiresAt,
      sessionId: claims.sessionId,
    };
  }
  const owner = anonymousOwner(query.anonymous_id);
  if (!owner) throw new Error('Connect with ?token=<access token> or ?anonymous_id=<id>');
  return { owner };
}

/**
 * WebSocket `/ws/jobs`: job events of the connecting person (`?token=<access token>`) or of
 * one anonymous browser (`?anonymous_id=`). Anything else is refused with a reason.
 */
export default function jobSocketRoute(app: FastifyInstance): Promise<void> {
  app.get('/ws/jobs', { websocket: true }, (socket, request) => {
    // Registered before the token check finishes, so no event in between is missed.
    const connection = ownerOfConnection(app, request.query).catch((error: unknown) => {
      socket.send(
        JSON.stringify({
          type: 'error',
          message: error instanceof Error ? error.message : 'Invalid connection',
        }),
      );
      socket.close(4401, 'Unauthorized');
      return null;
    });
    const owner = connection.then((allowed) => allowed?.owner ?? null);
    // A signed-in connection lasts as long as its token, as a request would; the browser then
    // reconnects with its renewed one.
    void connection.then((allowed) => {
      // ... and no longer than its sign-in: sign-out or a password reset closes it.
      if (allowed?.sessionId) app.sessions.watch(allowed.sessionId, socket);
      if (!allowed?.expiresAt) return;
      const timer = setTimeout(
        () => socket.close(4401, 'Session expired'),
        Math.max(0, allowed.expiresAt * 1000 - Date.now()),
      );
      socket.once('close', () => clearTimeout(timer));
    });
    app.jobSockets.add(socket, owner);
  });
  return Promise.resolve();
}
