import { describe, expect, it } from 'vitest';
import type { FetchedPage } from '../run/plan-request.js';
import { createConversation, handleMessage } from './engine.js';
import type { ConversationDeps } from './engine.js';

const BOOKS = JSON.stringify({
  data: {
    books: [
      { title: 'Emma', price: 12.5 },
      { title: 'Persuasion', price: 9 },
    ],
  },
});
const addresses: Record<string, FetchedPage> = {
  'https://api.example/books.json': {
    url: 'https://api.example/books.json',
    html: BOOKS,
    contentType: 'application/json; charset=utf-8',
  },
  'https://api.example/cover.png': {
    url: 'https://api.example/cover.png',
    html: '',
    contentType: 'image/png',
  },
  'https://api.example/report.pdf': {
    url: 'https://api.example/report.pdf',
    html: '',
    contentType: 'application/pdf',
  },
};
const deps: ConversationDeps = {
  fetchHtml: (url) => {
    const page = addresses[url];
    return page ? Promise.resolve(page) : Promise.reject(new Error('404 Not Found'));
  },
  now: () => new Date('2026-01-01T00:00:00Z'),
};
const ask = (message: string) => handleMessage(createConversation('c1'), message, deps);

describe('an address that is not a web page', () => {
  it('JSON: says so and offers its records, which "yes" starts', async () => {
    const turn = await ask('Get all books from https://api.example/books.json');
    expect(turn.reply).toContain(
      'https://api.example/books.json is JSON data, not a web page. It holds 2 records (in data.books) with the fields title, price.',
    );
    expect(turn.reply).not.toMatch(/I studied/);
    const plan = turn.conversation.plan;
    expect(plan?.recordCount).toBe(2);
    expect(plan?.fields.map((field) => [field.name, field.spec.kind])).toEqual([
      ['title', 'text'],
      ['price', 'number'],
    ]);
    expect(plan?.sampleRows).toEqual([
      { title: 'Emma', price: 12.5 },
      { title: 'Persuasion', price: 9 },
    ]);
    expect(turn.conversation.steps.every((step) => step.status === 'completed')).toBe(true);
    const started = await handleMessage(turn.conversation, 'yes start', deps);
    expect(started.events).toContainEqual(expect.objectContaining({ type: 'execute' }));
  });

  it('an image: says what it is, offers no capture, and the analysis step fails with why', async () => {
    const turn = await ask('Get the image at https://api.example/cover.png');
    expect(turn.reply).toMatch(
      /^https:\/\/api\.example\/cover\.png is an image \(image\/png\), not a web page, so there is nothing on it to gather\./,
    );
    expect(turn.conversation.plan).toBeNull();
    expect(turn.conversation.state).toBe('initial');
    const analyse = turn.conversation.steps.find((step) => step.id === 'analyze');
    expect(analyse).toMatchObject({
      status: 'failed',
      description: 'An image (image/png), not a web page',
    });
  });

  it('a PDF: offers its text as one item', async () => {
    const turn = await ask('Get https://api.example/report.pdf');
    expect(turn.reply).toContain('is a PDF document, not a web page. I can read its text');
    expect(turn.conversation.plan?.summary).toBe(
      'the text of the PDF at https://api.example/report.pdf',
    );
  });
});
