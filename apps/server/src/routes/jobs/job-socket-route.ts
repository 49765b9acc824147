import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { anonymousOwner, type JobOwner } from '../../jobs/job-owner.js';
import { socketToken, verifySocketToken } from '../../plugins/socket-auth.js';
import { identityKey } from '../../plugins/usage-limits.js';

const QuerySchema = z.object({
  token: z.string().max(4096).optional(),
  anonymous_id: z.string().max(200).optional(),
});

/** Whose events a connection may see, and until when; throws with a reason a person can act on. */
async function ownerOfConnection(
  app: FastifyInstance,
  request: FastifyRequest,
  socket: WebSocket,
): Promise<{ owner: JobOwner; expiresAt?: number }> {
  const parsed = QuerySchema.safeParse(request.query);
  if (!parsed.success)
    throw new Error('Connect with one ?token=<access token> or one ?anonymous_id=<id>');
  const query = parsed.data;
  const token = socketToken(request, query.token);
  if (token) {
    // Closed by the sign-in's end or the key's revocation from here on.
    const claims = await verifySocketToken(app, token, socket, '/ws/jobs');
    return {
      owner: { kind: 'user', userId: claims.userId },
      ...(claims.expiresAt ? { expiresAt: claims.expiresAt } : {}),
    };
  }
  const owner = anonymousOwner(query.anonymous_id);
  if (!owner) throw new Error('Connect with ?token=<access token> or ?anonymous_id=<id>');
  return { owner };
}

/**
 * WebSocket `/ws/jobs`: job events of the connecting person (`?token=<access token>`, or an
 * access token or API key as `Authorization: Bearer`) or of one anonymous browser
 * (`?anonymous_id=`). Anything else is refused with a reason.
 */
export default function jobSocketRoute(app: FastifyInstance): Promise<void> {
  app.get('/ws/jobs', { websocket: true }, (socket, request) => {
    // Read now: once the peer hangs up, Node no longer knows the address (request.ip is undefined).
    const ip = request.ip;
    // Registered before the token check finishes, so no event in between is missed.
    const connection = ownerOfConnection(app, request, socket).then(
      async (allowed) => {
        const { sockets } = app.usageLimits;
        const userId = allowed.owner.kind === 'user' ? allowed.owner.userId : null;
        // Anonymous ids are the caller's choice: their sockets count by address.
        try {
          if (await sockets.admit(identityKey(userId, ip), socket)) return allowed;
        } catch (error) {
          // A failure while admitting one socket closes that socket, never the server.
          app.log.warn({ err: error }, 'job socket could not be admitted');
          socket.close(1011, 'Could not open the job socket; try again');
          return null;
        }
        sockets.refuse(socket);
        return null;
      },
      (error: unknown) => {
        socket.send(
          JSON.stringify({
            type: 'error',
            message: error instanceof Error ? error.message : 'Invalid connection',
          }),
        );
        socket.close(4401, 'Unauthorized');
        return null;
      },
    );
    const owner = connection.then((allowed) => allowed?.owner ?? null);
    // A signed-in connection lasts as long as its token, as a request would; the browser then
    // reconnects with its renewed one.
    void connection.then((allowed) => {
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
