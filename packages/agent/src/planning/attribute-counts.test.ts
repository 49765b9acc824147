/**
 * Counts a page keeps in a readable attribute: a Q&A list shows bare digits with the unit in a
 * sibling and the whole count in each figure's tooltip ("4 votes"). Asked for votes, a person
 * reads 4, not the tooltip's words. Cards that draw a count only as an icon with a tooltip or an
 * ARIA label ("7 in stock") show it to a pointer and a screen reader, and it is read there.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

describe('counts read from a tooltip', () => {
  it('a question list gives votes, answers and views as numbers', () => {
    const questions: [string, number, number, number][] = [
      ['How do I parse dates in Go?', 4, 2, 130],
      ['Regex for postcodes', 0, 1, 42],
      ['Why is my loop slow?', 12, 5, 2210],
    ];
    const stat = (value: number, unit: string) =>
      `<div class="c-${unit}"><div class="num"><span title="${value} ${unit}">${value}</span></div><div>${unit}</div></div>`;
    const html = page(
      `<div id="questions">${questions
        .map(
          ([title, votes, answers, views], index) =>
            `<div class="q-row"><div class="counts">${stat(votes, 'votes')}${stat(answers, 'answers')}${stat(views, 'views')}</div><div class="q-body"><h3><a class="q-link" href="/q/${index + 1}">${title}</a></h3><div class="q-tags"><a class="tag" href="/tag/go">go</a></div></div></div>`,
        )
        .join('')}</div>`,
    );
    expect(
      rowsFor('every question with title, votes, answers and views', html, 'https://qa.example/'),
    ).toEqual(
      questions.map(([title, votes, answers, views]) => ({ title, votes, answers, views })),
    );
  });
});

describe('counts said only by an icon', () => {
  const products: [string, string, number][] = [
    ['Oak chair', '49.00', 7],
    ['Pine table', '129.00', 2],
    ['Birch stool', '19.50', 12],
    ['Ash shelf', '59.00', 4],
  ];
  const card = (icon: (stock: number) => string) =>
    page(
      `<div class="grid">${products
        .map(
          ([name, price, stock], index) =>
            `<div class="product-card"><a href="/p/${index}"><img src="/i/${index}.jpg" alt=""></a><h3><a href="/p/${index}">${name}</a></h3><div class="meta"><span class="price">£${price}</span> ${icon(stock)}</div></div>`,
        )
        .join('')}</div>`,
    );

  it("a shop's cards with the stock in a glyph icon's title", () => {
    const html = card((stock) => `<i class="fa fa-cube" title="${stock} in stock"></i>`);
    expect(rowsFor('products with name, price and stock', html, 'https://shop.example/')).toEqual(
      products.map(([name, price, stock]): unknown =>
        expect.objectContaining({ name, price: Number(price), stock: `${stock} in stock` }),
      ),
    );
    expect(
      rowsFor('products with name and number in stock', html, 'https://shop.example/'),
    ).toEqual(
      products.map(([name, , stock]): unknown =>
        expect.objectContaining({ name, number_in_stock: stock }),
      ),
    );
  });

  it('a forum whose counts are empty spans with ARIA labels, one shortened', () => {
    const threads: [string, string, number, number][] = [
      ['Which tent for the Alps?', '3.4k', 3400, 41],
      ['Resoling old boots', '812', 812, 9],
      ['First winter bivvy', '12k', 12000, 130],
    ];
    const html = page(
      `<ul class="threads">${threads
        .map(
          ([title, views, , replies], index) =>
            `<li class="thread"><a class="subject" href="/t/${index}">${title}</a><div class="stats"><span class="ico ico-eye" aria-label="${views} views"></span><span class="ico ico-bubble" aria-label="${replies} replies"></span></div></li>`,
        )
        .join('')}</ul>`,
    );
    expect(
      rowsFor('threads with title, views and replies', html, 'https://forum.example/'),
    ).toEqual(
      threads.map(([title, , views, replies]): unknown =>
        expect.objectContaining({ title, views, replies }),
      ),
    );
  });

  it('reads no count from icons whose tooltips name an action', () => {
    const html = card(
      () => `<i class="fa fa-heart" title="Add to favourites"></i><i title="Share"></i>`,
    );
    const rows = rowsFor('products with name, price and stock', html, 'https://shop.example/');
    expect(rows).toHaveLength(products.length);
    for (const row of rows) expect((row as Record<string, unknown>).stock ?? null).toBeNull();
  });
});
