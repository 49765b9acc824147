import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/backends.js';
import { signedInUser } from './support/job-helpers.js';
import { seedRecordsJob } from './support/seed-results.js';
import { startTestServer, type TestServer } from './support/test-server.js';

interface Created {
  shareLink: { id: string; jobId: string; revokedAt: string | null };
  token: string;
  path: string;
}
interface Shared {
  job: { url: string; status: string; fields: string[] };
  total: number;
  offset: number;
  results: { type: string; content: { name: string }; url: string }[];
}

describe.each(backends)('share links on %s', (kind) => {
  let server: TestServer;
  let owner: { token: string; userId: string };
  let other: { token: string; userId: string };
  let jobId: string;
  let otherJobId: string;
  let link: Created;

  beforeAll(async () => {
    server = await startTestServer(kind);
    [owner, other] = await Promise.all([signedInUser(server), signedInUser(server)]);
    [jobId, otherJobId] = await Promise.all([
      seedRecordsJob(server.database, { userId: owner.userId }, 30),
      // The owner's other job: nothing of it may show through the link.
      seedRecordsJob(server.database, { userId: owner.userId }, 7),
    ]);
  });
  afterAll(() => server.close());

  it('lets the owner make a link whose token is 256 random bits, stored only hashed', async () => {
    const res = await server.call('POST', `/api/jobs/${jobId}/share-links`, {
      token: owner.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    link = res.body as unknown as Created;
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.path).toBe(`/share/${link.token}`);
    expect(link.shareLink).toMatchObject({ jobId, revokedAt: null });
    const stored = await server.database.query<{ token_hash: string }>(
      'select token_hash from share_links where id = $1',
      [link.shareLink.id],
    );
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.token_hash).not.toContain(link.token);

    const list = await server.call('GET', `/api/jobs/${jobId}/share-links`, {
      token: owner.token,
    });
    expect(list.body.shareLinks).toEqual([link.shareLink]);
    expect(JSON.stringify(list.body)).not.toContain(link.token);
  });

  it("opens only that job's items to anyone with the link, a page at a time", async () => {
    const first = await server.call('GET', `/api/share/${link.token}?limit=20`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.headers.get('cache-control')).toContain('no-store');
    const page = first.body as unknown as Shared;
    expect(page.total).toBe(30);
    expect(page.job).toMatchObject({ status: 'completed', fields: ['name', 'price', 'url'] });
    expect(page.results).toHaveLength(20);
    expect(page.results[0]?.content.name).toBe('Product 1');
    const second = (await server.call('GET', `/api/share/${link.token}?offset=20&limit=20`))
      .body as unknown as Shared;
    expect(second.results.map((r) => r.content.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Product ${21 + i}`),
    );
    // Nothing that names the owner or their other jobs.
    const text = JSON.stringify([first.body, second]);
    for (const secret of [owner.userId, otherJobId, jobId]) expect(text).not.toContain(secret);

    const csv = await fetch(`${server.url}/api/share/${link.token}/export?format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.csv"/);
    const lines = (await csv.text()).trim().split('\n');
    expect(lines).toHaveLength(31);
    expect(lines[1]).toContain('Product 1');
    const json = await fetch(`${server.url}/api/share/${link.token}/export?format=json`);
    const file = (await json.json()) as { total_items: number };
    expect(file.total_items).toBe(30);
  });

  it("refuses to share another person's job, or to share without signing in", async () => {
    const theirs = await server.call('POST', `/api/jobs/${otherJobId}/share-links`, {
      token: other.token,
    });
    expect(theirs.status).toBe(404);
    const list = await server.call('GET', `/api/jobs/${jobId}/share-links`, {
      token: other.token,
    });
    expect(list.status).toBe(404);
    const revoke = await server.call(
      'DELETE',
      `/api/jobs/${jobId}/share-links/${link.shareLink.id}`,
      { token: other.token },
    );
    expect(revoke.status).toBe(404);
    const anonymous = await server.call('POST', `/api/jobs/${jobId}/share-links`, {
      headers: { 'x-gleaner-anonymous-id': 'anonymous-browser-0001' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('answers 404 for a revoked link, and for a made-up one', async () => {
    const revoked = await server.call(
      'DELETE',
      `/api/jobs/${jobId}/share-links/${link.shareLink.id}`,
      { token: owner.token },
    );
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect((revoked.body.shareLink as { revokedAt: string | null }).revokedAt).not.toBeNull();
    const gone = await server.call('GET', `/api/share/${link.token}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toMatch(/revoked/);
    const file = await fetch(`${server.url}/api/share/${link.token}/export?format=csv`);
    expect(file.status).toBe(404);
    const madeUp = await server.call('GET', `/api/share/${'A'.repeat(43)}`);
    expect(madeUp.status).toBe(404);
    const malformed = await server.call('GET', '/api/share/short');
    expect(malformed.status).toBe(400);
  });
});
