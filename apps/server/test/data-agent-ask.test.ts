import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousKey } from '../src/jobs/job-owner.js';
import { backends } from './support/backends.js';
import { anonymous, signedInUser } from './support/job-helpers.js';
import { seedItemsJob } from './support/seed-results.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const books = [
  [
    'Pride and Prejudice',
    'Jane Austen',
    '£12.50',
    5,
    'Fiction',
    'In stock',
    '1813-01-28',
    ['classic', 'romance'],
  ],
  ['Emma', 'Jane Austen', '£9.99', 4, 'Fiction', 'In stock', '1815-12-23', ['classic']],
  [
    'Persuasion',
    'Jane Austen',
    '£22.00',
    4,
    'Fiction',
    'Out of stock',
    '1817-12-20',
    ['classic', 'romance'],
  ],
  ['Leaves of Grass', 'Walt Whitman', '£31.20', 3, 'Poetry', 'In stock', '1855-07-04', ['classic']],
  ['The Road', 'Cormac McCarthy', '£18.75', 4, 'Fiction', 'In stock', '2006-09-26', ['modern']],
  ['Into the Wild', 'Jon Krakauer', '£15.00', 3, 'Travel', 'In stock', '1996-01-13', ['modern']],
  [
    'In Patagonia',
    'Bruce Chatwin',
    '£27.40',
    5,
    'Travel',
    'Out of stock',
    '1977-10-01',
    ['modern'],
  ],
  ['Ariel', 'Sylvia Plath', '£8.00', 5, 'Poetry', 'In stock', '1965-03-01', ['modern']],
].map(([title, author, price, rating, category, availability, published, tags]) => ({
  type: 'record',
  selector: 'article.book',
  confidence: 0.9,
  timestamp: '2026-01-01T00:00:00.000Z',
  content: { title, author, price, rating, category, availability, published, tags },
}));

interface Answer {
  success: boolean;
  answer: string;
  explanation: string;
  plan: { operation: string; filters: unknown[]; metric: unknown };
  table?: { columns: string[]; rows: unknown[][] };
  alternatives?: { question: string; description: string }[];
  declined?: boolean;
}

describe.each(backends)('data agent on %s', (kind) => {
  let server: TestServer;
  let user: { token: string; userId: string };
  let jobId: string;
  const ask = async (
    question: string,
    who: { token?: string; headers?: Record<string, string> } = {},
  ) => {
    const response = await server.call('POST', '/api/data-agent/ask', {
      body: { jobId, question },
      ...(who.headers ? { headers: who.headers } : { token: who.token ?? user.token }),
    });
    return { status: response.status, body: response.body as unknown as Answer };
  };
  const column = (answer: Answer, name: string) => {
    const at = answer.table?.columns.indexOf(name) ?? -1;
    return (answer.table?.rows ?? []).map((row) => row[at]);
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { RATE_LIMIT_CHAT_MESSAGES: '500' } });
    user = await signedInUser(server);
    ({ jobId } = await seedItemsJob(server.database, { userId: user.userId }, books));
  });
  afterAll(async () => {
    await server.close();
  });

  it('filters by a value named in the question: books by Jane Austen', async () => {
    const { status, body } = await ask('books by Jane Austen');
    expect(status).toBe(200);
    expect(column(body, 'title')).toEqual(['Pride and Prejudice', 'Emma', 'Persuasion']);
    expect(body.plan.filters).toEqual([{ column: 'author', op: 'eq', value: 'Jane Austen' }]);
    expect(body.explanation).toContain('author is "Jane Austen"');
  });

  it('refuses a question with more conditions than a plan holds with a 400 (it was a 500)', async () => {
    const prices = Array.from({ length: 11 }, (_, i) => `under £${30 + i}`).join(' and ');
    const { status, body } = await ask(`How many books cost ${prices}?`);
    if (body.plan) expect(body.plan.filters.length).toBeLessThanOrEqual(10);
    else {
      expect(status).toBe(400);
      expect(JSON.stringify(body)).toMatch(/at most 10 can be applied at once/);
    }
  });

  it('counts, averages and medians over prices written as text with a currency', async () => {
    expect((await ask('How many books cost under £20?')).body.table?.rows).toEqual([[5, 5]]);
    const median = (await ask('median price')).body;
    expect(median.table?.rows[0]?.[0]).toBeCloseTo(16.875);
    expect(median.answer).toBe('The median price is £16.875, over 8 records.');
    const austen = (await ask('average price of books by Jane Austen')).body;
    expect(austen.table?.rows[0]?.[0]).toBeCloseTo((12.5 + 9.99 + 22) / 3);
  });

  it('groups, ranks, shares and compares', async () => {
    const perCategory = (await ask('average price per category')).body;
    expect(column(perCategory, 'category')).toEqual(['Travel', 'Poetry', 'Fiction']);
    expect(
      (column(perCategory, 'avg price') as number[]).map((v) => Math.round(v * 100) / 100),
    ).toEqual([21.2, 19.6, 15.81]);
    const most = (await ask('Which author has the most books?')).body;
    expect(most.table).toEqual({ columns: ['author', 'records'], rows: [['Jane Austen', 3]] });
    const top = (await ask('top 3 most expensive books')).body;
    expect(column(top, 'title')).toEqual(['Leaves of Grass', 'In Patagonia', 'Persuasion']);
    const share = (await ask('What share of books are in stock?')).body;
    expect(share.table?.rows).toEqual([[6, 8, 0.75]]);
    expect(share.answer).toContain('75%');
    const compare = (await ask('Compare the average price of Poetry and Travel')).body;
    expect(compare.table?.rows[2]?.[1]).toBeCloseTo(-1.6);
    expect(compare.answer).toContain('"Travel" is higher by £1.6');
    // Several groups added up in one figure, and one of either as a list.
    const together = (await ask('How many Fiction and Poetry books are there together?')).body;
    expect(together.table?.rows).toEqual([[6, 6]]);
    expect(together.answer).toContain('category is one of "Fiction", "Poetry"');
    const either = (await ask('travel or poetry books tagged modern')).body;
    expect(column(either, 'title')).toEqual(['Into the Wild', 'In Patagonia', 'Ariel']);
    // A superlative names the record by its title, shown first.
    const priciest = (await ask('most expensive poetry book')).body;
    expect(priciest.answer).toBe(
      '"Leaves of Grass" has the highest price (£31.20) where category is "Poetry".',
    );
    expect(priciest.table?.columns.slice(0, 2)).toEqual(['title', 'price']);
    const latest = (await ask('the most recently published book')).body;
    expect(latest.answer).toMatch(/^"The Road" has the latest published/);
  });

  it('reads dates and list values', async () => {
    const modern = (await ask('books published after 1900')).body;
    expect(column(modern, 'title')).toEqual(['The Road', 'Into the Wild', 'In Patagonia', 'Ariel']);
    const romance = (await ask('how many books tagged romance')).body;
    expect(romance.table?.rows).toEqual([[2, 2]]);
    const authors = (await ask('how many different authors are there')).body;
    expect(authors.answer).toBe('There are 6 distinct authors.');
  });

  it('offers other readings of an unclear question, reads figures by the columns, and says plainly what it cannot answer', async () => {
    const unclear = (await ask('what is the average')).body;
    expect(unclear.alternatives?.[0]?.question).toBe('what is the average rating');
    const again = (await ask(unclear.alternatives?.[0]?.question ?? '')).body;
    expect(again.plan.metric).toEqual({ fn: 'avg', column: 'rating' });
    // No book costs under £5 and ratings run from 3 to 5: 'under 5' is a rating.
    const under = (await ask('books under 5')).body;
    expect(under.plan.filters).toEqual([{ column: 'rating', op: 'lt', value: 5 }]);
    const rated = (await ask('How many books are rated 5?')).body;
    expect(rated.plan.filters).toEqual([{ column: 'rating', op: 'eq', value: 5 }]);
    expect(rated.table?.rows).toEqual([[3, 3]]);
    const nothing = (await ask('tell me something nice')).body;
    expect(nothing.declined).toBe(true);
    expect(nothing.table).toBeUndefined();
    expect(nothing.answer).toMatch(/^I could not tell what to compute from that question/);
    const pages = (await ask('books with more than 300 pages')).body;
    expect(pages.declined).toBe(true);
    expect(pages.answer).toContain('more than 300 pages');
  });

  it('takes hostile text as plain words, never as SQL', async () => {
    const { status } = await ask("books by Jane Austen'; drop table scraped_data; --");
    expect(status).toBe(200);
    const { body } = await ask("books whose title contains ' or 1=1 --");
    expect(body.success).toBe(true);
    expect((await ask('how many books')).body.table?.rows).toEqual([[8, 8]]);
  });

  it('answers only the owner: 404 for anyone else, 401 with no identity, 400 for a blank question', async () => {
    const other = await signedInUser(server);
    expect((await ask('how many books', { token: other.token })).status).toBe(404);
    const none = await server.call('POST', '/api/data-agent/ask', {
      body: { jobId, question: 'how many' },
    });
    expect(none.status).toBe(401);
    const blank = await server.call('POST', '/api/data-agent/ask', {
      token: user.token,
      body: { jobId, question: '   ' },
    });
    expect(blank.status).toBe(400);
    const id = 'anonymous-browser-0001';
    const anon = await seedItemsJob(
      server.database,
      { anonymousKey: anonymousKey(id) ?? '' },
      books.slice(0, 2),
    );
    const mine = await server.call('POST', '/api/data-agent/ask', {
      headers: anonymous(id).headers,
      body: { jobId: anon.jobId, question: 'how many books' },
    });
    expect((mine.body as unknown as Answer).table?.rows).toEqual([[2, 2]]);
  });

  it('logs every question as the built-in model, and writes suggested prompts that all answer', async () => {
    const logs = await server.database.query<{ model: string; success: boolean }>(
      `select model, success from modal_usage_logs where request_type = 'data-agent' and user_id = $1`,
      [user.userId],
    );
    expect(logs.length).toBeGreaterThan(10);
    expect(new Set(logs.map((l) => l.model))).toEqual(new Set(['pattern-processor']));
    const columns = await server.call('GET', `/api/data-agent/jobs/${jobId}/columns`, {
      token: user.token,
    });
    const reply = columns.body as {
      records: number;
      prompts: { title: string; prompts: string[] }[];
    };
    expect(reply.records).toBe(8);
    expect(reply.prompts.map((p) => [p.title, p.prompts.length])).toEqual([
      ['Data Analysis', 4],
      ['Data Querying', 4],
      ['Insights', 4],
    ]);
    for (const prompt of reply.prompts.flatMap((p) => p.prompts)) {
      const { status, body: answer } = await ask(prompt);
      expect(status, prompt).toBe(200);
      expect(answer.answer, prompt).not.toMatch(/could not match/);
      expect(answer.table?.rows.length, prompt).toBeGreaterThan(0);
    }
  });

  it('pages, sorts, searches and filters the records table in the database, and sums up the job', async () => {
    const rows = async (query: string) => {
      const reply = await server.call('GET', `/api/data-agent/jobs/${jobId}/rows?${query}`, {
        token: user.token,
      });
      expect(reply.status, query).toBe(200);
      const body = reply.body as { matched: number; rows: { content: { title: string } }[] };
      return { matched: body.matched, titles: body.rows.map((r) => r.content.title) };
    };
    expect(await rows('limit=2&offset=1')).toEqual({ matched: 8, titles: ['Emma', 'Persuasion'] });
    expect((await rows('sort=price&dir=desc&limit=2')).titles).toEqual([
      'Leaves of Grass',
      'In Patagonia',
    ]);
    expect(await rows('q=austen&sort=rating&dir=asc&limit=1')).toEqual({
      matched: 3,
      titles: ['Emma'],
    });
    const filters = encodeURIComponent(
      JSON.stringify([
        { column: 'price', op: 'between', value: 10, value2: 20 },
        { column: '$type', op: 'eq', value: 'record' },
      ]),
    );
    expect((await rows(`filters=${filters}&sort=price`)).titles).toEqual([
      'Pride and Prejudice',
      'Into the Wild',
      'The Road',
    ]);
    const bad = await server.call('GET', `/api/data-agent/jobs/${jobId}/rows?filters=nope`, {
      token: user.token,
    });
    expect(bad.status).toBe(400);
    const overview = await server.call('GET', `/api/data-agent/jobs/${jobId}/overview`, {
      token: user.token,
    });
    expect(overview.body).toMatchObject({
      totalEntries: 8,
      dataTypes: [{ type: 'record', count: 8 }],
    });
    expect((overview.body as { averageConfidence: number }).averageConfidence).toBeCloseTo(0.9);
    const other = await signedInUser(server);
    const hidden = await server.call('GET', `/api/data-agent/jobs/${jobId}/rows`, {
      token: other.token,
    });
    expect(hidden.status).toBe(404);
  });

  it('loads the sample governance data as a job of the caller, ready for questions', async () => {
    const demo = await server.call('POST', '/api/data-agent/demo', { token: user.token });
    expect(demo.status).toBe(200);
    const demoJob = (demo.body as { jobId: string }).jobId;
    const answer = await server.call('POST', '/api/data-agent/ask', {
      token: user.token,
      body: { jobId: demoJob, question: 'Which region has the highest average score?' },
    });
    expect((answer.body as unknown as Answer).table?.rows[0]?.[0]).toBe('Europe');
    const list = await server.call('GET', '/api/jobs', { token: user.token });
    const jobs = (
      list.body as {
        jobs: { id: string; status: string; results_count: number; instruction: string }[];
      }
    ).jobs;
    expect(jobs.find((j) => j.id === demoJob)).toMatchObject({
      status: 'completed',
      results_count: 72,
    });
    expect(jobs.find((j) => j.id === demoJob)?.instruction).toMatch(/^Sample governance data/);
    const other = await signedInUser(server);
    const hidden = await server.call('POST', '/api/data-agent/ask', {
      token: other.token,
      body: { jobId: demoJob, question: 'how many' },
    });
    expect(hidden.status).toBe(404);
  });

  it('keeps cell annotations per person: notes and labels need text, colours not six-digit hex are white', async () => {
    const path = `/api/data-agent/jobs/${jobId}/annotations`;
    const put = (body: unknown, token = user.token) => server.call('PUT', path, { token, body });
    const cellId = 'row-1:price';
    expect((await put({ cellId, type: 'highlight', color: '#FFEE00' })).body).toMatchObject({
      annotation: { cellId, type: 'highlight', color: '#ffee00' },
    });
    expect((await put({ cellId, type: 'flag', color: 'red' })).body).toMatchObject({
      annotation: { color: '#ffffff' },
    });
    expect((await put({ cellId, type: 'note', content: '   ' })).status).toBe(400);
    expect(
      (await put({ cellId, type: 'note', content: '  check this price  ' })).body,
    ).toMatchObject({
      annotation: { content: 'check this price' },
    });
    expect((await put({ cellId, type: 'note', content: 'checked' })).status).toBe(200);
    const listed = await server.call('GET', path, { token: user.token });
    const annotations = (listed.body as { annotations: { type: string; content: string }[] })
      .annotations;
    expect(annotations.map((a) => `${a.type}:${a.content}`).sort()).toEqual([
      'flag:',
      'highlight:',
      'note:checked',
    ]);
    const removed = await server.call(
      'DELETE',
      `${path}?cellId=${encodeURIComponent(cellId)}&type=flag`,
      { token: user.token },
    );
    expect(removed.status).toBe(200);
    expect(
      ((await server.call('GET', path, { token: user.token })).body as { annotations: unknown[] })
        .annotations,
    ).toHaveLength(2);
    const other = await signedInUser(server);
    expect((await put({ cellId, type: 'flag' }, other.token)).status).toBe(404);
    expect((await server.call('GET', path)).status).toBe(401);
  });
});

describe('data agent rate limit', () => {
  // Started in a hook: a server's start is not the behaviour under test.
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { env: { RATE_LIMIT_CHAT_MESSAGES: '2' } });
  });
  afterAll(() => server.close());

  it('answers 429 with Retry-After past RATE_LIMIT_CHAT_MESSAGES questions a window', async () => {
    const user = await signedInUser(server);
    const { jobId } = await seedItemsJob(
      server.database,
      { userId: user.userId },
      books.slice(0, 2),
    );
    const ask = () =>
      server.call('POST', '/api/data-agent/ask', {
        token: user.token,
        body: { jobId, question: 'how many' },
      });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body.error).toMatch(/^Too many questions: at most 2 per 60 seconds/);
  });
});
