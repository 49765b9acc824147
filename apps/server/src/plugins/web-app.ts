import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../errors.js';

/**
 * Serves the built web app: its files as they are, and index.html for every other non-API
 * path so the client-side router decides. Unknown API paths stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<void> {
  const built = existsSync(join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/, so those never change.
        const immutable = path.includes(`${join(root, 'assets')}`);
        res.setHeader(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ root }, 'web app not built: run `npm run build` to serve the screens');
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api') &&
      !path.startsWith('/ws');
    if (!isPage) throw new NotFoundError(`No such endpoint: ${request.method} ${path}`);
    if (!built) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build`, then reload.');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
