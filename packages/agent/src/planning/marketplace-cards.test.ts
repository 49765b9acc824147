/**
 * Cards as large marketplaces and React sites write them: generated class names with test ids,
 * records behind generic wrappers, labels before the block a value opens, counts that say what
 * they count only by where their link leads, and lines no class names at all.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';
import { analysePage } from '../analysis/analyse-page.js';
import { parseRequest } from '../request/parse-request.js';
import { plan } from './plan.js';

describe('cards on marketplaces and generated-class sites', () => {
  it('names fields by their test ids where the classes are generated hashes', () => {
    const jobs = [
      ['Data Analyst', 'Acme Corp', 'Austin, TX'],
      ['Software Engineer', 'Globex', 'Remote'],
      ['Registered Nurse', 'City Hospital', 'Denver, CO'],
      ['Accountant', 'Numbers & Co', 'New York, NY'],
    ];
    const html = page(
      `<ul class="css-zu9cdh">${jobs
        .map(
          ([title, company, location], index) =>
            `<li class="css-1ac2h1w eu4oa1w0"><div class="job_seen_beacon"><h2 class="css-198pbd"><a class="css-jspxzf" href="/job?jk=${index}"><span>${title}</span></a></h2><div class="css-17fky0v"><div class="css-1restlb"><span data-testid="company-name" class="css-1h7lukg">${company}</span></div><div data-testid="text-location" class="css-1restlb">${location}</div></div><span data-testid="myJobsStateDate" class="css-10pe3me"><span class="css-1f4kgma">Posted</span> ${index + 2} days ago</span></div></li>`,
        )
        .join('')}</ul>`,
    );
    const rows = rowsFor(
      'jobs with title, company, location and posted date',
      html,
      'https://jobs.example/search',
    );
    expect(rows).toEqual(
      jobs.map(([title, company, location], index): unknown =>
        expect.objectContaining({
          title,
          company,
          location,
          posted_date: `Posted ${index + 2} days ago`,
        }),
      ),
    );
  });

  it('finds records behind one-child wrappers, their list price after its label, and review counts by their link', () => {
    const items = ['Earbuds', 'Charger', 'Keyboard', 'Webcam', 'Stand'];
    const html = page(
      `<div class="s-main-slot s-result-list">${items
        .map(
          (name, index) =>
            `<div data-asin="B0${index}" class="s-result-item s-asin sg-col"><div class="sg-col-inner"><div class="puis-card-container"><div class="a-section"><div class="a-section a-spacing-small"><h2 class="a-size-mini"><a class="a-link-normal" href="/dp/B0${index}"><span class="a-size-medium">${name}</span></a></h2><div class="a-section a-spacing-none"><div class="a-row a-size-small"><span aria-label="${index + 1},200"><a class="a-link-normal" href="/dp/B0${index}#customerReviews"><span class="a-size-base">${index + 1},200</span></a></span></div></div><div class="a-row"><span class="a-price"><span class="a-offscreen">$${20 + index}.99</span></span>${
              index % 2 === 0
                ? `<div class="a-section aok-inline-block"><span class="a-color-secondary">List: </span><span class="a-price a-text-price"><span class="a-offscreen">$${30 + index}.99</span></span></div>`
                : ''
            }</div></div></div></div></div></div>`,
        )
        .join('')}</div>`,
    );
    const rows = rowsFor(
      'products with title, price, list price and number of reviews',
      html,
      'https://shop.example/s?k=tech',
    );
    expect(rows).toHaveLength(items.length);
    expect(rows[0]).toMatchObject({
      title: 'Earbuds',
      price: 20.99,
      list_price: 30.99,
      number_of_reviews: 1200,
    });
    expect(rows[1]).toMatchObject({ title: 'Charger', price: 21.99, list_price: null });
  });

  it('reads an unnamed line of people as the author, format words as the format, and a line-through price as the list price', () => {
    const books = [
      ['Demon Copperhead', 'Barbara Kingsolver', 'Hardcover'],
      ['Lessons in Chemistry', 'Bonnie Garmus', 'Paperback'],
      ['Yellowface', 'R. F. Kuang', 'Hardcover'],
      ['Fourth Wing', 'Rebecca Yarros', 'Ebook'],
    ];
    const html = page(
      `<div class="grid grid-cols-4">${books
        .map(
          ([title, author, format], index) =>
            `<div class="flex flex-col booklist-book"><a href="/p/${index}"><img src="/c/${index}.jpg" alt=""></a><div class="pt-2"><h3 class="font-serif"><a href="/p/${index}">${title}</a></h3><h4 class="text-sm">${author}</h4><div class="mt-1 text-sm">${format}</div><div class="mt-2"><span class="font-bold">$${15 + index}.50</span> <span class="line-through">$${20 + index}.00</span></div></div></div>`,
        )
        .join('')}</div>`,
    );
    const rows = rowsFor(
      'books with title, author, format, price and list price',
      html,
      'https://books.example/bestsellers',
    );
    expect(rows).toEqual(
      books.map(([title, author, format], index): unknown =>
        expect.objectContaining({
          title,
          author,
          format,
          price: 15.5 + index,
          list_price: 20 + index,
        }),
      ),
    );
  });

  it('reads counts by their abbreviations, the address by its tag, and a section by the path of its link', () => {
    const homes = [
      ['$549,000', '3', '2', '1,850', '123 Maple St, Springfield, IL'],
      ['$1,250,000', '5', '4.5', '4,200', '9 Ocean View Dr, Malibu, CA'],
      ['$325,000', '2', '1', '980', '77 Pine Ave, Denver, CO'],
    ];
    const listing = page(
      `<ul class="cards">${homes
        .map(
          ([price, beds, baths, area, address], index) =>
            `<li><article class="list-card"><a href="/home/${index}"><address>${address}</address></a><div class="list-card-price">${price}</div><ul class="list-card-details"><li><b>${beds}</b> bds</li><li><b>${baths}</b> ba</li><li><b>${area}</b> sqft</li></ul></article></li>`,
        )
        .join('')}</ul>`,
    );
    expect(
      rowsFor(
        'homes with price, beds, baths, square feet and address',
        listing,
        'https://homes.example/buy',
      ),
    ).toEqual(
      homes.map(([price, beds, baths, area, address]): unknown =>
        expect.objectContaining({
          price: Number((price ?? '').replace(/[$,]/g, '')),
          beds: Number(beds),
          baths: Number(baths),
          square_feet: Number((area ?? '').replace(',', '')),
          address,
        }),
      ),
    );
    const stories = [
      ['Ocean floor mapped', 'Science'],
      ['New bike lanes approved', 'Local'],
      ['Markets rally', 'Business'],
    ];
    const news = page(
      stories
        .map(
          ([headline, section], index) =>
            `<article class="story"><a class="story__kicker" href="/section/${(section ?? '').toLowerCase()}">${section}</a><h3><a href="/2026/11/story-${index}">${headline}</a></h3><p class="story__dek">A short summary of the story number ${index}.</p></article>`,
        )
        .join(''),
    );
    expect(rowsFor('articles with headline and section', news, 'https://news.example/')).toEqual(
      stories.map(([headline, section]): unknown => expect.objectContaining({ headline, section })),
    );
  });

  it('reads a shop in German: ratings "von 5 Sternen", a bracketed review count and availability words', () => {
    const items = [
      ['Akku-Bohrschrauber', '89,99 €', '4,6', '128', 'Sofort lieferbar'],
      ['Kreissäge', '149,00 €', '4,2', '54', 'Lieferzeit 3-5 Tage'],
      ['Stichsäge', '74,50 €', '3,9', '17', 'Nicht vorrätig'],
    ];
    const html = page(
      `<div class="artikel-liste">${items
        .map(
          ([name, price, rating, count, stock], index) =>
            `<div class="artikel-kachel"><a href="/p/${index}"><h3 class="artikel-name">${name}</h3></a><div class="bewertung"><span class="sterne" aria-label="${rating} von 5 Sternen"></span><span class="anzahl">(${count})</span></div><span class="preis">${price}</span><div class="verfuegbarkeit">${stock}</div></div>`,
        )
        .join('')}</div>`,
    );
    expect(
      rowsFor(
        'products with name, price, rating, review count and availability',
        html,
        'https://werkzeug.example/elektro',
      ),
    ).toEqual(
      items.map(([name, price, rating, count, stock]): unknown =>
        expect.objectContaining({
          name,
          price: Number((price ?? '').replace(/[^\d,]/g, '').replace(',', '.')),
          rating: Number((rating ?? '').replace(',', '.')),
          review_count: Number(count),
          availability: stock,
        }),
      ),
    );
  });

  it('reads the person a byline names without a colon ("Started by")', () => {
    const threads = [
      ['How do I flash the firmware?', 'bob42', '12'],
      ['Wi-Fi drops every hour', 'anna_k', '27'],
      ['Show us your desk setup', 'mike', '153'],
    ];
    const html = page(
      `<table class="threads"><thead><tr><th>Topic</th><th>Replies</th></tr></thead><tbody>${threads
        .map(
          ([title, author, replies], index) =>
            `<tr class="thread"><td class="topic"><a class="thread-title" href="/t/${index}">${title}</a><div class="starter">Started by <a href="/u/${author}">${author}</a></div></td><td class="replies">${replies}</td></tr>`,
        )
        .join('')}</tbody></table>`,
    );
    expect(
      rowsFor('threads with title, author and replies', html, 'https://forum.example/c/help'),
    ).toEqual(
      threads.map(([title, author, replies]): unknown =>
        expect.objectContaining({ title, author, replies: Number(replies) }),
      ),
    );
  });

  it('reads microdata properties, counts named by their icons ("12.4k" stars), a length of time and a level', () => {
    const repos = [
      ['widget', 'TypeScript', '12.4k', 12400, '1,203', 1203],
      ['cli', 'Go', '3,211', 3211, '210', 210],
      ['parser', 'Rust', '98', 98, '41', 41],
    ] as const;
    const html = page(
      `<ul>${repos
        .map(
          ([name, language, stars, , forks]) =>
            `<li class="repo public" itemprop="owns" itemscope itemtype="http://schema.org/Code"><h3><a href="/acme/${name}" itemprop="name codeRepository">${name}</a></h3><div class="meta"><span><span class="repo-language-color"></span><span itemprop="programmingLanguage">${language}</span></span><a class="muted" href="/acme/${name}/stargazers"><svg aria-label="star"></svg> ${stars}</a><a class="muted" href="/acme/${name}/forks"><svg aria-label="fork"></svg> ${forks}</a></div></li>`,
        )
        .join('')}</ul>`,
    );
    expect(
      rowsFor(
        'repositories with name, language, stars and forks',
        html,
        'https://code.example/acme',
      ),
    ).toEqual(
      repos.map(([name, language, , stars, , forks]): unknown =>
        expect.objectContaining({ name, language, stars, forks }),
      ),
    );
    const courses = [
      ['Intro to Data Science', '6 weeks', 'Beginner'],
      ['Machine Learning Engineering', '12 weeks', 'Advanced'],
      ['Web Development', '10 weeks', 'Intermediate'],
    ];
    const catalog = page(
      `<div class="grid">${courses
        .map(
          ([title, length, level], index) =>
            `<div class="course-card"><a href="/c/${index}"><h2 class="course-card__title">${title}</h2><div class="course-card__meta"><span>${length}</span><span>·</span><span>${level}</span></div></a></div>`,
        )
        .join('')}</div>`,
    );
    expect(
      rowsFor('courses with title, duration and level', catalog, 'https://learn.example/catalog'),
    ).toEqual(
      courses.map(([title, duration, level]): unknown =>
        expect.objectContaining({ title, duration, level }),
      ),
    );
  });

  it('proposes columns named by what they hold when the request names none', () => {
    const homes = [
      ['$549,000', '3', '2', '1,850', '123 Maple St'],
      ['$1,250,000', '5', '4', '4,200', '9 Ocean View Dr'],
      ['$325,000', '2', '1', '980', '77 Pine Ave'],
    ];
    const html = page(
      `<ul class="cards">${homes
        .map(
          ([price, beds, baths, area, address], index) =>
            `<li><article class="list-card"><a href="/home/${index}"><address>${address}</address></a><div class="list-card-price">${price}</div><ul class="list-card-details"><li><b>${beds}</b> bds</li><li><b>${baths}</b> ba</li><li><b>${area}</b> sqft</li></ul><p class="sr"><span class="visually-hidden">Regular price</span></p></article></li>`,
        )
        .join('')}</ul>`,
    );
    const url = 'https://homes.example/buy';
    const extraction = plan(
      parseRequest(`get all homes from ${url}`),
      analysePage(html, url),
      html,
      url,
    );
    const names = extraction.fields.map((field) => field.name);
    expect(names).toEqual(expect.arrayContaining(['price', 'bedrooms', 'bathrooms', 'floor_area']));
    expect(names).not.toContain('visually_hidden');
    expect(extraction.sampleRows[1]).toMatchObject({ bedrooms: 5, bathrooms: 4, floor_area: 4200 });
  });

  it('reads a card that is one link, its eyebrow as the category, and stars drawn to a width', () => {
    const items = [
      ['Ceramic Vase', '$48.00', 'Home'],
      ['Oak Side Table', '$210.00', 'Furniture'],
      ['Linen Throw', '$65.00', 'Textiles'],
    ];
    const cards = page(
      `<div class="grid">${items
        .map(
          ([name, price, category], index) =>
            `<a class="product-tile" href="/products/${index}"><img src="/i/${index}.jpg" alt="${name}"><p class="product-tile__eyebrow">${category}</p><p class="product-tile__name">${name}</p><p class="product-tile__price">${price}</p></a>`,
        )
        .join('')}</div>`,
    );
    expect(
      rowsFor('products with name, price, category and link', cards, 'https://shop.example/c'),
    ).toEqual(
      items.map(([name, , category], index): unknown =>
        expect.objectContaining({
          name,
          category,
          link: `https://shop.example/products/${index}`,
        }),
      ),
    );
    const reviews = page(
      ['80', '100', '40']
        .map(
          (width, index) =>
            `<div class="review"><span class="review__author">Reader ${index}</span><div class="stars"><div class="stars__fill" style="width: ${width}%"></div></div><p class="review__body">Review number ${index} says something.</p></div>`,
        )
        .join(''),
    );
    expect(
      rowsFor('reviews with author, rating and text', reviews, 'https://shop.example/p/kettle').map(
        (row) => (row as { rating: unknown }).rating,
      ),
    ).toEqual([4, 5, 2]);
  });

  it("takes a small table's rows as the records, not its header cells", () => {
    const html = page(
      `<table class="compare"><tr><th>Model</th><th>Price</th><th>Battery</th><th>Weight</th></tr>${[
        ['A', '$699', '4,500 mAh', '180 g'],
        ['B', '$899', '5,000 mAh', '205 g'],
        ['C', '$399', '4,000 mAh', '170 g'],
      ]
        .map(
          ([model, price, battery, weight]) =>
            `<tr><td><a href="/m/${model}">Phone ${model}</a></td><td>${price}</td><td>${battery}</td><td>${weight}</td></tr>`,
        )
        .join('')}</table>`,
    );
    expect(rowsFor('get the table of phones', html, 'https://phones.example/compare')).toEqual([
      expect.objectContaining({ price: 699, battery: '4,500 mAh', weight: '180 g' }),
      expect.objectContaining({ price: 899, battery: '5,000 mAh', weight: '205 g' }),
      expect.objectContaining({ price: 399, battery: '4,000 mAh', weight: '170 g' }),
    ]);
  });
});
