import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/backends.js';
import { startFakeModel, type FakeModel } from './support/fake-model.js';
import { signedInUser } from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

describe.each(backends)('labelling with a configured model on %s', (kind) => {
  let server: TestServer;
  let model: FakeModel;
  let user: { token: string; userId: string };
  beforeAll(async () => {
    // A good answer, one outside the taxonomy, then a refusal (400: not retried).
    const answers: (string | { status: number })[] = [
      JSON.stringify({ label: 'event', confidence: 0.95, reason: 'a date, a venue and tickets' }),
      JSON.stringify({ label: 'recipe', confidence: 0.99, reason: 'ingredients' }),
      { status: 400 },
    ];
    model = await startFakeModel(() => answers.shift() ?? { status: 400 });
    server = await startTestServer(kind, {
      env: { LLM_BASE_URL: model.url, LLM_MODEL: 'fake-model', LLM_API_KEY: 'test' },
    });
    user = await signedInUser(server);
  });
  afterAll(async () => {
    await server.close();
    await model.close();
  });

  const label = async (raw_data: unknown) =>
    (await server.call('POST', '/api/label', { token: user.token, body: { raw_data } })).body;

  it("takes the model's label from the taxonomy, and the rules' whenever the model fails", async () => {
    expect(await label('Jazz night at the Blue Room, 14 March 2026, 20:00. Tickets £12.')).toEqual({
      success: true,
      label: 'event',
      confidence: 0.95,
      status: 'confident',
      reasons: ['a date, a venue and tickets'],
      document_type: 'text',
      model: 'fake-model',
    });
    // The model read the taxonomy and the data, within the classification budget.
    const first = JSON.stringify(model.requests[0]);
    expect(first).toContain('job posting');
    expect(first).toContain('Jazz night at the Blue Room');
    expect(model.requests[0]).toMatchObject({ max_tokens: 400 });

    const contact = { name: 'Jane Smith', email: 'jane@example.org', phone: '+44 20 7946 0958' };
    const outside = await label(contact);
    const refused = await label(contact);
    expect(model.requests).toHaveLength(3);
    for (const answer of [outside, refused])
      expect(answer).toMatchObject({ label: 'contact', model: 'pattern-processor' });

    const logs = await server.database.query<{
      model: string;
      request_type: string;
      success: boolean;
    }>(
      `select model, request_type, success from modal_usage_logs where user_id = $1 order by "timestamp", model`,
      [user.userId],
    );
    expect(logs.filter((l) => l.model === 'fake-model').map((l) => l.success)).toEqual([
      true,
      false,
      false,
    ]);
    expect(logs.filter((l) => l.model === 'pattern-processor')).toHaveLength(3);
    expect(new Set(logs.map((l) => l.request_type))).toEqual(new Set(['label']));
  });
});
