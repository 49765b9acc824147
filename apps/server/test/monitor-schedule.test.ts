import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalogueSite, type CatalogueSite } from './fixtures/catalogue-site.js';
import { backends } from './support/backends.js';
import { JOB_ENV, eventually, signedInUser } from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

interface Run {
  status: string;
  trigger: string;
  startedAt: string;
  changes: { new: number };
}

const ENV = { ...JOB_ENV, MONITOR_POLL_SECONDS: '0.5', MONITOR_CRON_CHECK_SECONDS: '1' };

describe.each(backends)('scheduled monitor runs on %s', (kind) => {
  let servers: TestServer[];
  let site: CatalogueSite;

  beforeAll(async () => {
    site = await startCatalogueSite();
    const first = await startTestServer(kind, { env: ENV });
    // PostgreSQL: a second worker process on the same database, as `npm run worker` on another machine.
    const second =
      kind === 'postgres'
        ? [
            await startTestServer(kind, {
              env: ENV,
              reuse: { ...first.reuseInfo, drop: undefined },
            }),
          ]
        : [];
    servers = [first, ...second];
  });
  afterAll(async () => {
    for (const server of servers.slice(1)) await server.close({ keepData: true });
    await servers[0]?.close();
    await site.close();
  });

  it('runs a * * * * * monitor by itself, once, however many workers there are', async () => {
    const server = servers[0]!;
    const { token } = await signedInUser(server);
    const made = await server.call('POST', '/api/monitors', {
      token,
      body: {
        url: `${site.url}/catalogue`,
        instruction: 'every product with name and price',
        schedule: { cron: '* * * * *', timezone: 'UTC' },
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = (made.body.monitor as { id: string }).id;
    const runsOf = async () =>
      (await server.call('GET', `/api/monitors/${id}/runs`, { token })).body.runs as Run[];
    // The completed run, not the newest: the next minute's run may have begun by the time the
    // first one is seen completed on a loaded machine.
    const run = await eventually(
      async () => (await runsOf()).find((r) => r.status === 'completed'),
      120_000,
      'a scheduled run',
    );
    expect(run).toMatchObject({ trigger: 'schedule', status: 'completed', changes: { new: 8 } });
    // Every process checks the schedules each second: a second run of the same minute would show.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const runs = await runsOf();
    const minutes = runs.map((r) => r.startedAt.slice(0, 16));
    expect(new Set(minutes).size, JSON.stringify(runs)).toBe(runs.length);
    await server.call('PATCH', `/api/monitors/${id}`, { token, body: { active: false } });
  }, 150_000);
});
