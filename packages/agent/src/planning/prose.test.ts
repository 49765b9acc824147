/**
 * Paragraphs of running text are not records: asked for quotes, an about page or a news
 * article's body gives none (the chat then says there is nothing to start), while records that
 * happen to be written as paragraphs, with a link or a labelled part, are still found.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

describe('paragraphs of prose', () => {
  it('an about page of three paragraphs holds no quotes', () => {
    const html = page(
      '<h1>About us</h1><p>We started this site in 2019 to share what we read.</p><p>Every week we pick a few lines from a book we loved.</p><p>Write to us any time; we answer every letter.</p>',
    );
    expect(
      rowsFor('every quote with its author and tags', html, 'https://sayings.example/about'),
    ).toEqual([]);
  });

  it('an article body inside <article> gives no products either', () => {
    const html = page(
      '<article><header><h1>Our new shop opens</h1><time datetime="2026-03-01">1 March</time></header><div class="entry-content"><p>After two years of markets we finally have a shop.</p><p>Come and see us on the high street from Saturday.</p></div></article>',
    );
    expect(rowsFor('product names and prices', html, 'https://bakery.example/news/shop')).toEqual(
      [],
    );
  });

  it('records written as paragraphs with a link each are still records', () => {
    const html = page(
      ['Pruning roses', 'Sowing peas', 'Lifting dahlias']
        .map(
          (title, index) =>
            `<p><a href="/guides/${index + 1}">${title}</a> — a short guide by Kim</p>`,
        )
        .join(''),
    );
    const rows = rowsFor(
      'every guide with its title and link',
      html,
      'https://garden.example/guides',
    );
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatchObject({ title: 'Sowing peas' });
  });

  it('the menu beside the page is no list of quotes, but a list asked for by its block is read', () => {
    const html = page(
      '<div class="layout"><aside class="sidebar"><h2>Categories</h2><ul><li><a href="/c/fiction">Fiction</a></li><li><a href="/c/poetry">Poetry</a></li><li><a href="/c/travel">Travel</a></li></ul></aside><section><h1>Welcome</h1><p>New titles every week.</p></section></div>',
    );
    expect(rowsFor('every quote with its author', html, 'https://books.example/')).toEqual([]);
    const rows = rowsFor('the categories in the sidebar', html, 'https://books.example/');
    expect(rows).toHaveLength(3);
    expect(JSON.stringify(rows[2])).toContain('Travel');
  });
});
