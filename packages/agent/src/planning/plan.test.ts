import { describe, expect, it } from 'vitest';
import { CARDS, DETAIL, LIST_ITEMS, TABLE } from '../../test/fixtures/pages.js';
import { analysePage } from '../analysis/analyse-page.js';
import { parseRequest } from '../request/parse-request.js';
import { applyRecordSpec } from './apply-record-spec.js';
import { matchFields } from './match-fields.js';
import { plan } from './plan.js';
import { planDetail } from './plan-item.js';

const URL = 'https://shop.example/tools';
const planFor = (text: string, html: string) =>
  plan(parseRequest(`${text} ${URL}`), analysePage(html, URL), html, URL);

describe('plan', () => {
  it('matches requested fields by synonym and shape, and validates on the page', () => {
    const extraction = planFor('Get the product name, cost, stars and stock, all pages', CARDS);
    expect(extraction.recordSpec?.container).toBe('div.card');
    expect(extraction.fields.map((field) => field.name)).toEqual([
      'name',
      'cost',
      'cost_currency',
      'stars',
      'stock',
    ]);
    expect(extraction.missingFields).toEqual([]);
    expect(extraction.recordCount).toBe(4);
    expect(extraction.sampleRows[0]).toEqual({
      name: 'Spade',
      cost: 12.5,
      cost_currency: 'EUR',
      stars: 4,
      stock: 'In stock',
    });
    expect(extraction.pagination).toEqual({
      selector: 'li.next > a',
      nextUrl: 'https://shop.example/tools?page=2',
      maxPages: null,
      // The page's own numbers: what the job's estimate counts on.
      lastPage: 3,
      totalRecords: null,
    });
    expect(extraction.instructions.map((instruction) => instruction.type)).toEqual([
      'navigate',
      'extract',
      'click',
    ]);
    expect(extraction.instructions[0]).toMatchObject({ type: 'navigate', value: URL });
    expect(
      extraction.fields.every((field) => field.confidence > 0.5 && field.confidence <= 1),
    ).toBe(true);
  });

  it('says plainly which field it could not find, and plans the detail page for it', () => {
    const extraction = planFor('Get the name, price and weight of each product', CARDS);
    expect(extraction.detail).toMatchObject({
      linkField: 'url',
      fields: ['weight'],
      reason: 'fields-on-detail-page',
    });
    expect(extraction.missingMessage).toContain('"weight"');
    expect(
      extraction.instructions.some(
        (instruction) =>
          instruction.type === 'navigate' && instruction.condition === 'for each record',
      ),
    ).toBe(true);
  });

  it('reports a missing field when there is no detail page to look at', () => {
    const extraction = planFor('Get the name and salary and office', TABLE);
    expect(extraction.fields.map((field) => field.name)).toEqual([
      'name',
      'salary',
      'salary_currency',
    ]);
    expect(extraction.missingFields).toEqual(['office']);
    expect(extraction.missingMessage).toBe(
      'I could not find "office" on this page, so that column is left out.',
    );
  });

  it('adds the record text when only other fields are named', () => {
    const extraction = planFor('Get every post with author and tags, first 2 pages', LIST_ITEMS);
    expect(extraction.fields.map((field) => field.name)).toEqual(['title', 'author', 'tags']);
    expect(extraction.pagination?.maxPages).toBe(2);
  });

  it('proposes the useful columns when no field is named', () => {
    const extraction = planFor('Extract all products', CARDS);
    const names = extraction.fields.map((field) => field.name);
    expect(names[0]).toBe('title');
    expect(names).toEqual(
      expect.arrayContaining(['amount', 'availability', 'rating', 'image', 'url']),
    );
    expect(extraction.pagination).toBeNull();
  });

  it('gives a class around several fields to the first of them, not to a note beside it', () => {
    const option = (name: string, note: string, price: string) =>
      `<div class="offer"><div class="type"><p itemprop="name">${name}</p><p class="small">${note}</p></div>` +
      `<div class="price"><p>€${price}</p></div></div>`;
    const html = `<html><body><h1>Tickets</h1><div id="tickets">${[
      option('Guest List', 'One drink included until 2am', '13.00'),
      option('Early Bird', 'Entry before midnight', '15.00'),
      option('Bottle Service', 'A table for five people', '200.00'),
    ].join('')}</div></body></html>`;
    const extraction = planFor('the ticket options with type and price', html);
    expect(extraction.sampleRows[0]).toMatchObject({ type: 'Guest List', price: 13 });
  });

  it('takes the block the request names, its headline for the first unknown field, and the link named for it', () => {
    const news = Array.from(
      { length: 6 },
      (_, index) =>
        `<li class="feed-line"><a href="/news/${index}">Festival line-up number ${index} announced</a> <span class="date">May ${index + 1}, 2015</span></li>`,
    ).join('');
    const album = (index: number, band: string, title: string) =>
      `<li><a href="/artist.photo?id=${index}"></a><a href="/reviews/${index}/${band.toLowerCase()}"></a>` +
      `<p><span class="title"><strong>${band}</strong></span><br>${title}</p></li>`;
    const html = `<html><body><div id="latest-news"><h2>News</h2><ul>${news}</ul></div>
      <div id="review-showcase"><h2>Reviews</h2><ul>${[
        album(1, 'Serpentine', 'Serpentine Path'),
        album(2, 'Ufomammut', 'Oro'),
        album(3, 'Resurgency', 'False Enlightenment'),
      ].join('')}</ul></div></body></html>`;
    const extraction = planFor(
      'the albums in the reviews showcase with band and review link',
      html,
    );
    expect(extraction.recordCount).toBe(3);
    expect(extraction.sampleRows[0]).toMatchObject({
      band: 'Serpentine',
      review_link: 'https://shop.example/reviews/1/serpentine',
    });
  });

  it('gives the one unnamed line beside the headline to the second name asked for ("albums with band, album")', () => {
    const album = (index: number, band: string, title: string) =>
      `<li><a href="/reviews/${index}"><img src="/cover/${index}.jpg" alt=""></a>` +
      `<p><span class="title"><strong>${band}</strong></span><br>${title}<br></p><a class="tag" href="/tags/${index}">Doom</a></li>`;
    const html = `<html><body><ul class="showcase">${[
      album(1, 'Serpentine', 'Serpentine Path'),
      album(2, 'Ufomammut', 'Oro'),
      album(3, 'Resurgency', 'False Enlightenment'),
    ].join('')}</ul></body></html>`;
    const extraction = planFor('the reviewed albums with band, album and review link', html);
    expect(extraction.missingFields).toEqual([]);
    expect(extraction.sampleRows[1]).toMatchObject({ band: 'Ufomammut', album: 'Oro' });
  });

  it('names the headline after an entity that is itself a field ("car brands" → brand)', () => {
    const brand = (name: string) =>
      `<div class="maker"><h5><a href="/${name.toLowerCase()}/">${name}</a></h5><p>Since 19${name.length}0</p></div>`;
    const html = `<html><body><h1>All makers</h1>${['ACURA', 'ALFA ROMEO', 'ASTON MARTIN', 'AUDI']
      .map(brand)
      .join('')}</body></html>`;
    const extraction = planFor('all car brands with link', html);
    expect(extraction.fields.map((field) => field.name)).toEqual(['brand', 'link']);
    expect(extraction.sampleRows[0]).toMatchObject({ brand: 'ACURA' });
  });

  it('reads a record spread over sibling blocks, with letter headings between some, and counts by their qualifier', () => {
    const names = ['ACURA', 'ALFA ROMEO', 'ASTON MARTIN', 'BENTLEY', 'BMW', 'BUGATTI'];
    const blocks = names.map((name, index) => {
      const divider =
        index === 2 ? `<div class="divider"><h4>B</h4></div>` : `<div class="spacer">&nbsp;</div>`;
      return (
        `<div class="maker"><h5><a href="/${name.toLowerCase().replace(' ', '-')}/">${name}</a></h5></div>` +
        `<div class="numbers"><p><b>${index + 3}</b> in production</p><p><b>${index * 10 + 5}</b> discontinued</p></div>` +
        divider
      );
    });
    const html = `<html><body><h1>All car makers</h1><div class="grid">${blocks.join('')}</div></body></html>`;
    const extraction = planFor('all car brands with link and number of models in production', html);
    expect(extraction.recordCount).toBe(6);
    expect(extraction.sampleRows[0]).toMatchObject({
      brand: 'ACURA',
      link: 'https://shop.example/acura/',
      number_of_models_in_production: 3,
    });
  });

  it('reads the e-mail address, not the "E-Mail" label beside it', () => {
    const company = (name: string, mail: string) =>
      `<div class="result"><h3><a href="/firm/${mail}">${name}</a></h3><div class="street">Hauptplatz 3</div>` +
      `<div class="icon-email info"><span class="type">E-Mail</span> <a href="mailto:${mail}">${mail}</a></div></div>`;
    const html = `<html><body><h1>Firms</h1>${[
      company('3E-Technik e.U.', 'office@3e.example'),
      company('Jamnik Elektro GmbH', 'info@jamnik.example'),
      company('AAVES GmbH', 'office@aaves.example'),
    ].join('')}</body></html>`;
    const extraction = planFor('every company listed with name, street and e-mail', html);
    expect(extraction.sampleRows[0]).toMatchObject({
      name: '3E-Technik e.U.',
      email: 'office@3e.example',
    });
  });

  it('plans links as a type, not a record group', () => {
    const extraction = planFor('Get all links', CARDS);
    expect(extraction.recordSpec?.container).toBe('a[href]');
    expect(extraction.sampleRows[0]).toEqual({ text: 'Home', url: 'https://shop.example/' });
  });
});

describe('matchFields', () => {
  it('assigns each column once and lists the missing', () => {
    const [group] = analysePage(CARDS, URL).groups;
    const { matches, missing } = matchFields(['title', 'picture', 'colour'], group?.columns ?? []);
    expect(matches.map((match) => [match.requested, match.column.name])).toEqual([
      ['title', 'title'],
      ['picture', 'image'],
    ]);
    expect(missing).toEqual(['colour']);
  });

  it('finds an unnamed column by the word its values write short ("Incl." for what is included)', () => {
    const ticket = (name: string, note: string) =>
      `<div class="ticket"><h3>${name}</h3><p class="small">${note}</p><span class="price">€${name.length}.00</span></div>`;
    const html = `<main>${[
      ticket('Early bird', 'Long drink incl.'),
      ticket('Standard', '1 drink Incl, cloakroom'),
      ticket('VIP', 'Table for 4, bottle incl.'),
    ].join('')}</main>`;
    const extraction = planFor('the tickets with name, what is included and price', html);
    expect(extraction.sampleRows.map((row) => row.included)).toEqual([
      'Long drink incl.',
      '1 drink Incl, cloakroom',
      'Table for 4, bottle incl.',
    ]);
  });
});

describe('planDetail', () => {
  it('finds heading, price, key-value cells, breadcrumb category, description and counts', () => {
    const detail = planDetail(DETAIL, 'https://shop.example/p/spade', [
      'title',
      'price',
      'sku',
      'availability',
      'num_available',
      'category',
      'description',
      'colour',
    ]);
    expect(detail.sample).toEqual({
      title: 'Spade',
      price: 12.5,
      price_currency: 'EUR',
      sku: 'SP-001',
      availability: 'In stock (7 available)',
      num_available: 7,
      category: 'Tools',
      description:
        'A sturdy spade with an ash handle, forged steel blade and a lifetime guarantee for gardeners.',
    });
    expect(detail.missingFields).toEqual(['colour']);
    expect(detail.recordSpec.container).toBe('body');
  });

  it("reads the list after a heading boxed with its own tools ('[edit]'), not the tools", () => {
    const html = `<html><body><h1>Pumpkin Pie</h1><p>${'A custard pie baked in a single shell. '.repeat(4)}</p>
      <div class="heading-box"><h2>Ingredients</h2><span class="tools">[<a href="?edit=1">edit</a> | <a href="?source=1">edit source</a>]</span></div>
      <ul><li>2 cups milk, scalded</li><li>2 cups pumpkin purée</li><li>1 cup maple syrup</li></ul>
      <div class="heading-box"><h2>Procedure</h2></div><ol><li>Mix.</li><li>Bake.</li></ol></body></html>`;
    const detail = planDetail(html, 'https://cook.example/pie', ['title', 'ingredients']);
    expect(detail.sample).toMatchObject({
      title: 'Pumpkin Pie',
      ingredients: ['2 cups milk, scalded', '2 cups pumpkin purée', '1 cup maple syrup'],
    });
  });

  it('takes a list as separate items over a description that runs them together', () => {
    const html = `<html><head><meta property="og:description" content="INGREDIENTS: 1 lb beef 1 cup onion, chopped 2 tbsp chili powder"></head>
      <body><h1>Chili</h1><div class="summary">INGREDIENTS: 1 lb beef 1 cup onion, chopped 2 tbsp chili powder</div>
      <h2>Ingredients</h2><ul><li>1 lb beef</li><li>1 cup onion, chopped</li><li>2 tbsp chili powder</li></ul></body></html>`;
    const detail = planDetail(html, 'https://cook.example/chili', ['title', 'ingredients']);
    expect(detail.sample).toMatchObject({
      ingredients: ['1 lb beef', '1 cup onion, chopped', '2 tbsp chili powder'],
    });
  });

  it("does not take a byline's own words ('Recipe by') for the author", () => {
    const html = `<html><body><h1>Calamari</h1><div class="c-author__content">
      <span class="c-author__byline-role">Recipe by</span>
      <a href="/people/helena/" class="c-author__name">Helena Moursellas</a></div>
      <p>${'Grilled baby calamari with lemon. '.repeat(5)}</p></body></html>`;
    const detail = planDetail(html, 'https://cook.example/calamari', ['title', 'author']);
    expect(detail.sample).toMatchObject({ author: 'Helena Moursellas' });
  });

  it("leaves a wiki's namespace ('Cookbook:') out of the title", () => {
    const html = `<html><body><h1>Cookbook:Pumpkin Pie I</h1><p>${'A custard pie. '.repeat(8)}</p></body></html>`;
    const detail = planDetail(html, 'https://wiki.example/Cookbook:Pumpkin_Pie_I', ['title']);
    expect(detail.sample).toEqual({ title: 'Pumpkin Pie I' });
  });

  it('reads a list shown twice (desktop and mobile layouts) once', () => {
    const items =
      '<ul><li><span>1 leek, sliced</span></li><li><span>6 cups stock</span></li><li><span>2 zucchini</span></li></ul>';
    const html = `<html><body><h1>Green Minestrone</h1>
      <div class="col ingredients"><h2>INGREDIENTS</h2>${items}</div>
      <div class="tab-pane ingredients" id="ingredients">${items}</div></body></html>`;
    const detail = planDetail(html, 'https://cook.example/soup', ['title', 'ingredients']);
    expect(detail.sample).toMatchObject({
      ingredients: ['1 leek, sliced', '6 cups stock', '2 zucchini'],
    });
  });
});

describe('applyRecordSpec', () => {
  it('applies the pattern extension on top of the scraper engine', () => {
    const html =
      '<ul><li>Stay hungry. Author: Steve Jobs</li><li>Less is more. Author: Mies</li></ul>';
    const items = applyRecordSpec(html, URL, {
      container: 'li',
      fields: [
        { name: 'text', selector: '', kind: 'text', pattern: '^([\\s\\S]*?)\\s*Author:' },
        { name: 'author', selector: '', kind: 'text', pattern: 'Author:\\s*([\\s\\S]+)$' },
      ],
    });
    expect(items.map((item) => item.content)).toEqual([
      { text: 'Stay hungry.', author: 'Steve Jobs' },
      { text: 'Less is more.', author: 'Mies' },
    ]);
  });
});
