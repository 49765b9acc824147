import { afterEach, describe, expect, it } from 'vitest';
import {
  AnalysisBudgetError,
  createPageAnalyser,
  type PageAnalyser,
  type PageAnalyserOptions,
} from '../src/jobs/page-analysers.js';
import type { PageAnalysisInput } from '../src/jobs/page-analysis.js';

const page: PageAnalysisInput = {
  html: `<!doctype html><title>Shop</title>
    <h1>Blue kettle</h1>
    <a href="/product/2">Next product</a>
    <a href="/product/2#reviews">Same page again</a>
    <a href="https://elsewhere.example/">Another site</a>`,
  url: 'http://shop.test/product/1',
  kind: 'start',
  job: {
    url: 'http://shop.test/',
    plan: { follow: 'all', selectors: [{ type: 'text', selector: 'h1' }] },
    options: { maxPages: 10, maxDepth: 2, include: [], exclude: [], render: 'never' },
  },
};

describe('page analysers', () => {
  const open: PageAnalyser[] = [];
  const analyser = (threads: number, options?: PageAnalyserOptions) => {
    const created = createPageAnalyser(threads, options);
    open.push(created);
    return created;
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((created) => created.close()));
  });

  it('reads a page the same on a thread as on the calling thread: its items and in-scope links once', async () => {
    // Each reading gives its items a fresh id and the time it was made: compare the rest.
    const read = async (threads: number) => {
      const { items, links } = await analyser(threads).analyse(page);
      return { items: items.map(({ timestamp: _t, id: _i, ...item }) => item), links };
    };
    const [inline, threaded] = [await read(0), await read(1)];
    expect(threaded).toEqual(inline);
    expect(inline.items.map((item) => item.content)).toEqual(['Blue kettle']);
    expect(inline.links).toEqual([{ url: 'http://shop.test/product/2', kind: 'page' }]);
  });

  it('warms up on a thread or inline, and reads pages as before afterwards', async () => {
    for (const threads of [1, 0]) {
      const pool = analyser(threads);
      await pool.warmUp();
      expect((await pool.analyse(page)).items.map((item) => item.content)).toEqual(['Blue kettle']);
    }
  });

  it('starts no thread before a page comes, and ends one left idle; the next page starts another', async () => {
    const pool = analyser(2, { idleMs: 300 });
    expect(pool.running()).toBe(0);
    await pool.warmUp();
    await pool.warmUp(); // one thread is up: nothing more to start
    expect(pool.running()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(pool.running()).toBe(0);
    expect((await pool.analyse(page)).items.map((item) => item.content)).toEqual(['Blue kettle']);
    expect(pool.running()).toBe(1);
  });

  it('fails a page read past its budget and replaces the thread, so the pages behind it go on', async () => {
    // A selector whose cost grows with the square of the page: about 10 s for 10,000 paragraphs.
    const slow: PageAnalysisInput = {
      ...page,
      url: 'http://shop.test/slow',
      html: `<body>${'<p><span>a</span></p>'.repeat(10_000)}</body>`,
      job: {
        ...page.job,
        plan: { follow: 'none', selectors: [{ type: 'text', selector: 'p:not(:has(~ p span))' }] },
      },
    };
    const pool = analyser(1, { budgetMs: 500 });
    await pool.warmUp();
    const started = performance.now();
    const stuck = pool.analyse(slow);
    // Someone else's page, queued on the same (only) thread behind the slow one.
    const behind = pool.analyse(page);
    await expect(stuck).rejects.toThrow(AnalysisBudgetError);
    await expect(stuck).rejects.toThrow(
      'Reading http://shop.test/slow took longer than 0.5 s and was stopped',
    );
    expect((await behind).items.map((item) => item.content)).toEqual(['Blue kettle']);
    expect(performance.now() - started).toBeLessThan(5000);
    // The replacement thread reads the next pages as before.
    expect((await pool.analyse(page)).items.map((item) => item.content)).toEqual(['Blue kettle']);
  });
});
