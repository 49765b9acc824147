import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isClientRoute } from '@gleaner/shared';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../errors.js';

/** Where Vite puts the files it names after their content hash (`assets/index-[hash].js`). */
const HASHED_PREFIX = '/assets/';
const FOREVER = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: its files as they are, and index.html for every other non-API
 * path so the client-side router decides (with status 404 for a path outside the shared route
 * table). Unknown API paths stay JSON 404s.
 *
 * Caching: a hashed file never changes, so a browser keeps it a year without asking; anything
 * else (index.html above all, which names the current hashed files) is revalidated every time,
 * or a deploy would leave browsers on the old app.
 */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<void> {
  const built = existsSync(join(root, 'index.html'));
  const hashedDir = join(root, 'assets') + sep;
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      // Left on, send writes its own `public, max-age=0` over the header set below.
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('Cache-Control', path.startsWith(hashedDir) ? FOREVER : 'no-cache');
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
    // A hashed file that is gone belongs to an older build: answering it with index.html would
    // hand a script tag HTML, so it is a plain 404 the old page can fail on.
    if (path.startsWith(HASHED_PREFIX)) {
      reply.header('Cache-Control', 'no-cache');
      throw new NotFoundError(`No such file: ${path} (the app was rebuilt; reload the page)`);
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build`, then reload.');
    }
    // A path the app has no screen for still gets the app (it draws the 404 page), but with
    // status 404, so crawlers, link checkers and monitors are told the truth.
    if (!isClientRoute(path)) reply.status(404);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
