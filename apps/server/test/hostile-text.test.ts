import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slowestHealthDuring } from './support/health-watch.js';
import { signedInUser } from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** `length` characters of contacts: a name beside an e-mail address, again and again. */
const contacts = (length: number, tag: string) =>
  Array.from(
    { length: Math.ceil(length / 40) },
    (_, i) => `Jane Smith${i} ${tag}${i}@example.org call `,
  )
    .join('')
    .slice(0, length);

/**
 * Redaction grows with its input, not faster: 400,000 characters (160 s before, holding the
 * entity thread) are masked in batches while another person's /api/extract is served in its
 * turn, and an item past the per-item limit is a 400.
 */
describe('long texts in /api/redact', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses one item of 400,000 characters, saying why', async () => {
    const res = await server.call('POST', '/api/redact', {
      body: { contents: [contacts(400_000, 'a')] },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/item 1 is longer than 100,000 characters/);
  });

  it('masks 400,000 characters in four items while another person extracts', async () => {
    const [one, two] = [await signedInUser(server), await signedInUser(server)];
    // Warm the entity thread, so its start is not counted against either.
    await server.call('POST', '/api/extract', { body: { text: 'Jane Smith' }, token: two.token });
    const contents = Array.from({ length: 4 }, (_, i) => contacts(95_000, `p${i}x`));
    let extractMs = 0;
    const { result, slowestMs } = await slowestHealthDuring(server.url, async () => {
      const redact = server.call('POST', '/api/redact', { body: { contents }, token: one.token });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = performance.now();
      const extract = await server.call('POST', '/api/extract', {
        body: { text: 'Write to Tom Baker at tom@example.org' },
        token: two.token,
      });
      extractMs = performance.now() - started;
      expect(extract.status).toBe(200);
      return redact;
    });
    expect(result.status, JSON.stringify(result.body).slice(0, 300)).toBe(200);
    const masked = result.body.contents as string[];
    expect(masked).toHaveLength(4);
    expect(masked[0]).not.toContain('@example.org');
    expect(slowestMs).toBeLessThan(1000);
    // It waited for at most one batch of the other person's, not for all of them.
    expect(extractMs).toBeLessThan(15_000);
    console.log(
      `extract answered in ${Math.round(extractMs)} ms during a 380,000-character redaction`,
    );
  }, 120_000);
});
