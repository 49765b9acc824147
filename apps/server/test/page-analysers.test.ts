import { afterEach, describe, expect, it } from 'vitest';
import { createPageAnalyser, type PageAnalyser } from '../src/jobs/page-analysers.js';
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
  const analyser = (threads: number) => {
    const created = createPageAnalyser(threads);
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
});
