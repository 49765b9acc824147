import { describe, expect, it } from 'vitest';
import {
  BOOK_CONTRIBUTORS,
  BOOK_TABLE,
  BOOK_TILES,
  HOMES_FACTS,
  GIGS_CALENDAR,
  HOMES_VARIED,
  JOB_DETAIL,
  JOB_LABELS,
  JOB_PLAIN,
  JOBS_ITEM_LIST,
  LIST_BESIDE_CAROUSEL,
  LIST_WITH_DETAILS,
  MICRODATA_CARDS,
  NEWS_ARTICLE,
  NEWS_CARDS,
  PRODUCT_IN_FORM,
  PRODUCT_JSON_LD,
  RESTAURANT_RATING,
  SALARY_RANGES,
  SALE_PRODUCT,
  SHOP_PRODUCT_DE,
  UTILITY_CARDS,
} from '../../test/fixtures/item-pages.js';
import { analysePage } from '../analysis/analyse-page.js';
import { parseRequest } from '../request/parse-request.js';
import { planRequest } from '../run/plan-request.js';
import { runPlan } from '../run/run-plan.js';
import type { Row } from '../run/run-plan.js';
import { plan } from './plan.js';

const planOn = (html: string, text: string, url = 'https://shop.example/item') =>
  plan(parseRequest(`${text} ${url}`), analysePage(html, url), html, url);

const field = (extraction: ReturnType<typeof planOn>, name: string) =>
  extraction.fields.find((candidate) => candidate.name === name);

describe('news cards', () => {
  it('reads the dek as the summary and the byline without its "By"', () => {
    const news = planOn(
      NEWS_CARDS,
      'all articles with headline, author and summary',
      'https://news.example/tech',
    );
    expect(news.sampleRows.map((row) => [row.author, row.summary])).toEqual([
      ['Jane Doe', 'Prices fall for the first time.'],
      ['Omar Haddad and Li Wei', 'Three chains try it.'],
      ['Ana Souza', 'Investors bet on it.'],
    ]);
  });
});

describe('a list kept in the structured data', () => {
  it('reads each JobPosting of a JSON-LD ItemList as a record when the page has no cards', () => {
    const extraction = planOn(
      JOBS_ITEM_LIST,
      'every job with title, company, location and link',
      'https://jobs.example/search',
    );
    expect(extraction.pageKind).toBe('list');
    expect(extraction.recordSpec?.entities).toEqual({ type: 'JobPosting' });
    expect(extraction.recordCount).toBe(3);
    expect(extraction.sampleRows[2]).toEqual({
      title: 'Designer',
      company: 'Cloud',
      location: 'Braga',
      link: 'https://jobs.example/j/3',
    });
    expect(extraction.fields[1]?.where).toBe(
      'structured data: each JobPosting › hiringOrganization.name',
    );
  });
});

describe('prices as shops and job boards show them', () => {
  it("reads stock from a card's <link itemprop=availability> as words", () => {
    const list = planOn(
      MICRODATA_CARDS,
      'all products with name, price and availability',
      'https://lamps.example/c',
    );
    expect(list.sampleRows.map((row) => [row.name, row.price, row.availability])).toEqual([
      ['Desk Lamp', 39, 'In stock'],
      ['Floor Lamp', 89, 'Out of stock'],
      ['Wall Lamp', 49.5, 'In stock'],
    ]);
  });

  it('takes the price asked now, not the crossed-out former one', () => {
    const list = planOn(BOOK_TILES, 'all books with title and price', 'https://books.example/top');
    expect(list.sampleRows.map((row) => row.price)).toEqual([8.99, 14.5, 7]);
    expect(
      planOn(BOOK_TILES, 'books with title and was price', 'https://books.example/top')
        .sampleRows[0],
    ).toMatchObject({ was_price: 12.99 });
    expect(planOn(SALE_PRODUCT, "the product's name and price").sampleRows[0]).toMatchObject({
      price: 39,
      price_currency: 'EUR',
    });
  });

  it('keeps a salary range as written, with its currency', () => {
    const jobs = planOn(
      SALARY_RANGES,
      'every job with title, company and salary',
      'https://jobs.example/',
    );
    expect(jobs.sampleRows[0]).toMatchObject({
      salary: '€70,000 – €85,000',
      salary_currency: 'EUR',
    });
  });
});

describe('one item read from its evidence', () => {
  it('reads ingredients item by item when the structured data runs them into one text', () => {
    const items = ['Onions:', '2 sweet onions, sliced', '4 tbsp butter', 'Sliders:', '12 rolls'];
    const recipe = `<main><h1>Sliders</h1><h2>Ingredients</h2>
      <div itemscope itemtype="http://schema.org/Recipe"><meta itemprop="name" content="Sliders">
      <div itemprop="recipeIngredient">${items.map((item) => `<div class="ingredient"><p>${item}</p></div>`).join('')}</div></div></main>`;
    expect(
      planOn(recipe, 'the recipe: title and the list of ingredients').sampleRows[0],
    ).toMatchObject({
      ingredients: ['2 sweet onions, sliced', '4 tbsp butter', '12 rolls'],
    });
  });

  it("reads a place's rating from an hReview-aggregate written apart from its microdata", () => {
    const extraction = planOn(
      RESTAURANT_RATING,
      'the restaurant: name, town, overall score and number of reviews',
    );
    expect(extraction.sampleRows[0]).toMatchObject({
      town: 'Domburg',
      overall_score: 8.3,
      number_of_reviews: 29,
    });
  });

  it('reads how many a recipe makes from a "Serves 4" at the end of its method', () => {
    const recipe = `<main><h1>Green Soup</h1><ul class="ingredients"><li>1 leek</li><li>2 peas</li></ul>
      <ol class="method"><li>Cook the leek.</li><li>Add the peas and simmer. <b>Serves 4</b></li></ol></main>`;
    expect(planOn(recipe, 'the recipe: title and how many it makes').sampleRows[0]).toMatchObject({
      title: 'Green Soup',
      how_many_makes: 4,
    });
  });

  it('reads a product inside its cart form: the brand by its wrapper, the category path from the trail', () => {
    const extraction = planOn(PRODUCT_IN_FORM, 'product name, brand, price and category path');
    expect(extraction.sampleRows[0]).toMatchObject({
      name: 'Pocket Camcorder',
      brand: 'Lumen',
      price: 349,
      category_path: ['Electronics', 'Cameras & Photo'],
    });
    expect(planOn(PRODUCT_IN_FORM, 'the product title and category').sampleRows[0]).toMatchObject({
      category: 'Cameras & Photo',
    });
  });

  it('reads a product from its structured data, the price with its currency', () => {
    const extraction = planOn(PRODUCT_JSON_LD, "Get the product's name, price, sku and brand");
    expect(extraction.pageKind).toBe('item');
    expect(extraction.recordSpec?.container).toBe('body');
    expect(extraction.sampleRows).toEqual([
      {
        name: 'Trail Runner 2',
        price: 53.98,
        price_currency: 'GBP',
        sku: 'TR-2-BLK',
        brand: 'Stride',
      },
    ]);
    expect(field(extraction, 'price')?.where).toBe('structured data: Product › offers.price');
    expect(field(extraction, 'sku')?.origin).toBe('structured');
    expect(planOn(PRODUCT_JSON_LD, 'the product: name and availability').sampleRows[0]).toEqual({
      name: 'Trail Runner 2',
      availability: 'In stock',
    });
    expect(extraction.missingFields).toEqual([]);
  });

  it('reads a job from its labels, a synonym naming the field, the date as ISO', () => {
    const extraction = planOn(
      JOB_LABELS,
      'the job: title, company, location, salary and date posted',
      'https://jobs.example/42',
    );
    expect(extraction.pageKind).toBe('item');
    expect(extraction.sampleRows[0]).toMatchObject({
      title: 'Data Engineer',
      company: 'Northwind Analytics',
      location: 'Lisbon, Portugal',
      salary: '€55,000 – €65,000 a year',
      date_posted: '2024-03-12',
    });
    expect(field(extraction, 'company')?.where).toBe('label “Employer”');
  });

  it('takes the price beside the buy button, not one from the related books', () => {
    const extraction = planOn(BOOK_TABLE, "the book's title, price, publisher and isbn");
    expect(extraction.pageKind).toBe('item');
    expect(extraction.sampleRows[0]).toMatchObject({
      title: 'The Quiet Harbour',
      price: 18.4,
      price_currency: 'USD',
      publisher: 'Lantern Press',
      isbn: '978-1-23456-789-7',
    });
  });

  it("reads an event's address as a person reads it and never a close button's sign", () => {
    const page = `<html><body><section itemscope itemtype="http://schema.org/Event">
      <h1 itemprop="name">Harbour Lights Night</h1>
      <time itemprop="startDate" datetime="2024-06-10T21:00">Monday, 10 June 2024</time>
      <div class="pull-right times-close"><a href="#close">&times;</a></div>
      <div itemprop="location" itemscope itemtype="http://schema.org/Place">
        <p itemprop="name">The Pier Hall</p>
        <p itemprop="address" itemscope itemtype="http://schema.org/PostalAddress">
          <span itemprop="streetAddress">1 Quay Road</span>, <span itemprop="addressLocality">Porto</span>,
          <meta itemprop="addressCountry" content="PT">Portugal</p>
      </div></section></body></html>`;
    const extraction = planOn(
      page,
      'the event: name, time, venue and venue address',
      'https://events.example/7',
    );
    expect(extraction.sampleRows[0]).toMatchObject({
      name: 'Harbour Lights Night',
      venue: 'The Pier Hall',
      venue_address: '1 Quay Road, Porto, Portugal',
    });
    expect(extraction.sampleRows[0]?.time).not.toBe('×');
  });

  it('reads a shop page labelled in another language, the exact rating, the count by its unit, every picture', () => {
    const extraction = planOn(
      SHOP_PRODUCT_DE,
      "the product's name, price, sku, weight, rating, number of reviews and images",
    );
    expect(extraction.missingFields).toEqual([]);
    expect(extraction.sampleRows[0]).toEqual({
      name: 'Wanderschuh Alpina GTX',
      price: 149.95,
      price_currency: 'EUR',
      sku: 'BW-88412',
      weight: '620 g',
      rating: 4.6,
      number_of_reviews: 128,
      images: ['https://shop.example/img/alpina-1.jpg', 'https://shop.example/img/alpina-2.jpg'],
    });
    expect(field(extraction, 'sku')?.where).toBe('label “Artikelnummer”');
  });

  it('reads a bulleted list under its heading as its points, and a dd of its label', () => {
    const extraction = planOn(
      JOB_PLAIN,
      "the job's title, company, salary, closing date, contact email, requirements and benefits",
      'https://jobs.example/job/88213',
    );
    expect(extraction.sampleRows[0]).toEqual({
      title: 'Senior Data Analyst',
      company: 'Harbourside Logistics Ltd',
      salary: '£42,000 - £48,000 per annum',
      salary_currency: 'GBP',
      closing_date: '2026-12-15',
      contact_email: 'careers@harbourside.example',
      requirements: ['5+ years of SQL', 'Experience with Python and dbt', 'Strong communication'],
      benefits: ['25 days holiday', 'Pension scheme', 'Cycle to work'],
    });
  });

  it("finds the author by the link to their page, and a book's page count among the fields", () => {
    const extraction = planOn(
      BOOK_CONTRIBUTORS,
      "the book's title, author, price, isbn, pages and language",
      'https://books.example/b/salt-road',
    );
    expect(extraction.sampleRows[0]).toEqual({
      title: 'The Salt Road',
      author: 'Mara Quill',
      price: 8.49,
      price_currency: 'GBP',
      isbn: '9781234567897',
      pages: 352,
      language: 'English',
    });
    expect(field(extraction, 'author')?.where).toBe('link to /author/…');
  });

  it("reads an article's author from its markup and its text as a reader keeps it", () => {
    const extraction = planOn(
      NEWS_ARTICLE,
      "the article's headline, author, date, number of comments and body text",
      'https://news.example/a/bridge',
    );
    expect(extraction.missingFields).toEqual([]);
    const [row] = extraction.sampleRows;
    expect(row).toMatchObject({
      headline: 'City council approves harbour bridge plan',
      author: 'Priya Natarajan',
      number_of_comments: 32,
    });
    expect(row?.body_text).toContain('Councillors voted 31 to 9 on Tuesday');
    expect(row?.body_text).toContain('increase traffic in the old town.');
    expect(row?.body_text).not.toContain('Ferry fares to rise');
    expect(field(extraction, 'body_text')?.where).toBe('the main content of the page');
    expect(field(extraction, 'author')?.where).toBe('link marked rel="author"');
  });

  it('offers what a story is read for when nothing is named: headline, author, date, standfirst, text', () => {
    const extraction = planOn(NEWS_ARTICLE, 'scrape this page', 'https://news.example/a/bridge');
    expect(extraction.fields.map((candidate) => candidate.name)).toEqual([
      'title',
      'author',
      'date',
      'description',
      'body',
    ]);
    expect(extraction.missingFields).toEqual([]);
  });

  it('counts by the unit beside a number drawn with an icon', () => {
    const page = `<html><body><main><h1>2016 Harbour Estate</h1>
      <a class="gallery" href="#photos"><div class="gallery__icon"><i class="icon"></i><b>15</b></div><span>Photos</span></a>
      <p>A roomy estate car.</p></main></body></html>`;
    const extraction = planOn(
      page,
      "the car's name and number of photos",
      'https://cars.example/estate',
    );
    expect(extraction.sampleRows[0]).toEqual({ name: '2016 Harbour Estate', number_of_photos: 15 });
  });

  it('names a field it could not find instead of dropping it', () => {
    const extraction = planOn(BOOK_TABLE, "the book's title, price and weight");
    expect(extraction.fields.map((candidate) => candidate.name)).not.toContain('weight');
    expect(extraction.missingFields).toEqual(['weight']);
    expect(extraction.missingMessage).toContain('"weight"');
  });
});

describe('a spec sheet with no fields named', () => {
  it('offers each labelled row, once, as a column', () => {
    const rows = ['Engine', 'Cylinders', 'Top Speed', 'Fuel', 'Gearbox', 'Length']
      .map((label, i) => `<tr><th>${label}</th><td>value ${i}</td></tr>`)
      .join('');
    const html = `<html><body><h1>Roadster 2</h1><table>${rows}</table><table>${rows}</table></body></html>`;
    const extraction = planOn(html, 'technical specs of the Roadster 2');
    expect(extraction.pageKind).toBe('item');
    expect(extraction.sampleRows[0]).toEqual({
      title: 'Roadster 2',
      engine: 'value 0',
      cylinders: 'value 1',
      top_speed: 'value 2',
      fuel: 'value 3',
      gearbox: 'value 4',
      length: 'value 5',
    });
  });
});

describe('cards whose layouts differ a little', () => {
  it('reads a field under a wrapper some cards have, a class some leave off, without its separator sign', () => {
    const extraction = planOn(
      HOMES_VARIED,
      'homes for sale with address, price, property type, bedrooms and agent',
      'https://homes.example/for-sale',
    );
    expect(extraction.missingFields).toEqual([]);
    expect(extraction.recordCount).toBe(4);
    expect(
      extraction.sampleRows.map((row) => [row.property_type, row.bedrooms, row.agent]),
    ).toEqual([
      ['Terraced House', 2, 'Harbour Homes'],
      ['Detached House', 4, 'Mill & Co'],
      ['Apartment', 1, 'Hill Estates'],
      ['Bungalow', 3, 'Bay Agents'],
    ]);
  });
});

describe('a date drawn as a calendar block', () => {
  it('reads the block of weekday, day and month as the date, on the list itself', () => {
    const extraction = planOn(
      GIGS_CALENDAR,
      'every event with its name, date and venue',
      'https://gigs.example/whats-on',
    );
    expect(extraction.detail).toBeFalsy();
    expect(extraction.sampleRows.map((row) => [row.name, row.date, row.venue])).toEqual([
      ['The Lanterns', 'Fri 12 Dec', 'Brudenell Social Club'],
      ['Quartz', 'Sat 13 Dec', 'Howard Assembly Room'],
      ['Northern Soul Allnighter', 'Thu 18 Dec', 'Belgrave Music Hall'],
    ]);
  });
});

describe('cards with no names of their own', () => {
  it('reads cards classed by utilities, the colour known by its values', () => {
    const extraction = planOn(
      UTILITY_CARDS,
      'all products with name, colour, rating and price',
      'https://shop.example/c',
    );
    expect(extraction.missingFields).toEqual([]);
    expect(extraction.recordCount).toBe(4);
    expect(extraction.sampleRows[3]).toEqual({
      name: 'Denim Jacket',
      colour: 'Indigo',
      rating: 4.6,
      price: 129,
      price_currency: 'EUR',
    });
  });
});

describe('the main records, not the neighbours', () => {
  it('takes the results, not a recommended strip of look-alike cards', () => {
    const extraction = planOn(LIST_BESIDE_CAROUSEL, 'every product with its name and price');
    expect(extraction.pageKind).toBe('list');
    expect(extraction.recordCount).toBe(3);
    expect(extraction.sampleRows.map((row) => row.name)).toEqual([
      'Steel kettle',
      'Glass kettle',
      'Travel kettle',
    ]);
    expect(extraction.sampleRows[0]).toMatchObject({ price: 30.5, price_currency: 'EUR' });
  });
});

describe('counts written with their unit', () => {
  it('reads bedrooms and bathrooms from a list of facts by their unit words', () => {
    const extraction = planOn(
      HOMES_FACTS,
      'homes for sale with address, price, bedrooms and bathrooms',
    );
    expect(extraction.recordCount).toBe(3);
    expect(extraction.sampleRows.map((row) => [row.bedrooms, row.bathrooms])).toEqual([
      [2, 1],
      [4, 3],
      [1, 1],
    ]);
  });
});

describe('following detail pages', () => {
  const origin = 'https://jobs.example';
  const pages = (broken: Set<string>) => ({
    fetchPage: (url: string) => {
      const path = new URL(url).pathname;
      if (broken.has(path)) return Promise.reject(new Error('getaddrinfo ENOTFOUND'));
      if (path === '/jobs') return Promise.resolve({ html: LIST_WITH_DETAILS, url });
      if (path.startsWith('/job/')) return Promise.resolve({ html: JOB_DETAIL, url });
      return Promise.resolve({ html: '<html><body>Not found</body></html>', url, status: 404 });
    },
  });
  const run = async (broken: string[]) => {
    const source = pages(new Set(broken));
    const warnings: string[] = [];
    const { plan: planned, page } = await planRequest(
      source,
      `${origin}/jobs`,
      'every job with its title, location and salary',
    );
    const rows: Row[] = [];
    for await (const batch of runPlan(source, planned, page, {
      onWarning: (message) => warnings.push(message),
    }))
      rows.push(...batch);
    return { planned, rows, warnings };
  };

  it('reads the list fields on the list and only the missing one on each detail page', async () => {
    const { planned, rows } = await run([]);
    expect(planned.detail?.fields).toEqual(['salary']);
    expect(rows.map((row) => [row.title, row.location, row.salary])).toEqual([
      ['Analyst', 'Porto', '€50,000'],
      ['Designer', 'Porto', '€50,000'],
      ['Developer', 'Porto', '€50,000'],
    ]);
  });

  it('plans on the next record when the first detail page fails, and keeps rows whose page fails', async () => {
    const { planned, rows, warnings } = await run(['/job/1']);
    expect(planned.detail?.recordSpec).not.toBeNull();
    expect(rows.map((row) => row.salary)).toEqual([null, '€50,000', '€50,000']);
    expect(rows[0]).toMatchObject({ title: 'Analyst', location: 'Porto' });
    expect(warnings).toEqual([expect.stringMatching(/\/job\/1 skipped: getaddrinfo ENOTFOUND/)]);
  });

  it('returns what the list has, and says why, when no detail page opens', async () => {
    const { planned, rows } = await run(['/job/1', '/job/2', '/job/3']);
    expect(planned.detail).toBeNull();
    expect(planned.missingFields).toEqual(['salary']);
    expect(planned.missingMessage).toMatch(/could not open a detail page/);
    expect(rows.map((row) => row.title)).toEqual(['Analyst', 'Designer', 'Developer']);
  });
});
