import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { APP_SHELL, CARDS, LIST_ITEMS, TABLE, TWO_ROW_RECORDS } from '../../test/fixtures/pages.js';
import { UTILITY_CARDS } from '../../test/fixtures/item-pages.js';
import { analysePage } from './analyse-page.js';

const columnsOf = (html: string) => {
  const [best] = analysePage(html, 'https://site.example/list').groups;
  if (!best) throw new Error('no group found');
  return { best, byName: new Map(best.columns.map((column) => [column.name, column])) };
};

describe('analysePage: record groups', () => {
  it('finds product cards over the navigation menu and names columns by shape and class', () => {
    const { best, byName } = columnsOf(CARDS);
    expect(best.container).toBe('div.card');
    expect(best.count).toBe(4);
    expect(byName.get('title')).toMatchObject({ isTitle: true, samples: ['Spade', 'Rake', 'Hoe'] });
    expect(byName.get('title')?.spec.selector).toBe('h2.card-title a');
    expect(byName.get('amount')?.spec.kind).toBe('price');
    expect(byName.get('availability')?.samples).toContain('Out of stock');
    expect(byName.get('rating')?.spec).toMatchObject({ kind: 'rating', attribute: 'class' });
    expect(byName.get('image')?.spec).toMatchObject({ kind: 'image', attribute: 'src' });
    expect(best.detailField).toBe('url');
    // The button's constant text is not a column.
    expect([...byName.values()].some((column) => column.samples.includes('Add to cart'))).toBe(
      false,
    );
  });

  it('finds list items with a date, an author and multi-valued tags', () => {
    const { best, byName } = columnsOf(LIST_ITEMS);
    expect(best.container).toBe('li.post');
    expect(byName.get('author')?.samples[0]).toBe('Ann Lee');
    expect(byName.get('date')?.spec).toMatchObject({ kind: 'date', attribute: 'datetime' });
    expect(byName.get('tags')?.spec).toMatchObject({ selector: 'a.tag', multiple: true });
    expect(byName.get('tags')?.samples[0]).toBe('soil, basics');
    expect(byName.get('summary')?.spec.kind).toBe('text');
  });

  it('names table columns from their header cells', () => {
    const { best, byName } = columnsOf(TABLE);
    expect(best.count).toBe(3);
    expect([...byName.keys()]).toEqual(['name', 'department', 'salary']);
    expect(byName.get('salary')?.spec.kind).toBe('price');
  });

  it('joins records spread over two rows and splits a labelled text', () => {
    const { best, byName } = columnsOf(TWO_ROW_RECORDS);
    expect(best.span).toBe(2);
    expect(best.count).toBe(4);
    expect(byName.get('author')?.samples[0]).toBe('Steve Jobs');
    expect(byName.get('text')?.samples[0]).toBe('Stay hungry.');
    expect(byName.get('tags')?.spec.selector).toBe('+ tr a');
  });

  it('marks groups nested inside records', () => {
    const analysis = analysePage(LIST_ITEMS, 'https://site.example/');
    const nested = analysis.groups.filter((group) => group.nested);
    expect(nested.every((group) => group.score < (analysis.groups[0]?.score ?? 0))).toBe(true);
  });
});

describe('analysePage: page signals', () => {
  it('detects a "next" link in a pagination list with the last page number', () => {
    const { pagination } = analysePage(CARDS, 'https://site.example/tools');
    expect(pagination).toMatchObject({
      selector: 'li.next > a',
      nextUrl: 'https://site.example/tools?page=2',
      kind: 'next-link',
      lastPage: 3,
    });
  });

  it('detects rel=next and arrow links', () => {
    expect(analysePage(LIST_ITEMS, 'https://site.example/blog').pagination?.nextUrl).toBe(
      'https://site.example/blog/page/2',
    );
    expect(analysePage(TWO_ROW_RECORDS, 'https://site.example/').pagination?.nextUrl).toBe(
      'https://site.example/page/2',
    );
  });

  it('follows page numbers from the marked current page when there is no "next" link', () => {
    const html = `<body><ul class="pages"><li><a href="/p/1">1</a></li><li class="active"><span>2</span></li>
      <li><a href="/p/3">3</a></li><li><a href="/p/4">4</a></li></ul></body>`;
    expect(analysePage(html, 'https://site.example/p/2').pagination).toEqual({
      selector: 'li.active + li a',
      nextUrl: 'https://site.example/p/3',
      kind: 'page-numbers',
      lastPage: 4,
      totalRecords: null,
    });
  });

  it('counts the current page that is no link in a list of two pages', () => {
    const html = `<body><ol class="items"><li>a</li><li>b</li></ol><nav aria-label="Pages">
      <span aria-current="page">1</span> <a href="?page=2">2</a> <a rel="next" href="?page=2">Next page</a></nav></body>`;
    expect(analysePage(html, 'https://site.example/shelves').pagination?.lastPage).toBe(2);
    // Marked current by its class alone (Bootstrap's `li.active`), around a span or as itself.
    const classed = `<body><ol class="items"><li>a</li><li>b</li></ol><ul class="pagination">
      <li class="page-item active"><span class="page-link">1</span></li>
      <li class="page-item"><a class="page-link" href="?page=2">2</a></li>
      <li class="page-item next"><a class="page-link" href="?page=2">Next →</a></li></ul></body>`;
    expect(analysePage(classed, 'https://site.example/shelves').pagination?.lastPage).toBe(2);
    const current = `<body><ol><li>a</li><li>b</li></ol><div class="pager"><b class="current">1</b>
      <a href="/p/2">2</a><a href="/p/2" class="next">older</a></div></body>`;
    expect(analysePage(current, 'https://site.example/').pagination?.lastPage).toBe(2);
    // A lone numbered link with no marked current page is no pagination's length.
    const lone = `<body><ol><li>a</li><li>b</li></ol><a href="/room/7">7</a><a rel="next" href="/p/2">Next</a></body>`;
    expect(analysePage(lone, 'https://site.example/').pagination?.lastPage).toBeNull();
  });

  it('reads how many records the whole list holds when the page says so', () => {
    const page = (said: string) =>
      `<body><p>${said}</p><ul><li>a</li><li>b</li></ul><a rel="next" href="/p/2">Next</a></body>`;
    const total = (said: string) =>
      analysePage(page(said), 'https://site.example/p/1').pagination?.totalRecords;
    expect(total('Showing 1–20 of 1,000 results')).toBe(1000);
    expect(total('Items 1 to 24 of 312 items')).toBe(312);
    expect(total('4.321 results for "lamp"')).toBeNull();
    expect(total('(4,321 results)')).toBe(4321);
    expect(total('0 items in your basket')).toBeNull();
  });

  it('detects a load-more button', () => {
    const html =
      '<body><ul><li>a</li><li>b</li></ul><button class="more">Load more</button></body>';
    expect(analysePage(html, 'https://site.example/').pagination).toMatchObject({
      kind: 'load-more',
      nextUrl: null,
    });
  });

  it('says when a page needs JavaScript', () => {
    const analysis = analysePage(APP_SHELL, 'https://app.example/');
    expect(analysis.needsJavaScript).toBe(true);
    expect(analysis.javaScriptReason).toContain('#root');
    expect(analysePage(CARDS, 'https://site.example/').needsJavaScript).toBe(false);
  });

  it('reads JSON-LD, microdata, OpenGraph, forms and tables', () => {
    const html = `<html><head><meta property="og:title" content="Hi">
      <script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"X"}</script></head>
      <body><div itemscope itemtype="https://schema.org/Offer"></div>
      <form action="/search" method="post"><label for="q">Search</label><input id="q" name="q" required></form>
      <table><tr><th>A</th></tr><tr><td>1</td></tr></table></body></html>`;
    const analysis = analysePage(html, 'https://site.example/');
    expect(analysis.structuredData.jsonLdTypes).toEqual(['Product']);
    expect(analysis.structuredData.microdataTypes).toEqual(['Offer']);
    expect(analysis.structuredData.openGraph).toEqual({ title: 'Hi' });
    expect(analysis.forms[0]).toMatchObject({
      action: 'https://site.example/search',
      method: 'post',
      fields: [{ name: 'q', label: 'Search', required: true }],
    });
    expect(analysis.tables[0]).toMatchObject({ headers: ['A'], rows: 1 });
  });
});

describe('analysePage: edge cases', () => {
  it('finds a lone record whose class names a record noun, skipping interface links', () => {
    const html = `<body><div class="col"><div class="quote"><span class="text">“Stay hungry.”</span>
      <span>by <small class="author">Steve Jobs</small> <a href="/author/steve">(about)</a></span>
      <div class="tags">Tags: <a class="tag" href="/tag/life">life</a></div></div></div></body>`;
    const [best] = analysePage(html, 'https://q.example/').groups;
    expect(best?.container).toBe('div.quote');
    const names = best?.columns.map((column) => column.name);
    expect(names).toEqual(expect.arrayContaining(['text', 'author', 'tags']));
    // One tag is still a list: its wrapper and label are plural.
    expect(best?.columns.find((column) => column.name === 'tags')?.spec.multiple).toBe(true);
    expect(best?.columns.some((column) => column.samples.includes('(about)'))).toBe(false);
  });

  it('types a column by all its values, not its first one', () => {
    const items = ['11/22/63', 'Dune', 'Emma', 'Ulysses'].map(
      (title) =>
        `<li class="book"><a class="name" href="/b/${title.length}">${title}</a><span class="price">$5.00</span></li>`,
    );
    const [best] = analysePage(`<ul>${items.join('')}</ul>`, 'https://b.example/').groups;
    expect(best?.columns.find((column) => column.isTitle)?.spec.kind).toBe('text');
  });
});

describe('analysePage: class names that change from record to record', () => {
  const record = (state: string, count: number, tags: string[]) => `
    <div class="question">
      <h3><a class="question-link" href="/q/${count}">Question ${count}</a></h3>
      <div class="status ${state}"><span class="count">${count}</span> answers</div>
      <div class="tags ${tags.map((tag) => `t-${tag}`).join(' ')}">
        ${tags.map((tag) => `<a class="post-tag" href="/tagged/${tag}">${tag}</a>`).join('')}
      </div>
    </div>`;
  const page = `<html><body><main>${[
    record('unanswered', 0, ['css']),
    record('answered', 1, ['linux', 'bash']),
    record('answered-accepted', 2, ['excel']),
    record('unanswered', 0, ['java', 'maven']),
    record('answered', 3, ['rust']),
  ].join('')}</main></body></html>`;

  it('reads a state class variant and a tag list whose wrapper names its tags as one column each', () => {
    const { byName } = columnsOf(page);
    const status = [...byName.values()].find((column) => column.samples.includes('1'));
    expect(status?.coverage).toBe(1);
    expect(status?.samples).toEqual(['0', '1', '2']);
    expect(byName.get('tags')?.spec).toMatchObject({ multiple: true });
    expect(byName.get('tags')?.samples).toEqual(['css', 'linux, bash', 'excel']);
  });
});

describe('analysePage: signs set apart for looks', () => {
  const card = (name: string, amount: string, rate: number) => `
    <li class="offer">
      <h4><a href="/offers/${rate}">${name}</a></h4>
      <div class="fund"><strong><small>$</small>${amount}</strong> <span>Investment offering</span></div>
      <div class="est"><strong>${rate}<small>%</small></strong> <span>APR</span></div>
      <p><span class="pipe">|</span>Agent: <a href="/agents/${rate}">Agent ${rate}</a></p>
    </li>`;
  const page = `<ul>${[card('Halsey Street', '280,000', 11), card('Monroe Street', '475,000', 12), card('Kingston Road', '956,000', 10)].join('')}</ul>`;

  it('reads "<small>$</small>280,000" as one price and keeps lone separators out of the columns', () => {
    const { best } = columnsOf(page);
    const price = best.columns.find((column) => column.spec.kind === 'price');
    expect(price?.samples).toEqual(['$280,000', '$475,000', '$956,000']);
    expect(best.columns.some((column) => column.samples.includes('|'))).toBe(false);
  });
});

describe('analysePage: loose text between line breaks', () => {
  const gig = (artist: string, venue: string) =>
    `<li class="gig"><p><a href="/e/${artist.length}"><b>${artist}</b></a><br>${venue}<br></p></li>`;
  const page = `<ul>${[gig('The Lanterns', 'Brudenell'), gig('Maya Fields', 'Belgrave'), gig('Quartz', 'Howard Hall')].join('')}</ul>`;

  it('offers each loose line as a column addressed by its line', () => {
    const { best } = columnsOf(page);
    const venue = best.columns.find((column) => column.samples.includes('Belgrave'));
    expect(venue?.spec).toMatchObject({ selector: 'p', kind: 'text', line: 2 });
    expect(venue?.samples).toEqual(['Brudenell', 'Belgrave', 'Howard Hall']);
  });
});

describe('analysePage: two feeds of the same make', () => {
  const story = (id: number, extra: string) =>
    `<li><article class="story ${extra}"><h3><a href="/news/${id}">Story number ${id} about the harbour works</a></h3><p class="by">Reporter ${id}</p><a class="comments" href="/news/${id}#c">${id} comments</a></article></li>`;
  const stories = (from: number, count: number, extra: string) =>
    Array.from({ length: count }, (_, index) => story(from + index, extra)).join('');
  const page = `<main><section id="reports"><h2>Reports</h2><ol>${stories(1, 4, 'report')}</ol></section>
    <div class="col-2"><section id="latest"><h2>Latest</h2><ol>${stories(10, 3, '')}</ol><ol>${stories(13, 4, '')}</ol></section></div></main>`;

  it('tells the longer feed from the other by the block holding it, and prefers it', () => {
    const { best } = columnsOf(page);
    expect(best.count).toBe(7);
    expect(best.container).toBe('#latest article.story');
    const found = load(page)(best.container).length;
    expect(found).toBe(7);
  });
});

describe('analysePage: one value drawn in several states', () => {
  const post = (id: number) =>
    `<div class="post"><div class="votes unvoted"><div class="score dislikes">${id - 1}</div><div class="score unvoted">${id}</div><div class="score likes">${id + 1}</div></div><a class="title" href="/p/${id}">Post ${id} on gradient descent</a></div>`;
  const page = `<div id="feed">${[11, 22, 33].map(post).join('')}</div>`;

  it('names "score" the state the record\'s own state class shows', () => {
    const { byName } = columnsOf(page);
    expect(byName.get('score')?.samples).toEqual(['11', '22', '33']);
    expect(byName.get('score')?.spec.selector).toBe('div.score.unvoted');
  });
});

describe('analysePage: a price drawn in parts', () => {
  const card = (name: string, units: string, cents: string) =>
    `<div class="card"><h3><a href="/p/${name.length}">${name}</a></h3><span class="price"><span class="int">${units}</span><sup class="dec">${cents}</sup>&nbsp;€</span></div>`;
  const page = `<main>${card('Kettle One', '19', '99')}${card('Toaster Duo', '34', '50')}${card('Blender Max', '89', '00')}</main>`;

  it('reads units and small cents as one price column', () => {
    const { byName } = columnsOf(page);
    expect(byName.get('price')?.spec).toMatchObject({ selector: 'span.price', kind: 'price' });
  });
});

describe('analysePage: cards classed by utilities alone', () => {
  const page = UTILITY_CARDS;

  it('takes the cards as records, not the picture and text halves inside them', () => {
    const { best, byName } = columnsOf(page);
    expect(best.container).toBe('div.group');
    expect(best.count).toBe(4);
    expect(byName.get('title')?.samples).toEqual(['Linen Shirt', 'Wool Jumper', 'Cotton Tee']);
    expect(byName.get('price')?.samples[0]).toBe('€49.00');
  });
});
