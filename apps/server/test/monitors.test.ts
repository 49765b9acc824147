import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalogueSite, type CatalogueSite } from './fixtures/catalogue-site.js';
import { startWebhookReceiver, type WebhookReceiver } from './fixtures/webhook-receiver.js';
import { backends } from './support/backends.js';
import { JOB_ENV, eventually, signedInUser } from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

interface Run {
  id: string;
  status: string;
  jobId: string | null;
  startedAt: string;
  changes: { new: number; changed: number; removed: number; same: number };
  keyBy: string | null;
  note: string | null;
  healing: { applied: boolean; matched: number; compared: number } | null;
}
interface Change {
  status: string;
  key: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  fields: { field: string; before: unknown; after: unknown }[];
}

const MONITOR_ENV = {
  ...JOB_ENV,
  MONITOR_POLL_SECONDS: '0.3',
  WEBHOOK_RETRY_DELAY_SECONDS: '1',
};

describe.each(backends)('monitors API on %s', (kind) => {
  let server: TestServer;
  let site: CatalogueSite;
  let receiver: WebhookReceiver;
  let token: string;
  let monitorId: string;
  let secret: string;

  beforeAll(async () => {
    [server, site, receiver] = await Promise.all([
      startTestServer(kind, { env: MONITOR_ENV }),
      startCatalogueSite(),
      // The first delivery is answered 500, so it must come again with the same webhook-id.
      startWebhookReceiver((n) => (n === 0 ? 500 : 204)),
    ]);
    ({ token } = await signedInUser(server));
  });
  afterAll(async () => {
    await server.close();
    await Promise.all([site.close(), receiver.close()]);
  });

  /** Runs the monitor now and waits for the run to end. */
  const runNow = async (): Promise<Run> => {
    const started = await server.call('POST', `/api/monitors/${monitorId}/run`, { token });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const runId = (started.body.run as Run).id;
    return eventually(
      async () => {
        const res = await server.call('GET', `/api/monitors/${monitorId}/runs`, { token });
        const run = (res.body.runs as Run[]).find((r) => r.id === runId);
        return run && run.status !== 'running' ? run : undefined;
      },
      30_000,
      'the run to end',
    );
  };
  /** Runs monitor `id` now and waits for the run to end. */
  const runOf = async (id: string): Promise<Run> => {
    const started = await server.call('POST', `/api/monitors/${id}/run`, { token });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const runId = (started.body.run as Run).id;
    return eventually(
      async () => {
        const res = await server.call('GET', `/api/monitors/${id}/runs`, { token });
        const run = (res.body.runs as Run[]).find((r) => r.id === runId);
        return run && run.status !== 'running' ? run : undefined;
      },
      30_000,
      'the run to end',
    );
  };
  const changesOf = async (run: Run, query = '', id = monitorId): Promise<Change[]> => {
    const res = await server.call('GET', `/api/monitors/${id}/runs/${run.id}/changes${query}`, {
      token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.changes as Change[];
  };

  it('refuses a bad schedule with a 400 that says why, and a monitor without sign-in', async () => {
    const bad = await server.call('POST', '/api/monitors', {
      token,
      body: { url: `${site.url}/catalogue`, schedule: { cron: '0 9 * *', timezone: 'UTC' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/five fields/);
    const zone = await server.call('POST', '/api/monitors', {
      token,
      body: {
        url: `${site.url}/catalogue`,
        schedule: { cron: '0 9 * * *', timezone: 'Nowhere/X' },
      },
    });
    expect(zone.status).toBe(400);
    expect(zone.body.error).toMatch(/not a time zone/);
    const anonymous = await server.call('POST', '/api/monitors', {
      body: { url: `${site.url}/catalogue`, instruction: 'every product' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('makes a monitor with its schedule in pg-boss and its webhook secret shown once', async () => {
    const res = await server.call('POST', '/api/monitors', {
      token,
      body: {
        url: `${site.url}/catalogue`,
        instruction: 'every product with name, price and link',
        schedule: { cron: '0 9 * * 1', timezone: 'Europe/Paris' },
        webhook: { url: receiver.url },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const monitor = res.body.monitor as {
      id: string;
      webhook: { url: string; secret?: string };
      nextRuns: string[];
      health: string;
    };
    monitorId = monitor.id;
    secret = monitor.webhook.secret ?? '';
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    expect(monitor.nextRuns).toHaveLength(3);
    expect(monitor.health).toBe('new');
    await expect(server.app.monitors.queue.scheduled(monitorId)).resolves.toEqual({
      cron: '0 9 * * 1',
      timezone: 'Europe/Paris',
    });
    const again = await server.call('GET', `/api/monitors/${monitorId}`, { token });
    expect((again.body.monitor as { webhook: { secret?: string } }).webhook.secret).toBeUndefined();
  });

  it('counts 8 new on the first run, then 1 new, 1 changed, 1 removed and 6 the same', async () => {
    const first = await runNow();
    expect(first.status, first.note ?? '').toBe('completed');
    expect(first.changes).toEqual({ new: 8, changed: 0, removed: 0, same: 0 });
    expect(first.keyBy).toMatch(/url|link/);

    site.products[1]!.price = 99;
    site.products.splice(4, 1);
    site.products.push({ slug: 'peeler', name: 'Peeler', price: 4 });
    const second = await runNow();
    expect(second.changes).toEqual({ new: 1, changed: 1, removed: 1, same: 6 });
    const changes = await changesOf(second);
    const changed = changes.find((c) => c.status === 'changed');
    expect(changed?.key).toBe(`${site.url}/product/toaster`);
    expect(changed?.fields.map((f) => f.field)).toEqual(['price']);
    expect(String(changed?.fields[0]?.before)).toContain('15');
    expect(String(changed?.fields[0]?.after)).toContain('99');
    expect(changes.find((c) => c.status === 'new')?.key).toBe(`${site.url}/product/peeler`);
    expect(changes.find((c) => c.status === 'removed')?.key).toBe(`${site.url}/product/grill`);
    expect(await changesOf(second, '?status=removed')).toHaveLength(1);

    // Each run is an ordinary job: in the history, with its records.
    const job = await server.call('GET', `/api/jobs/${second.jobId}`, { token });
    expect((job.body.data as { job: { status: string; results_count: number } }).job).toMatchObject(
      { status: 'completed', results_count: 8 },
    );
  });

  it('delivers each run signed per Standard Webhooks, retrying a 500 with the same webhook-id', async () => {
    await eventually(
      () => receiver.received.filter((hook) => hook.status === 204).length >= 2 || undefined,
      20_000,
      'both run events delivered',
    );
    const verifier = new Webhook(secret);
    for (const hook of receiver.received) {
      const payload = verifier.verify(hook.body, hook.headers) as { type: string };
      expect(payload.type).toBe('monitor.run.completed');
      expect(hook.headers['webhook-signature']).toMatch(/^v1,/);
    }
    const failed = receiver.received[0];
    expect(failed?.status).toBe(500);
    const retried = receiver.received
      .slice(1)
      .find((hook) => hook.headers['webhook-id'] === failed?.headers['webhook-id']);
    expect(retried?.status).toBe(204);
    expect(retried?.headers['webhook-timestamp']).toBeDefined();
    const deliveries = await server.call('GET', `/api/monitors/${monitorId}/deliveries`, { token });
    const log = deliveries.body.deliveries as { id: string; status: string; attempts: number }[];
    expect(log).toHaveLength(2);
    expect(log.every((d) => d.status === 'delivered')).toBe(true);
    expect(log.find((d) => d.id === failed?.headers['webhook-id'])?.attempts).toBe(2);
    const payloads = receiver.received.map(
      (hook) => JSON.parse(hook.body) as { data: { run: Run; changes: Change[] } },
    );
    const second = payloads.find((payload) => payload.data.run.changes.new === 1);
    expect(second?.data.run.changes).toEqual({ new: 1, changed: 1, removed: 1, same: 6 });
    expect(second?.data.changes).toHaveLength(3);
  });

  it('heals a run after the site changes its layout, saying how many records match', async () => {
    site.layout = 'cards';
    const healed = await runNow();
    expect(healed.status, healed.note ?? '').toBe('completed');
    expect(healed.note).toMatch(/changed its layout; re-planned; \d+ of \d+ records match by key/);
    expect(healed.healing?.applied).toBe(true);
    expect(healed.changes).toMatchObject({ new: 0, removed: 0 });
  });

  it('asks again with If-None-Match: an unchanged page is a 304 and all the same; a change still shows', async () => {
    const shop = await startCatalogueSite();
    try {
      const made = await server.call('POST', '/api/monitors', {
        token,
        body: { url: `${shop.url}/catalogue`, instruction: 'every product with name and price' },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const id = (made.body.monitor as { id: string }).id;
      const first = await runOf(id);
      expect(first.changes).toEqual({ new: 8, changed: 0, removed: 0, same: 0 });
      const firstRequests = shop.requests.length;

      const second = await runOf(id);
      const asked = shop.requests.slice(firstRequests);
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.every((r) => r.ifNoneMatch !== undefined && r.status === 304)).toBe(true);
      expect(second.status, second.note ?? '').toBe('completed');
      expect(second.changes).toEqual({ new: 0, changed: 0, removed: 0, same: 8 });
      expect(second.note).toMatch(/1 of 1 page had not changed \(HTTP 304\)/);
      // The run's job still holds every record (carried over), for its table and exports.
      const job = await server.call('GET', `/api/job-status/${second.jobId}`, { token });
      expect((job.body.job as { totalResults: number }).totalResults).toBe(8);

      shop.products[2]!.price = 31;
      const third = await runOf(id);
      expect(shop.requests.at(-1)?.status).toBe(200);
      expect(third.changes).toEqual({ new: 0, changed: 1, removed: 0, same: 7 });
      expect(third.note ?? '').not.toMatch(/304/);
      await server.call('DELETE', `/api/monitors/${id}`, { token });
    } finally {
      await shop.close();
    }
  });

  it('asks for detail pages with If-Modified-Since: a 304 keeps what that page added to its record', async () => {
    const shop = await startCatalogueSite();
    try {
      const made = await server.call('POST', '/api/monitors', {
        token,
        body: {
          url: `${shop.url}/catalogue`,
          // A list's records completed from each product's page (the maker is only there).
          plan: {
            recordSpec: {
              container: 'li.product',
              fields: [
                { name: 'name', selector: '.name', kind: 'text' },
                { name: 'price', selector: '.price', kind: 'price' },
                { name: 'url', selector: '.name a', attribute: 'href', kind: 'url' },
              ],
            },
            detailRecordSpec: {
              container: 'body',
              fields: [{ name: 'maker', selector: '.maker', kind: 'text' }],
            },
            follow: 'detail',
            detailLinkSelector: 'li.product .name a',
            recordKey: 'url',
          },
          options: { maxPages: 20, maxDepth: 1 },
        },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const id = (made.body.monitor as { id: string }).id;
      const first = await runOf(id);
      expect(first.status, first.note ?? '').toBe('completed');
      expect(first.changes).toEqual({ new: 8, changed: 0, removed: 0, same: 0 });
      expect(shop.detailRequests).toHaveLength(8);

      // One price changes: the list page and that product's page are read again, the other
      // seven product pages answer 304 and their makers are carried over.
      shop.products[1]!.price = 77;
      let asked = shop.detailRequests.length;
      const second = await runOf(id);
      const detail = shop.detailRequests.slice(asked);
      expect(detail).toHaveLength(8);
      expect(detail.every((r) => r.ifModifiedSince !== undefined)).toBe(true);
      expect(detail.filter((r) => r.status === 304).map((r) => r.slug)).toHaveLength(7);
      expect(detail.find((r) => r.status === 200)?.slug).toBe('toaster');
      expect(shop.requests.at(-1)?.status).toBe(200);
      expect(second.status, second.note ?? '').toBe('completed');
      expect(second.changes).toEqual({ new: 0, changed: 1, removed: 0, same: 7 });
      const [changed] = await changesOf(second, '?status=changed', id);
      expect(changed?.key).toBe(`${shop.url}/product/toaster`);
      expect(changed?.fields.map((f) => f.field)).toEqual(['price']);
      expect(second.note).toMatch(/7 of 9 pages had not changed \(HTTP 304\)/);
      const records = await server.call(
        'GET',
        `/api/jobs/${second.jobId}?includeData=true&limit=100`,
        { token },
      );
      const rows = (records.body.data as { entries: { content: Record<string, unknown> }[] })
        .entries;
      expect(rows).toHaveLength(8);
      expect(rows.every((row) => String(row.content.maker).includes('Acme'))).toBe(true);

      // Only a maker changes: the list answers 304, one product page is read again.
      shop.products[5]!.maker = 'Zest Ltd';
      asked = shop.detailRequests.length;
      const third = await runOf(id);
      expect(shop.requests.at(-1)?.status).toBe(304);
      expect(shop.detailRequests.slice(asked).filter((r) => r.status === 200)).toHaveLength(1);
      expect(third.changes).toEqual({ new: 0, changed: 1, removed: 0, same: 7 });
      const [maker] = await changesOf(third, '?status=changed', id);
      expect(maker?.key).toBe(`${shop.url}/product/juicer`);
      expect(maker?.fields).toMatchObject([{ field: 'maker' }]);
      expect(String(maker?.fields[0]?.after)).toContain('Zest Ltd');
      await server.call('DELETE', `/api/monitors/${id}`, { token });
    } finally {
      await shop.close();
    }
  });

  it('e-mails its owner when a run finds changes', async () => {
    const { rows } = await server.database.executeSql(
      `select subject, text_body from email_outbox where subject like 'Gleaner monitor%' order by created_at`,
    );
    const mails = rows as { subject: string; text_body: string }[];
    expect(mails[0]?.subject).toMatch(/1 new, 1 changed, 1 removed/);
    expect(mails[0]?.text_body).toContain(`/monitors/${monitorId}`);
  });

  it('sends a job its own signed job.completed, and runs a past job again as a new job', async () => {
    const hooks = await startWebhookReceiver();
    try {
      const made = await server.call('POST', '/api/jobs', {
        token,
        body: {
          url: `${site.url}/catalogue`,
          instruction: 'every product with name and price',
          webhook: { url: hooks.url },
        },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const jobSecret = (made.body.webhook as { secret: string }).secret;
      const { id: jobId, plan } = made.body.job as { id: string; plan: unknown };
      expect(jobSecret).toMatch(/^whsec_/);
      expect((await server.call('POST', `/api/start-job/${jobId}`, { token })).status).toBe(200);
      await eventually(() => hooks.received[0], 20_000, 'job.completed');
      const event = new Webhook(jobSecret).verify(
        hooks.received[0]!.body,
        hooks.received[0]!.headers,
      );
      expect(event).toMatchObject({ type: 'job.completed', data: { job: { id: jobId } } });

      const again = await server.call('POST', `/api/jobs/${jobId}/run-again`, { token });
      expect(again.status, JSON.stringify(again.body)).toBe(201);
      const rerun = again.body.job as { id: string; url: string; plan: unknown };
      expect(rerun.id).not.toBe(jobId);
      expect(rerun).toMatchObject({ url: `${site.url}/catalogue`, plan });
      const done = await eventually(
        async () => {
          const res = await server.call('GET', `/api/job-status/${rerun.id}`, { token });
          const job = res.body.job as { status: string; totalResults: number };
          return job.status === 'completed' ? job : undefined;
        },
        20_000,
        'the job run again',
      );
      expect(done.totalResults).toBe(site.products.length);
      const stranger = await signedInUser(server);
      const refused = await server.call('POST', `/api/jobs/${jobId}/run-again`, {
        token: stranger.token,
      });
      expect(refused.status).toBe(404);
    } finally {
      await hooks.close();
    }
  });

  it('pauses, removes the schedule from pg-boss, and deletes', async () => {
    const paused = await server.call('PATCH', `/api/monitors/${monitorId}`, {
      token,
      body: { active: false },
    });
    expect(paused.status).toBe(200);
    await expect(server.app.monitors.queue.scheduled(monitorId)).resolves.toBeNull();
    const gone = await server.call('DELETE', `/api/monitors/${monitorId}`, { token });
    expect(gone.status).toBe(200);
    const missing = await server.call('GET', `/api/monitors/${monitorId}`, { token });
    expect(missing.status).toBe(404);
  });
});
