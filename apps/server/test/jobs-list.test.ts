import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopPlan } from './fixtures/shop-site.js';
import { backends } from './support/backends.js';
import { anonymous, createJobAs, signedInUser, type Who } from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

interface Listed {
  id: string;
  status: string;
  instruction: string;
  results_count: number;
  error_message: string | null;
  plan: unknown;
}

/**
 * `GET /api/jobs` keeps presented jobs between requests and re-reads only those whose row
 * changed: a list must never show a job as it was.
 */
describe.each(backends)('the jobs list on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const list = async (who: Who, query = '') => {
    const res = await server.call('GET', `/api/jobs${query}`, who);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { jobs: Listed[] }).jobs;
  };
  const make = (who: Who, n: number) =>
    createJobAs(server, who, {
      url: `https://shop.example/list/${n}`,
      instruction: `products ${n}`,
      plan: shopPlan,
    });

  it('lists the owner’s jobs newest first, as they are now, up to the limit', async () => {
    const user = await signedInUser(server);
    const ids: string[] = [];
    for (let n = 1; n <= 4; n += 1) ids.push(await make(user, n));
    await make(await signedInUser(server), 99);

    const first = await list(user);
    expect(first.map((job) => job.id)).toEqual([...ids].reverse());
    expect(first[0]).toMatchObject({ status: 'created', results_count: 0, plan: shopPlan });

    await server.database.query(
      `update scrape_jobs set status = 'failed', total_results = 7, error_message = 'Site down'
       where id = $1`,
      [ids[1]],
    );
    await server.database.query(`update scrape_jobs set status = 'processing' where id = $1`, [
      ids[3],
    ]);
    expect((await list(user))[0]).toMatchObject({ status: 'processing' });
    const cancelled = await server.call('POST', `/api/cancel-job/${ids[3]}`, user);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await server.database.query(
      `update scrape_jobs set plan = '{"bad": 1, "follow": 3}'
      where id = $1`,
      [ids[0]],
    );
    await server.database.query('delete from scrape_jobs where id = $1', [ids[2]]);

    const again = await list(user);
    expect(again.map((job) => job.id)).toEqual([ids[3], ids[1], ids[0]]);
    expect(again[0]).toMatchObject({ status: 'cancelled' });
    expect(again[1]).toMatchObject({
      status: 'failed',
      results_count: 7,
      error_message: 'Site down',
    });
    // A stored plan the schema no longer reads is shown as none, not as a 500.
    expect(again[2]).toMatchObject({ plan: null, instruction: 'products 1' });
    expect((await list(user, '?limit=2')).map((job) => job.id)).toEqual([ids[3], ids[1]]);
  });

  it('lists an anonymous browser’s jobs and nobody else’s', async () => {
    const mine = anonymous('jobs-list-test-browser-0001');
    const theirs = anonymous('jobs-list-test-browser-0002');
    const id = await make(mine, 1);
    await make(theirs, 2);
    expect((await list(mine)).map((job) => job.id)).toEqual([id]);
    await server.database.query('update scrape_jobs set total_results = 3 where id = $1', [id]);
    expect(await list(mine)).toMatchObject([{ id, results_count: 3 }]);
  });
});
