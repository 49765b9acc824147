import { describe, expect, it, vi } from 'vitest';
import type { WorkflowStep } from '@gleaner/shared';
import { CARDS, DETAIL } from '../../test/fixtures/pages.js';
import { createConversation, handleMessage, markCompleted, resetConversation } from './engine.js';
import type { ConversationDeps } from './engine.js';
import { keywordIntent, parseCorrection } from './keywords.js';
import { fallbackReply } from './replies.js';

const pages: Record<string, string> = {
  'https://shop.example/tools': CARDS,
  'https://shop.example/p/spade': DETAIL,
};
const deps = (onStep?: (step: WorkflowStep) => void): ConversationDeps => ({
  fetchHtml: (url) => {
    const html = pages[url];
    return html ? Promise.resolve({ html, url }) : Promise.reject(new Error('404 Not Found'));
  },
  now: () => new Date('2026-01-01T00:00:00Z'),
  ...(onStep ? { onStep } : {}),
});

describe('conversation engine', () => {
  it('moves initial → planning on an address and streams the five training steps', async () => {
    const seen: string[] = [];
    const turn = await handleMessage(
      createConversation('c1'),
      'Get the name and price of every product on https://shop.example/tools',
      deps((step) => seen.push(`${step.title}:${step.status}`)),
    );
    expect(turn.conversation.state).toBe('planning');
    expect(turn.events.filter((event) => event.type === 'state')).toEqual([
      { type: 'state', from: 'initial', to: 'planning' },
    ]);
    expect(seen).toEqual([
      'Initialize Agent:active',
      'Initialize Agent:completed',
      'Analyze Page Structure:active',
      'Analyze Page Structure:completed',
      'Train Element Recognition:active',
      'Train Element Recognition:completed',
      'Generate Extraction Plan:active',
      'Generate Extraction Plan:completed',
      'Validate on Sample:active',
      'Validate on Sample:completed',
    ]);
    expect(turn.reply).toContain('I found 4 products');
    expect(turn.reply).toContain('• name — e.g. "Spade"');
    // Prices are shown as the page writes them.
    expect(turn.reply).toContain('• price — e.g. "€12.50"');
    expect(turn.reply).toContain('Reply "yes"');
    expect(turn.conversation.history.map((entry) => entry.role)).toEqual(['user', 'assistant']);
  });

  it('starts on yes, cancels on stop, and completes when told', async () => {
    const planning = await handleMessage(
      createConversation(),
      'products from https://shop.example/tools',
      deps(),
    );
    const started = await handleMessage(planning.conversation, 'yes, start', deps());
    expect(started.conversation.state).toBe('executing');
    expect(started.events.some((event) => event.type === 'execute')).toBe(true);
    expect(markCompleted(started.conversation).state).toBe('completed');
    const stopped = await handleMessage(started.conversation, 'stop', deps());
    expect(stopped.conversation.state).toBe('initial');
    expect(stopped.events).toContainEqual({ type: 'cancel' });
  });

  it('offers no start on a page with none of the asked records, and "yes" starts nothing', async () => {
    // A page drawn by a script that did not run: a heading, links and no quote in its markup.
    const empty = `<!doctype html><html><head><title>Sayings</title></head><body><header><a href="/">Sayings</a></header><main id="app"><h1>Sayings</h1></main><script>window.render([{"q":"Be kind","by":"Ann"}])</script><nav><a href="/page/2">Next</a></nav><footer>Made by us</footer></body></html>`;
    const only = (): ConversationDeps => ({
      ...deps(),
      fetchHtml: () => Promise.resolve({ html: empty, url: 'https://sayings.example/' }),
    });
    const planning = await handleMessage(
      createConversation(),
      'every quote with its author and tags from https://sayings.example/',
      only(),
    );
    expect(planning.conversation.state).toBe('planning');
    expect(planning.reply).toContain('I found no quotes on this page');
    expect(planning.reply).toContain('There is nothing here to start a job with.');
    expect(planning.reply).not.toContain('I will render it');
    expect(planning.reply).toContain('Send the address of a page that shows the quotes');
    expect(planning.reply).not.toContain('Reply "yes"');
    expect(planning.reply).not.toContain('I will follow');
    const yes = await handleMessage(planning.conversation, 'yes', only());
    expect(yes.events.some((event) => event.type === 'execute')).toBe(false);
    expect(yes.conversation.state).toBe('planning');
    expect(yes.reply).toMatch(
      /^I found no quotes on https:\/\/sayings\.example\/, so there is nothing to start\./,
    );
    // A page that has them still plans and starts as before.
    const other = await handleMessage(
      yes.conversation,
      'products from https://shop.example/tools',
      deps(),
    );
    expect(other.reply).toContain('Reply "yes"');
  });

  it('goes back to initial on no / cancel while planning', async () => {
    const planning = await handleMessage(
      createConversation(),
      'https://shop.example/tools',
      deps(),
    );
    const cancelled = await handleMessage(planning.conversation, 'no', deps());
    expect(cancelled.conversation.state).toBe('initial');
    expect(cancelled.conversation.plan).toBeNull();
  });

  it('applies corrections in words and re-plans', async () => {
    const planning = await handleMessage(
      createConversation(),
      'Get the name and price of the products on https://shop.example/tools',
      deps(),
    );
    const added = await handleMessage(planning.conversation, 'also get the rating', deps());
    expect(added.conversation.plan?.fields.map((field) => field.name)).toEqual([
      'name',
      'price',
      'price_currency',
      'rating',
    ]);
    const dropped = await handleMessage(added.conversation, 'drop price', deps());
    expect(dropped.conversation.plan?.fields.map((field) => field.name)).toEqual([
      'name',
      'rating',
    ]);
    const limited = await handleMessage(dropped.conversation, 'only the first 3 pages', deps());
    expect(limited.conversation.plan?.pagination?.maxPages).toBe(3);
    expect(limited.conversation.state).toBe('planning');
  });

  it('plans the detail page when asked to follow each item', async () => {
    const turn = await handleMessage(
      createConversation(),
      'Follow each product on https://shop.example/tools and get the name, price and SKU',
      deps(),
    );
    expect(turn.conversation.plan?.detail?.recordSpec?.fields.map((field) => field.name)).toEqual([
      'name',
      'price',
      'price_currency',
      'sku',
    ]);
    expect(turn.reply).toContain('open its own page');
  });

  it('a new address starts over: initial, then planning', async () => {
    const planning = await handleMessage(
      createConversation(),
      'https://shop.example/tools',
      deps(),
    );
    const started = await handleMessage(planning.conversation, 'proceed', deps());
    const next = await handleMessage(
      started.conversation,
      'now https://shop.example/p/spade',
      deps(),
    );
    expect(next.events.filter((event) => event.type === 'state')).toEqual([
      { type: 'state', from: 'executing', to: 'initial' },
      { type: 'state', from: 'initial', to: 'planning' },
    ]);
    expect(next.events).toContainEqual({ type: 'cancel' });
  });

  it('fails the first step and says why when the page cannot be fetched', async () => {
    const onStep = vi.fn();
    const turn = await handleMessage(
      createConversation(),
      'https://shop.example/missing',
      deps(onStep),
    );
    expect(turn.conversation.steps[0]?.status).toBe('failed');
    expect(turn.reply).toContain('404 Not Found');
    expect(turn.conversation.state).toBe('initial');
  });

  it('asks for an address when there is none, and keeps only the last 20 history entries', async () => {
    let conversation = createConversation();
    for (let index = 0; index < 12; index += 1)
      conversation = (await handleMessage(conversation, 'hello', deps())).conversation;
    expect(conversation.history).toHaveLength(20);
    expect(conversation.history.at(-1)?.content).toContain('Tell me which website');
    expect(resetConversation(conversation).history).toEqual([]);
  });
});

describe('keywords', () => {
  it('maps yes / proceed / start and no / stop / cancel', () => {
    for (const word of ['yes', 'Proceed', 'start', 'yes start'])
      expect(keywordIntent(word)).toBe('start');
    for (const word of ['no', 'Stop', 'cancel']) expect(keywordIntent(word)).toBe('stop');
    expect(keywordIntent('what is this?')).toBeNull();
  });

  it('reads corrections', () => {
    expect(parseCorrection('also get the rating', 'product')).toMatchObject({ add: ['rating'] });
    expect(parseCorrection('drop tags', 'quote')).toMatchObject({ remove: ['tags'] });
    expect(parseCorrection('only the first 3 pages', null)).toMatchObject({
      scope: { kind: 'pages', maxPages: 3 },
    });
    expect(parseCorrection('yes', null)).toBeNull();
  });
});

describe('fallbackReply', () => {
  it('apologises about connectivity for extract / scrape, quoting 100 characters', () => {
    const request = `Scrape ${'x'.repeat(200)}`;
    const reply = fallbackReply(request, new Error('boom'));
    expect(reply).toContain('trouble connecting');
    expect(reply).toContain(request.slice(0, 100));
    expect(reply).not.toContain(request.slice(0, 101));
  });

  it('says servers are unavailable for analyze / process, else gives error details', () => {
    expect(fallbackReply('please analyze this', new Error('x'))).toContain(
      'temporarily unavailable',
    );
    expect(fallbackReply('hello', new Error('socket closed'))).toContain(
      'Error details: socket closed',
    );
  });
});

describe('conversation engine: rendering', () => {
  it('renders a page that needs JavaScript when a renderer is given', async () => {
    const shell = '<html><body><div id="root"></div><script src="/app.js"></script></body></html>';
    const renderHtml = vi.fn(() => Promise.resolve({ html: CARDS, url: 'https://spa.example/' }));
    const turn = await handleMessage(createConversation(), 'products on https://spa.example/', {
      fetchHtml: (url) => Promise.resolve({ html: shell, url }),
      renderHtml,
    });
    expect(renderHtml).toHaveBeenCalledWith('https://spa.example/');
    expect(turn.conversation.plan?.recordCount).toBe(4);
  });
});

describe('conversation engine: input', () => {
  it('answers a blank message without changing anything', async () => {
    const conversation = createConversation();
    const turn = await handleMessage(conversation, '   ', deps());
    expect(turn.conversation).toBe(conversation);
    expect(turn.reply).toContain('Tell me which website');
  });
});

describe('conversation engine: corrections with detail pages', () => {
  it('re-plans the detail page after a correction, fetching only the detail page again', async () => {
    const fetched: string[] = [];
    const tracking: ConversationDeps = {
      fetchHtml: (url) => {
        fetched.push(url);
        return deps().fetchHtml(url);
      },
    };
    const first = await handleMessage(
      createConversation(),
      'Get the name, price and SKU of each product on https://shop.example/tools',
      tracking,
    );
    expect(first.conversation.plan?.detail?.recordSpec?.fields.map((field) => field.name)).toEqual([
      'sku',
    ]);
    const next = await handleMessage(first.conversation, 'drop price', tracking);
    expect(next.conversation.plan?.detail?.recordSpec?.fields.map((field) => field.name)).toEqual([
      'sku',
    ]);
    expect(next.conversation.plan?.missingFields).toEqual([]);
    expect(fetched).toEqual([
      'https://shop.example/tools',
      'https://shop.example/p/spade',
      'https://shop.example/p/spade',
    ]);
    expect(next.reply).toContain('e.g. "Spade"');
  });
});
