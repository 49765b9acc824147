import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeModel, type FakeModel } from './support/fake-model.js';
import { signedInUser } from './support/job-helpers.js';
import { seedItemsJob } from './support/seed-results.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const plan = (overrides: Record<string, unknown>) => ({
  plan: {
    operation: 'aggregate',
    filters: [],
    metric: { fn: 'count', column: null },
    groupBy: null,
    compare: null,
    sort: null,
    limit: null,
    ...overrides,
  },
});

describe('data agent with a configured model', () => {
  let server: TestServer;
  let model: FakeModel;
  let user: { token: string; userId: string };
  let jobId: string;
  beforeAll(async () => {
    // Plan requests are answered with the next plan, sentence requests with the next sentence
    // (a status fails that call).
    const plans = [
      plan({ metric: { fn: 'max', column: 'price' } }),
      plan({ metric: { fn: 'avg', column: 'no_such_column' } }),
      plan({ metric: { fn: 'min', column: 'price' } }),
    ];
    const sentences: (string | { status: number })[] = [
      JSON.stringify({ sentence: 'The dearest item costs £7.' }),
      // A figure the query never returned: the built-in sentence stays.
      JSON.stringify({ sentence: 'There are 12 items.' }),
      { status: 500 },
    ];
    model = await startFakeModel(
      (request) =>
        JSON.stringify(request).includes('one plain sentence')
          ? (sentences.shift() ?? { status: 500 })
          : JSON.stringify(plans.shift() ?? {}),
      { prompt_tokens: 300, completion_tokens: 60 },
    );
    server = await startTestServer('pglite', {
      env: { LLM_BASE_URL: model.url, LLM_MODEL: 'fake-model', LLM_API_KEY: 'test' },
    });
    user = await signedInUser(server);
    ({ jobId } = await seedItemsJob(
      server.database,
      { userId: user.userId },
      [3, 7, 5].map((price, i) => ({
        type: 'record',
        selector: 'li',
        confidence: 0.9,
        timestamp: '2026-01-01T00:00:00.000Z',
        content: { name: `Item ${i + 1}`, price: `£${price}` },
      })),
    ));
  });
  afterAll(async () => {
    await server.close();
    await model.close();
  });

  it("runs the model's plan when it checks out against the real columns, and falls back when it does not; the model writes the sentence from the rows unless it fails or invents a figure", async () => {
    const ask = async (question: string) =>
      (
        await server.call('POST', '/api/data-agent/ask', {
          token: user.token,
          body: { jobId, question },
        })
      ).body as {
        answer: string;
        source: string;
        table: { rows: unknown[][] };
      };
    const fromModel = await ask('the dearest thing');
    expect(fromModel.source).toBe('model');
    expect(fromModel.table.rows[0]?.[0]).toBe(7);
    expect(fromModel.answer).toBe('The dearest item costs £7.');
    // The model sees the columns and three sample entries, then the question, plan and rows.
    expect(JSON.stringify(model.requests[0])).toContain('price');
    expect(JSON.stringify(model.requests[0])).toContain('Item 3');
    const sentenceRequest = JSON.stringify(model.requests[1]);
    expect(sentenceRequest).toContain('the dearest thing');
    expect(sentenceRequest).toContain('\\"fn\\":\\"max\\"');
    const fellBack = await ask('how many items');
    expect(fellBack.source).toBe('built-in');
    expect(fellBack.table.rows[0]?.[0]).toBe(3);
    expect(fellBack.answer).not.toContain('12');
    expect(fellBack.answer).toContain('3');
    const failed = await ask('the cheapest thing');
    expect(failed.table.rows[0]?.[0]).toBe(3);
    expect(failed.answer).toContain('£3');
    const logs = await server.database.query<{
      model: string;
      request_type: string;
      success: boolean;
    }>('select model, request_type, success from modal_usage_logs order by model, request_type');
    expect(logs.map((l) => `${l.model}/${l.request_type}/${l.success}`).sort()).toEqual([
      'fake-model/data-agent-plan/true',
      'fake-model/data-agent-plan/true',
      'fake-model/data-agent-plan/true',
      'fake-model/data-agent-sentence/false',
      'fake-model/data-agent-sentence/true',
      'fake-model/data-agent-sentence/true',
      'pattern-processor/data-agent/true',
      'pattern-processor/data-agent/true',
      'pattern-processor/data-agent/true',
    ]);
  });
});
