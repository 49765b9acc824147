import type { AccountExport } from '@gleaner/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousKey } from '../src/jobs/job-owner.js';
import { backends } from './support/backends.js';
import { anonymous, type Who } from './support/job-helpers.js';
import { seedItemsJob, type SeedItem } from './support/seed-results.js';
import { startTestServer, uniqueEmail, type TestServer } from './support/test-server.js';

const books: SeedItem[] = [
  ['Emma', 'Jane Austen'],
  ['Ariel', 'Sylvia Plath'],
].map(([title, author]) => ({
  type: 'record',
  selector: 'article.book',
  confidence: 0.9,
  timestamp: '2026-01-01T00:00:00.000Z',
  content: { title, author },
}));

let browsers = 0;
/** A fresh anonymous browser: its id, how it calls, and whose jobs it owns. */
function anonymousBrowser() {
  browsers += 1;
  const id = `annotating-browser-${browsers}-${Date.now()}`;
  return { id, who: anonymous(id), owner: { anonymousKey: anonymousKey(id) ?? '' } };
}

interface Listed {
  annotations: { cellId: string; type: string; content: string }[];
}

describe.each(backends)(
  'cell annotations of anonymous browsers and in account data on %s',
  (kind) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind);
    });
    afterAll(async () => {
      await server.close();
    });

    const path = (jobId: string) => `/api/data-agent/jobs/${jobId}/annotations`;
    const annotate = (who: Who, jobId: string, body: Record<string, unknown>) =>
      server.call('PUT', path(jobId), { ...who, body });
    const list = (who: Who, jobId: string) => server.call('GET', path(jobId), who);
    /** Registers and signs in, sending `headers` (an anonymous id) as the web app does. */
    const signUp = async (headers: Record<string, string> = {}) => {
      const email = uniqueEmail('annotations');
      const body = { email, password: 'secret1' };
      expect((await server.call('POST', '/api/auth/register', { body, headers })).status).toBe(201);
      const login = await server.call('POST', '/api/auth/login', { body, headers });
      const reply = login.body as { user: { id: string }; session: { access_token: string } };
      return { email, userId: reply.user.id, token: reply.session.access_token };
    };
    const annotationRows = (jobId: string) =>
      server.database.query<{ user_id: string | null; anonymous_owner: string | null }>(
        `select user_id, anonymous_owner from cell_annotations where job_id = $1`,
        [jobId],
      );

    it("lets an anonymous browser annotate its own job's cells, and nobody else's", async () => {
      const mine = anonymousBrowser();
      const stranger = anonymousBrowser();
      const { jobId, ids } = await seedItemsJob(server.database, mine.owner, books);
      const cellId = `${ids[0]}:field:title`;

      const saved = await annotate(mine.who, jobId, { cellId, type: 'note', content: ' first ' });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toMatchObject({ annotation: { cellId, type: 'note', content: 'first' } });
      expect(((await list(mine.who, jobId)).body as unknown as Listed).annotations).toEqual([
        expect.objectContaining({ cellId, type: 'note', content: 'first' }),
      ]);

      // Another browser, or a signed-in person, cannot see, add to or remove them.
      const person = await signUp();
      for (const who of [stranger.who, { token: person.token }]) {
        expect((await list(who, jobId)).status).toBe(404);
        expect((await annotate(who, jobId, { cellId, type: 'flag' })).status).toBe(404);
        const removed = await server.call(
          'DELETE',
          `${path(jobId)}?cellId=${encodeURIComponent(cellId)}&type=note`,
          who,
        );
        expect(removed.status).toBe(404);
      }
      expect((await list({ headers: {} }, jobId)).status).toBe(401);
      expect(await annotationRows(jobId)).toHaveLength(1);

      // Nor can the browser annotate a signed-in person's job.
      const theirs = await seedItemsJob(server.database, { userId: person.userId }, books);
      const refused = await annotate(mine.who, theirs.jobId, {
        cellId: `${theirs.ids[0]}:field:title`,
        type: 'flag',
      });
      expect(refused.status).toBe(404);
      expect(await annotationRows(theirs.jobId)).toEqual([]);
    });

    it('moves a browser’s annotations to the account it signs up or signs in to, with its jobs', async () => {
      for (const route of ['sign-up', 'sign-in'] as const) {
        const browser = anonymousBrowser();
        const { jobId, ids } = await seedItemsJob(server.database, browser.owner, books);
        const cellId = `${ids[1]}:field:author`;
        expect(
          (await annotate(browser.who, jobId, { cellId, type: 'label', content: 'poet' })).status,
        ).toBe(200);

        let token: string;
        let userId: string;
        if (route === 'sign-up') ({ token, userId } = await signUp(browser.who.headers));
        else {
          const person = await signUp();
          const login = await server.call('POST', '/api/auth/login', {
            body: { email: person.email, password: 'secret1' },
            headers: browser.who.headers,
          });
          expect(login.status).toBe(200);
          token = (login.body as { session: { access_token: string } }).session.access_token;
          userId = person.userId;
        }

        expect(
          ((await list({ token }, jobId)).body as unknown as Listed).annotations,
          route,
        ).toEqual([expect.objectContaining({ cellId, type: 'label', content: 'poet' })]);
        expect(await annotationRows(jobId)).toEqual([{ user_id: userId, anonymous_owner: null }]);
        // The browser's id no longer reaches them.
        expect((await list(browser.who, jobId)).status).toBe(404);
      }
    });

    it('exports annotations with the item and value they mark; deleting the account deletes them', async () => {
      const me = await signUp();
      const other = await signUp();
      const mine = await seedItemsJob(server.database, { userId: me.userId }, books);
      const theirs = await seedItemsJob(server.database, { userId: other.userId }, books);
      const noteCell = `${mine.ids[0]}:field:title`;
      expect(
        (
          await annotate({ token: me.token }, mine.jobId, {
            cellId: noteCell,
            type: 'note',
            content: 'reread',
          })
        ).status,
      ).toBe(200);
      const flagCell = `${mine.ids[1]}:$confidence`;
      expect(
        (await annotate({ token: me.token }, mine.jobId, { cellId: flagCell, type: 'flag' }))
          .status,
      ).toBe(200);
      expect(
        (
          await annotate({ token: other.token }, theirs.jobId, {
            cellId: `${theirs.ids[0]}:field:title`,
            type: 'highlight',
            color: '#ffee00',
          })
        ).status,
      ).toBe(200);

      const exported = await server.call('GET', '/api/account/export', { token: me.token });
      expect(exported.status).toBe(200);
      const { annotations } = exported.body as unknown as AccountExport;
      expect(annotations).toEqual([
        expect.objectContaining({
          job_id: mine.jobId,
          cell_id: noteCell,
          item_id: mine.ids[0],
          column_key: 'field:title',
          type: 'note',
          content: 'reread',
          item_url: 'https://shop.example/',
          cell_value: 'Emma',
        }),
        expect.objectContaining({
          job_id: mine.jobId,
          cell_id: flagCell,
          item_id: mine.ids[1],
          column_key: '$confidence',
          type: 'flag',
          cell_value: 0.9,
        }),
      ]);

      const deleted = await server.call('DELETE', '/api/account', {
        token: me.token,
        body: { confirm_email: me.email },
      });
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      const left = await server.database.query<{ job_id: string; user_id: string | null }>(
        `select job_id, user_id from cell_annotations where user_id = $1 or job_id = any($2::uuid[])`,
        [me.userId, [mine.jobId, theirs.jobId]],
      );
      expect(left).toEqual([{ job_id: theirs.jobId, user_id: other.userId }]);
    });
  },
);
