import { MockLanguageModelV2 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { CARDS } from '../../test/fixtures/pages.js';
import { analysePage } from '../analysis/analyse-page.js';
import { createConversation, handleMessage } from '../conversation/engine.js';
import { createLlmPlanner, type ModelUsage } from './llm-planner.js';

const URL = 'https://shop.example/tools';
const REQUEST = `Get the product name and price from ${URL}`;
const fetchHtml = () => Promise.resolve({ html: CARDS, url: URL });

type Generated = Awaited<ReturnType<MockLanguageModelV2['doGenerate']>>;
const answer = (text: string): Generated => ({
  content: [{ type: 'text', text }],
  finishReason: 'stop',
  usage: { inputTokens: 120, outputTokens: 30, totalTokens: 150 },
  warnings: [],
});

/** The column ids the analysis gives the best group of the fixture, to answer as a model would. */
function columnIds(): string[] {
  return analysePage(CARDS, URL).groups[0]?.columns.map((column) => column.name) ?? [];
}

async function ask(model?: MockLanguageModelV2, usage: ModelUsage[] = []) {
  const planner = model
    ? createLlmPlanner(model, { onUsage: (entry) => usage.push(entry) })
    : undefined;
  return handleMessage(createConversation('c1'), REQUEST, {
    fetchHtml,
    ...(planner ? { model: planner } : {}),
  });
}

describe('the optional model behind the planner seam', () => {
  it('lets the model choose and name the columns and write the reply, and reports its usage', async () => {
    const [first, second] = columnIds();
    expect(first && second).toBeTruthy();
    const model = new MockLanguageModelV2({
      doGenerate: [
        answer(
          JSON.stringify({
            fields: [
              { column: first, name: 'tool' },
              { column: second, name: 'cost' },
            ],
          }),
        ),
        answer('I found 4 tools. Say "yes start" to collect them.'),
      ],
    });
    const usage: ModelUsage[] = [];
    const turn = await ask(model, usage);
    expect(turn.reply).toBe('I found 4 tools. Say "yes start" to collect them.');
    expect(turn.conversation.plan?.fields.map((field) => field.name)).toEqual(['tool', 'cost']);
    expect(turn.conversation.plan?.recordSpec?.fields.map((field) => field.name)).toEqual([
      'tool',
      'cost',
    ]);
    expect(Object.keys(turn.conversation.plan?.sampleRows[0] ?? {})).toEqual(['tool', 'cost']);
    expect(usage.map((u) => [u.requestType, u.success, u.inputTokens, u.outputTokens])).toEqual([
      ['plan', true, 120, 30],
      ['reply', true, 120, 30],
    ]);
  });

  it('keeps the built-in plan and reply when the model fails', async () => {
    const builtIn = await ask();
    const model = new MockLanguageModelV2({
      doGenerate: () => Promise.reject(new Error('model is down')),
    });
    const usage: ModelUsage[] = [];
    const turn = await ask(model, usage);
    expect(turn.reply).toBe(builtIn.reply);
    expect(turn.conversation.plan?.fields.map((f) => f.name)).toEqual(
      builtIn.conversation.plan?.fields.map((f) => f.name),
    );
    expect(usage.every((u) => !u.success)).toBe(true);
  });

  it('keeps the built-in plan when the model names a column the page does not have', async () => {
    const builtIn = await ask();
    const model = new MockLanguageModelV2({
      doGenerate: [
        answer(JSON.stringify({ fields: [{ column: 'no-such-column', name: 'x' }] })),
        answer('Reply from the model.'),
      ],
    });
    const turn = await ask(model);
    expect(turn.conversation.plan?.fields.map((f) => f.name)).toEqual(
      builtIn.conversation.plan?.fields.map((f) => f.name),
    );
    expect(turn.reply).toBe('Reply from the model.');
  });
});
