import type { FetchedPage, PageSource } from '@gleaner/agent';
import { Fetcher } from '@gleaner/scraper';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPageWork, type PageWorkOps } from '../page-work/page-work.js';
import type { TaskPool } from '../threads/task-pool.js';

/** How the agent reads pages for people: as fetched, and rendered in Chromium when it is here. */
export interface AgentPages extends PageSource {
  /** Renders the page in a browser, when Chromium is available. */
  render?(url: string): Promise<FetchedPage>;
}

declare module 'fastify' {
  interface FastifyInstance {
    agentPages: AgentPages;
    /** Threads for the page reading a request does (previews, planning): see page-work.ts. */
    pageWork: TaskPool<PageWorkOps>;
  }
}

/**
 * One pair of fetchers for everything the agent reads on someone's behalf (the chat's training,
 * jobs planned from a sentence), under the same address policy as the jobs.
 */
export default fp(
  (app: FastifyInstance) => {
    const options = {
      allowPrivateHosts: app.config.ALLOW_PRIVATE_HOSTS,
      chromiumPath: app.config.CHROMIUM_PATH,
    };
    const http = new Fetcher({ ...options, render: 'never' });
    const browser = new Fetcher({
      ...options,
      render: 'always',
      blockResources: ['media', 'font'],
    });
    const pageWork = createPageWork();
    app.decorate('pageWork', pageWork);
    app.addHook('onClose', async () => {
      await Promise.all([http.close(), browser.close(), pageWork.close()]);
    });
    // Each read in a browser context of its own, so no cookie or storage passes between people.
    const read = async (fetcher: Fetcher, url: string): Promise<FetchedPage> => {
      const session = fetcher.openSession();
      try {
        const page = await session.fetchPage(url);
        return {
          html: page.html,
          url: page.url,
          status: page.status,
          contentType: page.contentType,
        };
      } finally {
        await session.close();
      }
    };
    app.decorate('agentPages', {
      fetchPage: (url: string) => read(http, url),
      ...(http.browserAvailable ? { render: (url: string) => read(browser, url) } : {}),
    });
    return Promise.resolve();
  },
  { name: 'page-fetchers', dependencies: ['services'] },
);
