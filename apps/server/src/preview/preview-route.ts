import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pageNamedOnce, PreviewQuerySchema } from '@gleaner/shared';
import { Fetcher } from '@gleaner/scraper';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';
import { SNAPSHOT_TIME_LIMIT_MS } from '../page-work/page-work.js';
import { taskOwner } from '../threads/task-owner.js';

const PICKER = readFileSync(
  fileURLToPath(new URL('../../assets/preview-picker.js', import.meta.url)),
  'utf8',
);

class PreviewFailedError extends AppError {
  constructor(message: string, options?: ErrorOptions) {
    super(422, message, 'PREVIEW_FAILED', options);
  }
}

/**
 * `GET /api/preview?url=`: the target page as a static snapshot with our picker, for the
 * sandboxed preview frame. The CSP lets only the picker run and forbids every connection, and
 * its `sandbox` keeps the page in an opaque origin even when opened on its own.
 */
const previewRoute: FastifyPluginAsyncZod = (app) => {
  const fetcher = new Fetcher({
    allowPrivateHosts: app.config.ALLOW_PRIVATE_HOSTS,
    chromiumPath: app.config.CHROMIUM_PATH,
    blockResources: ['media', 'font'],
  });
  app.addHook('onClose', () => fetcher.close());

  app.get(
    '/api/preview',
    {
      config: { rateLimit: app.usageLimits.previews },
      schema: { querystring: PreviewQuerySchema },
    },
    async (request, reply) => {
      let page;
      // A browser context of its own: no cookie or storage from anyone else's preview.
      const session = fetcher.openSession();
      try {
        page = await session.fetchPage(request.query.url, { render: request.query.render });
      } catch (error) {
        const said = error instanceof Error ? error.message : String(error);
        throw new PreviewFailedError(
          `Could not load ${pageNamedOnce(request.query.url, said)}: ${said}`,
          { cause: error },
        );
      } finally {
        await session.close();
      }
      if (!/html|xml/i.test(page.contentType || 'text/html')) {
        throw new PreviewFailedError(
          `${page.url} is not a web page (${page.contentType}); there is nothing to preview.`,
        );
      }
      const nonce = randomBytes(16).toString('base64');
      // Made on a page-work thread: sanitizing a 20,000-level page holds that thread, not ours.
      const owner = taskOwner(request, (await app.optionalAuth(request))?.userId);
      const html = await app.pageWork.run(
        {
          ms: SNAPSHOT_TIME_LIMIT_MS,
          owner,
          overrun: () =>
            new PreviewFailedError(
              `${page.url} took longer than ${SNAPSHOT_TIME_LIMIT_MS / 1000} s to prepare for the preview and was stopped; the page is too large or too deeply nested to preview`,
            ),
        },
        'snapshot',
        page.html,
        page.url,
        { head: '', body: `<script nonce="${nonce}">${PICKER}</script>` },
      );
      return reply
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('X-Gleaner-Engine', page.engine)
        .header(
          'Content-Security-Policy',
          `sandbox allow-scripts; default-src 'none'; script-src 'nonce-${nonce}'; style-src * data: 'unsafe-inline'; img-src * data: blob:; font-src * data:; media-src *; connect-src 'none'; form-action 'none'; frame-ancestors 'self'`,
        )
        .send(html);
    },
  );
  return Promise.resolve();
};

export default previewRoute;
