import { describe, expect, it } from 'vitest';
import { parsePage, readStructured, structuredEntities } from '../src/index.js';

const PAGE = `<!doctype html><html><body>
<nav><a href="/">Home</a></nav>
<div class="vcard"><span class="fn org">Lumen Electrics</span>
  <div class="adr"><span class="street-address">Main Street 4</span>, <span class="postal-code">1010</span> <span class="locality">Vienna</span></div>
  <span class="tel">+43 1 234 567</span> <a class="email" href="mailto:office@lumen.example">office@lumen.example</a></div>
<div class="hreview-aggregate"><h3 class="item">Rating of <span class="fn">Lumen Electrics</span></h3>
  <span class="rating"><span class="average">8.3</span><span class="best">10</span></span> from <span class="count">29</span> reviews</div>
<article class="h-product"><h2 class="p-name">Desk Lamp</h2><data class="p-price" value="39.00">€39</data><span class="p-brand">Lumen</span></article>
</body></html>`;

describe('microformats as structured data', () => {
  const page = parsePage(PAGE, 'https://lumen.example/about');
  const entities = structuredEntities(page);

  it('reads an hCard with its address, an hReview-aggregate and an h-product in schema.org terms', () => {
    const card = entities.find(
      (entity) => entity.source === 'microformat' && entity.types.includes('Organization'),
    );
    expect(card?.properties).toMatchObject({
      name: 'Lumen Electrics',
      telephone: '+43 1 234 567',
      email: 'office@lumen.example',
      address: { streetAddress: 'Main Street 4', postalCode: '1010', addressLocality: 'Vienna' },
    });
    expect(readStructured(page, { type: 'AggregateRating', path: 'ratingValue' })).toEqual(['8.3']);
    expect(readStructured(page, { type: 'AggregateRating', path: 'reviewCount' })).toEqual(['29']);
    expect(readStructured(page, { type: 'Product', path: 'price' })).toEqual(['39.00']);
    expect(readStructured(page, { type: 'Product', path: 'brand' })).toEqual(['Lumen']);
  });

  it("reads a classic hEntry's published day beside its updated one, from a time or an abbr", () => {
    // A WordPress theme's post header: edited later than it went out.
    const post = parsePage(
      `<html><body><article class="hentry"><h1 class="entry-title">Spring pruning</h1>
      <span class="posted-on"><time class="entry-date published" datetime="2026-03-02T08:00:00+00:00">2 March</time>
      <time class="updated" datetime="2026-03-09T17:30:00+00:00">9 March</time></span></article></body></html>`,
      'https://garden.example/spring-pruning/',
    );
    expect(readStructured(post, { type: 'Article', path: 'datePublished' })).toEqual([
      '2026-03-02T08:00:00+00:00',
    ]);
    expect(readStructured(post, { type: 'Article', path: 'dateModified' })).toEqual([
      '2026-03-09T17:30:00+00:00',
    ]);
    const old = parsePage(
      `<html><body><div class="hentry"><h2 class="entry-title">Moving house</h2><abbr class="published" title="2009-07-21T10:00:00Z">July 21</abbr></div></body></html>`,
      'https://diary.example/2009/07/moving',
    );
    expect(readStructured(old, { type: 'Article', path: 'datePublished' })).toEqual([
      '2009-07-21T10:00:00Z',
    ]);
  });

  it('costs nothing on a page without microformats', () => {
    const plain = parsePage(
      '<html><body><p class="note">Hello</p></body></html>',
      'https://x.example/',
    );
    expect(structuredEntities(plain).filter((entity) => entity.source === 'microformat')).toEqual(
      [],
    );
  });
});
