import { describe, expect, it } from 'vitest';
import type { WorkflowStep } from '@gleaner/shared';
import { CARDS } from '../../test/fixtures/pages.js';
import { parseRequest } from '../request/parse-request.js';
import { parseDataCommand } from './data-commands.js';
import { createConversation, handleMessage, markCompleted } from './engine.js';
import type { ConversationDeps } from './engine.js';
import { parseCorrection } from './keywords.js';

describe('follow-up commands about documents and personal data', () => {
  it('reads "find the e-mail addresses" and its kin as entity searches', () => {
    expect(parseDataCommand('find the e-mail addresses')).toEqual({
      type: 'find_entities',
      entityType: 'email',
    });
    expect(parseDataCommand('Show me the emails')).toMatchObject({ entityType: 'email' });
    expect(parseDataCommand('list all phone numbers')).toMatchObject({ entityType: 'phone' });
    expect(parseDataCommand('which companies are mentioned?')).toMatchObject({
      entityType: 'organisation',
    });
    expect(parseDataCommand('yes, start')).toBeNull();
    expect(parseDataCommand('only the first 3 pages')).toBeNull();
  });

  it('reads "remove personal data" as redaction on, and "keep personal data" as off', () => {
    expect(parseDataCommand('remove personal data')).toEqual({ type: 'redact', enabled: true });
    expect(parseDataCommand('Please redact the personal information')).toEqual({
      type: 'redact',
      enabled: true,
    });
    expect(parseDataCommand('keep the personal data')).toEqual({ type: 'redact', enabled: false });
    expect(parseDataCommand("don't remove personal data")).toEqual({
      type: 'redact',
      enabled: false,
    });
    expect(parseDataCommand('turn off redaction')).toEqual({ type: 'redact', enabled: false });
  });

  it('reads "also get the text of the PDFs" as reading the linked PDFs, not as a field', () => {
    const request = parseRequest(
      'Get the title of every report on https://example.org/reports and also get the text of the PDFs',
    );
    expect(request.documentText).toBe(true);
    expect(request.fields).toEqual(['title']);
    expect(request.entity).toBe('report');
    expect(parseRequest('every report with its title').documentText).toBeUndefined();
    const correction = parseCorrection('also get the text of the PDFs', 'report');
    expect(correction).toMatchObject({ documentText: true, add: [], remove: [] });
    expect(parseCorrection('skip the PDFs', 'report')).toMatchObject({ documentText: false });
  });
});

const deps = (extra: Partial<ConversationDeps> = {}): ConversationDeps => ({
  fetchHtml: (url) =>
    url === 'https://shop.example/tools'
      ? Promise.resolve({ html: CARDS, url })
      : Promise.reject(new Error('404 Not Found')),
  now: () => new Date('2026-01-01T00:00:00Z'),
  ...extra,
});

describe('the conversation acts on them', () => {
  it('adds the PDFs to the plan in planning and after a run', async () => {
    const planning = await handleMessage(
      createConversation(),
      'Get the name and price of every product on https://shop.example/tools',
      deps(),
    );
    const steps: WorkflowStep[] = [];
    const withPdfs = await handleMessage(
      planning.conversation,
      'also get the text of the PDFs',
      deps({ onStep: (step) => steps.push(step) }),
    );
    // Planned again on the page already read: the five steps run once more.
    expect(steps.filter((step) => step.status === 'completed')).toHaveLength(5);
    expect(withPdfs.conversation.plan?.documentText).toBe(true);
    // The columns stay as they were.
    expect(withPdfs.conversation.plan?.fields).toEqual(planning.conversation.plan?.fields);
    expect(withPdfs.reply).toContain('I will also fetch the PDFs the page links to');

    const started = await handleMessage(withPdfs.conversation, 'yes', deps());
    expect(started.reply).toContain('and the text of the PDFs the pages link to');
    const execute = started.events.find((event) => event.type === 'execute');
    expect(execute?.type === 'execute' && execute.plan.documentText).toBe(true);
    // After a run without them, asking again plans anew and waits for a start.
    const ran = markCompleted(
      (await handleMessage(planning.conversation, 'yes', deps())).conversation,
    );
    const again = await handleMessage(ran, 'also get the text of the PDFs', deps());
    expect(again.conversation.state).toBe('planning');
    expect(again.conversation.plan?.documentText).toBe(true);
  });

  it('asks the server to search the captured data, and says when there is none', async () => {
    const planning = await handleMessage(
      createConversation(),
      'products from https://shop.example/tools',
      deps(),
    );
    const ran = markCompleted(
      (await handleMessage(planning.conversation, 'yes', deps())).conversation,
    );
    const found = await handleMessage(
      ran,
      'find the e-mail addresses',
      deps({ hasCapturedData: true }),
    );
    expect(found.events).toEqual([{ type: 'find_entities', entityType: 'email' }]);
    const none = await handleMessage(ran, 'find the e-mail addresses', deps());
    expect(none.events).toEqual([]);
    expect(none.reply).toMatch(/no captured data to search yet/);
  });

  it('turns redaction on for exports in any state', async () => {
    const turn = await handleMessage(createConversation(), 'remove personal data', deps());
    expect(turn.events).toEqual([{ type: 'redact', enabled: true }]);
    expect(turn.reply).toMatch(/Redact personal data" switch is now on/);
  });
});
