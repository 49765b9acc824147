import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { shopPlan, startShopSite } from './fixtures/shop-site.js';
import { startWebhookReceiver } from './fixtures/webhook-receiver.js';
import { backends, createScratchDatabase } from './support/backends.js';
import { startGleaner, type GleanerProcess } from './support/gleaner-process.js';
import { JOB_ENV, eventually } from './support/job-helpers.js';
import { uniqueEmail } from './support/test-server.js';

interface Run {
  id: string;
  status: string;
  jobId: string | null;
  note: string | null;
  changes: { new: number; changed: number; removed: number; same: number };
}

const ENV = {
  ...JOB_ENV,
  MONITOR_POLL_SECONDS: '0.3',
  WEBHOOK_RETRY_DELAY_SECONDS: '1',
  WEBHOOK_TIMEOUT_SECONDS: '5',
  // A killed process's chunks and monitor tasks are handed on within seconds.
  WORKER_LOST_SECONDS: '2',
  JOB_CHUNK_TIMEOUT_SECONDS: '5',
  JWT_SECRET: 'a-shared-secret-of-at-least-32-characters',
};

async function call(base: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(base + path, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.each(backends)('a monitor killed mid-run on %s', (kind) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
    cleanup.length = 0;
  });

  it('loses no run and sends each event under one webhook-id, across two kill -9', async () => {
    const site = await startShopSite({ pages: 3, perPage: 3, delayMs: 150 });
    // The second event's first try is held unanswered until the process sending it is killed.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const receiver = await startWebhookReceiver(
      () => 204,
      (n) => (n === 1 ? held : undefined),
    );
    const scratch =
      kind === 'postgres' ? await createScratchDatabase() : { url: '', drop: async () => {} };
    const dataDir = await mkdtemp(join(tmpdir(), 'gleaner-monitor-crash-'));
    cleanup.push(
      () => site.close(),
      () => receiver.close(),
      () => scratch.drop(),
      () => rm(dataDir, { recursive: true, force: true }),
    );
    const env = { ...ENV, DATABASE_URL: scratch.url, DATA_DIR: dataDir };
    const start = async () => {
      const process = await startGleaner('all', env);
      cleanup.push(() => process.kill('SIGKILL'));
      return process;
    };

    let server: GleanerProcess = await start();
    const email = uniqueEmail('crash');
    await call(server.url, 'POST', '/api/auth/register', { email, password: 'secret1' });
    const login = await call(server.url, 'POST', '/api/auth/login', { email, password: 'secret1' });
    const token = (login.body.session as { access_token: string }).access_token;
    const made = await call(
      server.url,
      'POST',
      '/api/monitors',
      {
        url: `${site.url}/list/1`,
        plan: { ...shopPlan, follow: 'detail', detailLinkSelector: '.name a' },
        options: { maxPages: 50 },
        webhook: { url: receiver.url },
      },
      token,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const monitor = made.body.monitor as { id: string; webhook: { secret: string } };
    const runsOf = async () =>
      (await call(server.url, 'GET', `/api/monitors/${monitor.id}/runs`, undefined, token)).body
        .runs as Run[];
    const runNow = async () => {
      const started = await call(
        server.url,
        'POST',
        `/api/monitors/${monitor.id}/run`,
        undefined,
        token,
      );
      expect(started.status, JSON.stringify(started.body)).toBe(202);
      return (started.body.run as Run).id;
    };
    const ended = (runId: string, what: string) =>
      eventually(
        async () => {
          const run = (await runsOf()).find((r) => r.id === runId);
          return run && run.status !== 'running' ? run : undefined;
        },
        30_000,
        what,
      );

    // The baseline: every product new, its event delivered at once.
    const first = await ended(await runNow(), 'the first run');
    expect(first.changes).toEqual({ new: 9, changed: 0, removed: 0, same: 0 });
    await eventually(() => receiver.received[0], 10_000, 'the first event');

    // One price changes; the process is killed while the run's job is reading the site.
    site.products[4]!.price = 99;
    const runId = await runNow();
    const jobId = await eventually(
      async () => (await runsOf()).find((r) => r.id === runId)?.jobId ?? undefined,
      10_000,
      'the run job',
    );
    await eventually(
      async () => {
        const res = await call(server.url, 'GET', `/api/job-status/${jobId}`, undefined, token);
        return (res.body.job as { processedPages: number }).processedPages >= 3 || undefined;
      },
      20_000,
      'the run under way',
    );
    await server.kill('SIGKILL');

    // Started again, it finishes the run; killed again while the run's event is being sent.
    server = await start();
    await eventually(() => receiver.received[1], 30_000, 'the run event sent');
    await server.kill('SIGKILL');
    release();

    server = await start();
    await eventually(() => receiver.received[2], 30_000, 'the run event sent again');
    const runs = await runsOf();
    expect(runs).toHaveLength(2);
    const second = runs.find((r) => r.id === runId);
    expect(second?.status, second?.note ?? '').toBe('completed');
    expect(second?.changes).toEqual({ new: 0, changed: 1, removed: 0, same: 8 });
    const changes = await call(
      server.url,
      'GET',
      `/api/monitors/${monitor.id}/runs/${runId}/changes`,
      undefined,
      token,
    );
    expect(changes.body.changes).toMatchObject([
      { status: 'changed', fields: [{ field: 'price' }] },
    ]);

    // Every try verifies, a repeat carries the same webhook-id and body, and each event is one id.
    const verifier = new Webhook(monitor.webhook.secret);
    const byId = new Map<string, string[]>();
    for (const hook of receiver.received) {
      const event = verifier.verify(hook.body, hook.headers) as { type: string };
      expect(event.type).toBe('monitor.run.completed');
      const id = hook.headers['webhook-id']!;
      byId.set(id, [...(byId.get(id) ?? []), hook.body]);
    }
    expect(byId.size).toBe(2);
    const repeated = [...byId.values()].find((bodies) => bodies.length > 1) ?? [];
    expect(repeated).toHaveLength(2);
    expect(new Set(repeated).size).toBe(1);
    const runIdsSent = [...byId.values()].map(
      (bodies) => (JSON.parse(bodies[0]!) as { data: { run: { id: string } } }).data.run.id,
    );
    expect(runIdsSent.toSorted()).toEqual([first.id, runId].toSorted());
    const log = (
      await call(server.url, 'GET', `/api/monitors/${monitor.id}/deliveries`, undefined, token)
    ).body.deliveries as { id: string; status: string; attempts: number }[];
    expect(log.map((d) => d.status)).toEqual(['delivered', 'delivered']);
    // The try cut short by the kill counts: the log says the receiver was asked twice.
    const repeatedId = [...byId].find(([, bodies]) => bodies.length > 1)?.[0];
    expect(log.find((d) => d.id === repeatedId)?.attempts).toBe(2);
  }, 120_000);
});
