/**
 * Text as a browser shows it: blocks, list items and table cells are words apart, and so are
 * inline elements the page sets apart with CSS (a display of their own, a side margin, a flex
 * or grid parent), whether in a style attribute or a class its <style> rules name. Inline
 * elements with no such evidence run together, as the browser draws them.
 */
import { describe, expect, it } from 'vitest';
import type { RecordFieldSpec } from '@gleaner/shared';
import { extractRecords, findLabelled, lineOf, parsePage, readStructured } from '../src/index.js';

const html = (body: string, head = '') =>
  `<!doctype html><html><head><title>t</title>${head}</head><body>${body}</body></html>`;

/** The text one field reads on a page. */
function read(body: string, field: Omit<RecordFieldSpec, 'name'>, head = ''): unknown {
  const [item] = extractRecords(html(body, head), 'https://t.example/p', {
    container: 'body',
    fields: [{ name: 'value', ...field }],
  });
  return (item?.content as Record<string, unknown> | undefined)?.value;
}

describe('blocks, list items and cells never run together', () => {
  it('reads a microdata description of paragraphs and a list with its parts apart', () => {
    const page = parsePage(
      html(
        `<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Rain Shell</h1><div itemprop="description"><p>A light shell.</p><p>Packs into its pocket.</p><ul><li>Waterproof</li><li>Taped seams</li></ul></div></div>`,
      ),
      'https://t.example/p',
    );
    expect(readStructured(page, { type: 'Product', path: 'description' })).toEqual([
      'A light shell. Packs into its pocket. Waterproof Taped seams',
    ]);
  });

  it('reads a labelled value made of blocks, and a line whose block holds blocks, with words apart', () => {
    const page = parsePage(
      html(
        `<dl class="facts"><dt>Rooms</dt><dd>2 beds</dd><dt>Features</dt><dd><div>Balcony</div><div>Lift</div></dd></dl>`,
      ),
      'https://t.example/p',
    );
    const body = page.$('body').get(0);
    expect(body && findLabelled(page.$, body, 'Features')?.value).toBe('Balcony Lift');
    const card = parsePage(
      html(
        `<div class="card"><h3>Flat 4</h3><div class="meta"><p>3 beds</p><p>2 baths</p></div></div>`,
      ),
      'https://t.example/p',
    )
      .$('div.card')
      .get(0);
    expect(card && lineOf(card, 2)).toBe('3 beds 2 baths');
    // A space inside an inline element still parts its words from the next.
    const album = parsePage(
      html(`<p class="a"><b>Band </b>Album<br>Genre</p>`),
      'https://t.example/p',
    )
      .$('p.a')
      .get(0);
    expect(album && lineOf(album, 1)).toBe('Band Album');
  });
});

describe('inline elements the page sets apart with CSS', () => {
  it('reads chips styled inline-block, by attribute or by a class of its <style>, as words apart', () => {
    expect(
      read(
        `<dd class="tags"><span style="display:inline-block">Moss</span><span style="display:inline-block">Slate</span></dd>`,
        { selector: 'dd', kind: 'text' },
      ),
    ).toBe('Moss Slate');
    expect(
      read(
        `<dd class="tags"><span class="chip">Moss</span><span class="chip">Slate</span></dd>`,
        { selector: 'dd', kind: 'text' },
        '<style>@media (min-width: 40em) { .tags .chip { margin-right: .5rem } }</style>',
      ),
    ).toBe('Moss Slate');
  });

  it('reads the items of a flex or grid box apart: a number and its unit, two counts', () => {
    expect(
      read(
        `<div class="facts" style="display:flex;gap:4px"><span>3</span><span>beds</span></div>`,
        {
          selector: '.facts',
          kind: 'text',
        },
      ),
    ).toBe('3 beds');
    expect(
      read(
        `<div class="stats"><span class="n">3</span><span class="u">beds</span><span class="n">2</span><span class="u">baths</span></div>`,
        { selector: '.stats', kind: 'text' },
        '<style>.stats{display:grid;grid-template-columns:auto auto}</style>',
      ),
    ).toBe('3 beds 2 baths');
  });

  it('keeps inline pieces with no such evidence together, as the browser draws them', () => {
    expect(
      read(`<p class="v"><span>3</span><span>beds</span></p>`, { selector: '.v', kind: 'text' }),
    ).toBe('3beds');
    // Letters set in spans for an effect, a bold first syllable, a class styled only in colour.
    expect(
      read(
        `<h2 class="v"><span class="l">S</span><span class="l">a</span><span class="l">l</span><span class="l">e</span> <b>Ever</b>green <em class="hl">now</em>here</h2>`,
        { selector: '.v', kind: 'text' },
        '<style>.l{color:red;display:inline}.hl{font-weight:700}</style>',
      ),
    ).toBe('Sale Evergreen nowhere');
  });
});
