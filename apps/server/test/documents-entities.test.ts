import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/backends.js';
import { signedInUser } from './support/job-helpers.js';
import { seedItemsJob } from './support/seed-results.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const contactText =
  'Write to Jane Smith at jane.smith@acme.co.uk or call +44 20 7946 0958. ' +
  'Acme Corporation, London, since 12 March 2025. Card 4111 1111 1111 1111.';

const item = (content: unknown) => ({
  type: 'record',
  content,
  selector: 'li',
  confidence: 0.9,
  timestamp: '2026-01-01T00:00:00.000Z',
});

describe.each(backends)('entities, personal data and labels on %s', (kind) => {
  let server: TestServer;
  let user: { token: string; userId: string };
  let jobId: string;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { RATE_LIMIT_DOCUMENTS: '8' } });
    user = await signedInUser(server);
    ({ jobId } = await seedItemsJob(server.database, { userId: user.userId }, [
      item({ name: 'Jane Smith', email: 'jane@example.org', phone: '+44 20 7946 0958' }),
      item({ name: 'Widget', price: '£5.00' }),
    ]));
  });
  afterAll(async () => {
    await server.close();
  });

  it('extracts entities with spans, values, confidence and the language, anonymously too', async () => {
    const { status, body } = await server.call('POST', '/api/extract', {
      body: { text: contactText },
    });
    expect(status).toBe(200);
    const entities = body.entities as {
      type: string;
      text: string;
      value: string;
      status: string;
    }[];
    expect(entities.map((e) => [e.type, e.text])).toEqual(
      expect.arrayContaining([
        ['person', 'Jane Smith'],
        ['email', 'jane.smith@acme.co.uk'],
        ['phone', '+44 20 7946 0958'],
        ['organisation', 'Acme Corporation'],
        ['place', 'London'],
        ['date', '12 March 2025'],
      ]),
    );
    expect(entities.find((e) => e.type === 'phone')?.value).toBe('+442079460958');
    expect(body.language).toMatchObject({ code: 'en', name: 'English' });
    expect(body.model).toBe('simple-ner');
  });

  it('reads on a thread of its own: the server answers others while it reads 50,000 characters', async () => {
    const long = 'Mayor Anna Berg said on Tuesday that the tram network will grow. '.repeat(760);
    let extracted = 0;
    const extracting = server
      .call('POST', '/api/extract', { body: { text: long.slice(0, 50_000) } })
      .then((reply) => {
        extracted = performance.now();
        return reply;
      });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const health = await server.call('GET', '/api/health');
    const answered = performance.now();
    expect(health.status).toBe(200);
    expect((await extracting).status).toBe(200);
    expect(answered).toBeLessThan(extracted);
  });

  it('refuses empty and over-long text with a message', async () => {
    const empty = await server.call('POST', '/api/extract', { body: { text: '  ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatch(/text is empty/);
    const long = await server.call('POST', '/api/extract', { body: { text: 'a'.repeat(50_001) } });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatch(/longer than 50,000 characters/);
  });

  it('rates a text high with reasons, and a job of the caller only', async () => {
    const text = await server.call('POST', '/api/analyze-risk', { body: { text: contactText } });
    expect(text.status).toBe(200);
    expect(text.body.risk_level).toBe('high');
    expect(text.body.reasons).toContain('1 payment card number (Luhn check passed)');

    const job = await server.call('POST', '/api/analyze-risk', {
      token: user.token,
      body: { jobId },
    });
    expect(job.status).toBe(200);
    expect(job.body).toMatchObject({ risk_level: 'high', items_checked: 2 });
    expect(job.body.reasons).toContain('1 e-mail address in 2 captured items');

    const stranger = await signedInUser(server);
    const other = await server.call('POST', '/api/analyze-risk', {
      token: stranger.token,
      body: { jobId },
    });
    expect(other.status).toBe(404);
  });

  it("checks a job's personal data once per version of the job, not on each view", async () => {
    const { jobId: checked } = await seedItemsJob(server.database, { userId: user.userId }, [
      item({ name: 'Jane Smith', email: 'jane@example.org' }),
      item({ name: 'Widget', price: '£5.00' }),
    ]);
    const calls = async () =>
      Number(
        (
          await server.database.query<{ n: string }>(
            `select count(*) as n from modal_usage_logs where request_type = 'analyze-risk-job'`,
          )
        )[0]?.n,
      );
    const view = () =>
      server.call('POST', '/api/analyze-risk', { token: user.token, body: { jobId: checked } });
    await view();
    const before = await calls();
    const again = await view();
    expect(again.body).toMatchObject({ risk_level: 'high', items_checked: 2 });
    expect(await calls()).toBe(before);

    // The job changed (a resumed run adds what it read): the next view checks it again.
    await server.database.query(
      `insert into scraped_data (id, job_id, type, selector, content, confidence, metadata, url, seq)
       values (gen_random_uuid(), $1, 'record', 'li', '{"name":"Ann Lee","email":"ann@example.org"}'::jsonb, 0.9, '{}'::jsonb, 'https://shop.example/', 2)`,
      [checked],
    );
    await server.database.query(
      `update scrape_jobs set total_results = total_results + 1 where id = $1`,
      [checked],
    );
    const changed = await view();
    expect(changed.body).toMatchObject({ items_checked: 3 });
    expect(changed.body.reasons).toContain('2 e-mail addresses in 3 captured items');
    expect(await calls()).toBe(before + 1);
  });

  it("labels raw data, and a job_id must be the caller's", async () => {
    const { status, body } = await server.call('POST', '/api/label', {
      token: user.token,
      body: {
        raw_data: [
          ['Year', 'Revenue'],
          ['2021', '4,500'],
          ['2022', '5,100'],
          ['2023', '5,900'],
        ],
        extraction_type: 'table',
        document_type: 'text',
        job_id: jobId,
      },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      label: 'table of figures',
      status: 'confident',
      document_type: 'text',
    });
    const anonymous = await server.call('POST', '/api/label', {
      body: { raw_data: 'x', extraction_type: 'auto', document_type: 'text', job_id: jobId },
    });
    expect(anonymous.body.error).toBe(
      'Labeling request failed: 401 (sign in, or send your anonymous id, to label a job)',
    );
  });

  it('logs every call under the spec model names with their base cost', async () => {
    const rows = await server.database.query<{
      model: string;
      request_type: string;
      estimated_cost: number;
    }>(
      `select model, request_type, estimated_cost from modal_usage_logs
       where request_type in ('extract', 'analyze-risk', 'analyze-risk-job', 'label')`,
    );
    const costs = new Map(
      rows.map((r) => [`${r.request_type} ${r.model}`, Number(r.estimated_cost)]),
    );
    expect(costs.get('extract simple-ner')).toBe(0.0002);
    expect(costs.get('analyze-risk simple-ner')).toBe(0.0002);
    expect(costs.get('analyze-risk-job simple-ner')).toBe(0.0002);
    expect(costs.get('label pattern-processor')).toBe(0.0001);
  });

  it('exports a job with personal data masked when asked, and says so in the file', async () => {
    const download = async (query: string, format: 'json' | 'csv') => {
      const response = await fetch(`${server.url}/api/jobs/${jobId}/export${query}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ format }),
      });
      return { response, text: await response.text() };
    };
    const plain = await download('', 'json');
    expect(plain.text).toContain('jane@example.org');
    expect(plain.response.headers.get('x-gleaner-redacted')).toBe('no');

    const json = await download('?redact=true', 'json');
    expect(json.response.status).toBe(200);
    expect(json.response.headers.get('content-disposition')).toMatch(/-redacted\.json"$/);
    expect(json.response.headers.get('x-gleaner-redacted')).toBe('personal-data-masked');
    const file = JSON.parse(json.text) as { redacted: string; data: { content: unknown }[] };
    expect(file.redacted).toBe('personal data masked');
    expect(file.data.map((item) => item.content)).toEqual([
      { name: 'J. S.', email: 'j•••@•••.org', phone: '+•• •• •••• ••58' },
      { name: 'Widget', price: '£5.00' },
    ]);

    const csv = await download('?redact=true', 'csv');
    // The shop plan's columns (name, price, url): the name, read beside its e-mail, is masked.
    expect(csv.text).not.toContain('Jane Smith');
    expect(csv.text).toContain('J. S.');
    const bad = await server.call('POST', `/api/jobs/${jobId}/export?redact=yes`, {
      token: user.token,
      body: { format: 'json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/redact must be "true" or "false"/);
  });

  it('limits how often one person calls them', async () => {
    // Eight a minute here; the calls above used some of them.
    let last = 0;
    for (let i = 0; i < 9 && last !== 429; i += 1)
      last = (await server.call('POST', '/api/label', { body: { raw_data: 'hello' } })).status;
    expect(last).toBe(429);
  });
});
