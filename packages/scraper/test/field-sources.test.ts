import { describe, expect, it } from 'vitest';
import type { RecordSpec } from '@gleaner/shared';
import {
  currencyOf,
  extractRecords,
  labelPairs,
  parseDate,
  parseDuration,
  parsePage,
  readStructured,
} from '../src/index.js';

const RECIPE = `<!doctype html><html lang="en"><head>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[
  {"@type":"WebPage","@id":"https://cook.example/soup/#webpage","name":"Soup – Cook"},
  {"@type":"Person","@id":"https://cook.example/#/person/1","name":"Ann Lee"},
  {"@type":"Recipe","name":"Green Soup &amp; Bread","author":{"@id":"https://cook.example/#/person/1"},
   "recipeYield":["4","4 servings"],"totalTime":"PT1H10M",
   "recipeIngredient":["1 leek, sliced","2 cups stock"],
   "recipeInstructions":[{"@type":"HowToSection","name":"Soup","itemListElement":[
     {"@type":"HowToStep","name":"Fry","text":"Fry the leek."},
     {"@type":"HowToStep","text":"Add the stock."}]}],
   "aggregateRating":{"@type":"AggregateRating","ratingValue":"4.6","ratingCount":"31"}}
]}</script>
<meta property="og:title" content="Green Soup">
</head><body><h1>Green Soup</h1></body></html>`;

const PRODUCT = `<!doctype html><html lang="de"><head></head><body>
<div itemscope itemtype="https://schema.org/Product">
  <h1 itemprop="name">Kamera X</h1>
  <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
    <span itemprop="price" content="299.99">299,99 €</span>
    <meta itemprop="priceCurrency" content="EUR">
  </div>
  <div itemprop="isRelatedTo" itemscope itemtype="https://schema.org/Product">
    <span itemprop="name">Tasche</span>
  </div>
</div>
<div vocab="https://schema.org/" typeof="Book"><span property="name">Der Roman</span><span property="isbn">978-3-16-148410-0</span></div>
<dl><dt>Marke</dt><dd>Samsung</dd><dt>Lieferzeit:</dt><dd>2–3 Tage</dd></dl>
<table><tr><th>Gewicht</th><td>450 g</td></tr><tr><td>Farbe</td><td>Schwarz</td></tr></table>
<p><strong>Artikelnummer:</strong> Y0172</p>
<ul><li>Ort: Wien</li><li><span class="label">Tags:</span> <a href="/t/a">neu</a> <a href="/t/b">sale</a></li></ul>
<p>Geöffnet 10:30 bis 18:00</p>
</body></html>`;

describe('structured data', () => {
  const recipe = parsePage(RECIPE, 'https://cook.example/soup/');

  it('reads JSON-LD in a @graph, following @id references and decoding entities', () => {
    expect(readStructured(recipe, { type: 'Recipe', path: 'name' })).toEqual([
      'Green Soup & Bread',
    ]);
    expect(readStructured(recipe, { type: 'Recipe', path: 'author' })).toEqual(['Ann Lee']);
    expect(readStructured(recipe, { type: 'Recipe', path: 'aggregateRating.ratingCount' })).toEqual(
      ['31'],
    );
  });

  it('reads lists, with sections standing for their steps', () => {
    expect(readStructured(recipe, { type: 'Recipe', path: 'recipeIngredient' })).toEqual([
      '1 leek, sliced',
      '2 cups stock',
    ]);
    expect(readStructured(recipe, { type: 'Recipe', path: 'recipeInstructions' })).toEqual([
      'Fry the leek.',
      'Add the stock.',
    ]);
  });

  it('reads microdata (the main item, not one nested in it), RDFa and OpenGraph', () => {
    const product = parsePage(PRODUCT, 'https://shop.example/kamera');
    expect(readStructured(product, { type: 'Product', path: 'name' })).toEqual(['Kamera X']);
    expect(readStructured(product, { type: 'Product', path: 'offers.price' })).toEqual(['299.99']);
    expect(readStructured(product, { type: 'Book', path: 'isbn' })).toEqual(['978-3-16-148410-0']);
    expect(readStructured(recipe, { type: 'OpenGraph', path: 'og:title' })).toEqual(['Green Soup']);
  });

  it('runs structured fields in a record spec, arrays kept whole and durations in minutes', () => {
    const spec: RecordSpec = {
      container: 'body',
      fields: [
        { name: 'title', selector: '', kind: 'text', data: { type: 'Recipe', path: 'name' } },
        {
          name: 'yields',
          selector: '',
          kind: 'number',
          data: { type: 'Recipe', path: 'recipeYield' },
        },
        {
          name: 'total_time',
          selector: '',
          kind: 'duration',
          data: { type: 'Recipe', path: 'totalTime' },
        },
        {
          name: 'ingredients',
          selector: '',
          kind: 'text',
          multiple: true,
          data: { type: 'Recipe', path: 'recipeIngredient' },
        },
        {
          name: 'rating',
          selector: '',
          kind: 'rating',
          data: { type: 'Recipe', path: 'aggregateRating.ratingValue' },
        },
      ],
    };
    const [item] = extractRecords(RECIPE, 'https://cook.example/soup/', spec);
    expect(item?.content).toEqual({
      title: 'Green Soup & Bread',
      yields: 4,
      total_time: 70,
      ingredients: ['1 leek, sliced', '2 cups stock'],
      rating: 4.6,
    });
  });
});

describe('amounts of money in structured data', () => {
  const job = (salary: unknown) =>
    parsePage(
      `<html><head><script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'Role',
        baseSalary: salary,
      })}</script></head><body></body></html>`,
      'https://jobs.example/role',
    );
  const salary = (value: unknown) =>
    readStructured(job(value), { type: 'JobPosting', path: 'baseSalary' });

  it('reads a salary as a person reads it: the currency, the range and how often', () => {
    expect(
      salary({
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: {
          '@type': 'QuantitativeValue',
          minValue: '48000',
          maxValue: '56000',
          unitText: 'YEAR',
        },
      }),
    ).toEqual(['€48,000–€56,000 a year']);
    // An hourly rate with one figure and no type named.
    expect(salary({ currency: 'gbp', value: { value: 13.5, unitText: 'HOUR' } })).toEqual([
      '£13.50 an hour',
    ]);
    expect(
      salary({ '@type': 'MonetaryAmount', currency: 'CHF', value: 7200, unitText: 'month' }),
    ).toEqual(['CHF 7,200 a month']);
    // No figure at all: nothing to read.
    expect(salary({ '@type': 'MonetaryAmount', currency: 'USD' })).toEqual([]);
  });

  it("reads an offer priced as a range whole: an AggregateOffer's or a price specification's ends", () => {
    const offers = (value: unknown) =>
      readStructured(
        parsePage(
          `<html><head><script type="application/ld+json">${JSON.stringify({
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: 'Ticket',
            offers: value,
          })}</script></head><body></body></html>`,
          'https://tix.example/t',
        ),
        { type: 'Product', path: 'offers' },
      );
    expect(
      offers({
        '@type': 'AggregateOffer',
        lowPrice: '1,200',
        highPrice: 1850,
        priceCurrency: 'usd',
      }),
    ).toEqual(['$1,200–$1,850']);
    expect(
      readStructured(
        parsePage(
          `<html><head><script type="application/ld+json">${JSON.stringify({
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: 'Ticket',
            offers: { priceSpecification: { minPrice: 9.5, maxPrice: 12, priceCurrency: 'GBP' } },
          })}</script></head><body></body></html>`,
          'https://tix.example/t',
        ),
        { type: 'Product', path: 'offers.priceSpecification' },
      ),
    ).toEqual(['£9.50–£12.00']);
    // One price is read from its price, not from the offer around it.
    expect(
      offers({ '@type': 'Offer', price: 20, priceCurrency: 'USD', url: 'https://tix.example/t' }),
    ).toEqual(['https://tix.example/t']);
  });
});

describe('label and value pairs', () => {
  const page = parsePage(PRODUCT, 'https://shop.example/kamera');
  const body = page.$('body').get(0);
  const pairs = body ? labelPairs(page.$, body) : [];
  const byLabel = Object.fromEntries(pairs.map((pair) => [pair.label, pair.value]));

  it('finds definition lists, two-cell rows, "Label:" elements and "Label: value" text', () => {
    expect(byLabel).toMatchObject({
      Marke: 'Samsung',
      Lieferzeit: '2–3 Tage',
      Gewicht: '450 g',
      Farbe: 'Schwarz',
      Artikelnummer: 'Y0172',
      Ort: 'Wien',
      Tags: 'neu sale',
    });
  });

  it("does not read a control's choices as a value ('Size: [S M L]')", () => {
    const form = parsePage(
      `<table><tr><td>Size</td><td><select><option>S</option><option>M</option></select></td></tr>
       <tr><td>Colour</td><td>Black <button>Change</button></td></tr></table>`,
      'https://shop.example/p',
    );
    const root = form.$('body').get(0);
    const found = root ? labelPairs(form.$, root) : [];
    expect(found.map((pair) => [pair.label, pair.value])).toEqual([['Colour', 'Black']]);
  });

  it('does not take a clock time for a label', () => {
    expect(pairs.some((pair) => pair.label.includes('10'))).toBe(false);
  });

  it('reads a field by its label, one value or each of many', () => {
    const spec: RecordSpec = {
      container: 'body',
      fields: [
        { name: 'brand', selector: '', kind: 'text', label: 'marke' },
        { name: 'sku', selector: '', kind: 'text', label: 'Artikelnummer:' },
        { name: 'weight', selector: '', kind: 'number', label: 'Gewicht' },
        { name: 'tags', selector: '', kind: 'text', label: 'Tags', multiple: true },
        { name: 'missing', selector: '', kind: 'text', label: 'Preis' },
      ],
    };
    const [item] = extractRecords(PRODUCT, 'https://shop.example/kamera', spec);
    expect(item?.content).toEqual({
      brand: 'Samsung',
      sku: 'Y0172',
      weight: 450,
      tags: ['neu', 'sale'],
      missing: null,
    });
  });
});

describe('alternative sources', () => {
  it('reads the first source that gives a value, so pages of one site may differ', () => {
    const spec: RecordSpec = {
      container: 'body',
      fields: [
        {
          name: 'availability',
          selector: '',
          kind: 'text',
          label: 'Availability',
          alternatives: [{ selector: 'p.stock' }],
        },
      ],
    };
    const inStock =
      '<dl><dt>Availability</dt><dd>In stock (3)</dd></dl><p class="stock">In stock</p>';
    const soldOut = '<p class="stock">Out of stock</p>';
    const read = (html: string) =>
      extractRecords(`<html><body>${html}</body></html>`, 'https://shop.example/', spec)[0]
        ?.content;
    expect(read(inStock)).toEqual({ availability: 'In stock (3)' });
    expect(read(soldOut)).toEqual({ availability: 'Out of stock' });
    expect(read('<p>Nothing here</p>')).toEqual({ availability: null });
  });
});

describe('values as pages write them', () => {
  it.each([
    ['7/2/2014', {}, '2014-07-02'],
    ['7/2/2014', { dayFirst: true }, '2014-02-07'],
    ['11-08-2014', {}, '2014-08-11'],
    ['Friday, 10 June 2016', {}, '2016-06-10'],
    ['Jun 10, 2016', {}, '2016-06-10'],
    ['10. Juni 2016', {}, '2016-06-10'],
    ['3 de marzo de 2021', {}, '2021-03-03'],
    ['2024-03-05T00:00:00+00:00', {}, '2024-03-05'],
  ])('date %s %j → %s', (text, options, expected) => {
    expect(parseDate(text, options)).toEqual({ value: expected, parsed: true });
  });

  it('keeps a date it cannot read as its text', () => {
    expect(parseDate('Sales end: Jun 10, 23:45pm')).toEqual({
      value: 'Sales end: Jun 10, 23:45pm',
      parsed: false,
    });
  });

  it.each([
    ['PT1H10M', 70],
    ['1 hour 10 mins', 70],
    ['1 hr 10 min', 70],
    ['45 minutes', 45],
    ['1 1/2 hours', 90],
    ['2 Std. 15 Min.', 135],
    ['P1DT2H', 1560],
    ['delicious', null],
  ])('duration %s → %s minutes', (text, expected) => {
    expect(parseDuration(text)).toBe(expected);
  });

  it.each([
    ['£53.98', 'GBP'],
    ['12,50 €', 'EUR'],
    ['US$ 10', 'USD'],
    ['only $10', 'USD'],
    ['CHF 20.–', 'CHF'],
    ['1 299 zł', 'PLN'],
    ['R$ 59,90', 'BRL'],
    ['EUR 13', 'EUR'],
    ['S/ 45.90', 'PEN'],
    ['13', null],
  ])('currency of %s → %s', (text, expected) => {
    expect(currencyOf(text)).toBe(expected);
  });

  it('reads a price and its currency from the same element', () => {
    const [item] = extractRecords(
      '<div class="p"><span class="price">£53.98</span></div>',
      'https://shop.example/',
      {
        container: 'div.p',
        fields: [
          { name: 'price', selector: '.price', kind: 'price' },
          { name: 'price_currency', selector: '.price', kind: 'currency' },
        ],
      },
    );
    expect(item?.content).toEqual({ price: 53.98, price_currency: 'GBP' });
  });
});

describe('a value from the heading before the record', () => {
  const BOARD = `<html><body><h1>Openings</h1>
<section><h3>Engineering</h3><div class="job"><a href="/1">Backend</a></div><div class="job"><a href="/2">Frontend</a></div></section>
<section><h3>Design</h3><div class="job"><a href="/3">Designer</a></div></section>
<table><tr><th colspan="2">Saturday 12 April 2025</th></tr><tr class="e"><td>Concert</td></tr>
<tr><th colspan="2">Sunday 13 April 2025</th></tr><tr class="e"><td>Market</td></tr></table></body></html>`;

  it('reads the last match before each record, and nothing before the first heading', () => {
    const spec: RecordSpec = {
      container: 'div.job',
      fields: [
        { name: 'title', selector: 'a', kind: 'text' },
        { name: 'department', selector: 'section > h3', kind: 'text', preceding: true },
      ],
    };
    expect(
      extractRecords(BOARD, 'https://jobs.example/', spec).map((item) => item.content),
    ).toEqual([
      { title: 'Backend', department: 'Engineering' },
      { title: 'Frontend', department: 'Engineering' },
      { title: 'Designer', department: 'Design' },
    ]);
  });

  it('reads a group row of a table as the date of the rows below it', () => {
    const spec: RecordSpec = {
      container: 'tr.e',
      fields: [
        { name: 'event', selector: 'td', kind: 'text' },
        { name: 'date', selector: 'tr:has(> th[colspan])', kind: 'date', preceding: true },
      ],
    };
    expect(
      extractRecords(BOARD, 'https://events.example/', spec).map((item) => item.content),
    ).toEqual([
      { event: 'Concert', date: '2025-04-12' },
      { event: 'Market', date: '2025-04-13' },
    ]);
  });

  it('finds nothing when no match comes before the record', () => {
    const spec: RecordSpec = {
      container: 'div.job',
      fields: [{ name: 'section', selector: 'table th', kind: 'text', preceding: true }],
    };
    expect(
      extractRecords(BOARD, 'https://jobs.example/', spec).map((item) => item.content),
    ).toEqual([{ section: null }, { section: null }, { section: null }]);
  });
});

describe('label and value pairs of two parts', () => {
  it('reads a specification list of two spans, but not a heading and its edit link', () => {
    const page = parsePage(
      `<html><body>
<h2><span class="mw-headline">Ingredients</span><span class="mw-editsection">[edit]</span></h2>
<h2><span class="mw-headline">Method</span><span class="mw-editsection">[edit]</span></h2>
<h2><span class="mw-headline">Notes</span><span class="mw-editsection">[edit]</span></h2>
<ul><li><span>Publisher</span><span>Canongate</span></li><li><span>Pages</span><span>304</span></li><li><span>Language</span><span>English</span></li></ul>
<div><span class="spec-name">ISBN</span><span class="spec-value">9781786892737</span></div>
</body></html>`,
      'https://books.example/p',
    );
    const body = page.$('body').get(0);
    if (!body) throw new Error('no body');
    expect(labelPairs(page.$, body).map((pair) => [pair.label, pair.value])).toEqual([
      ['Publisher', 'Canongate'],
      ['Pages', '304'],
      ['Language', 'English'],
      ['ISBN', '9781786892737'],
    ]);
  });
});
