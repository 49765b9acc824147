/**
 * A page about one item often shows others beside it: a story's "Read more" card with its own
 * byline, a pull quote's credit line, a rental's "Just listed near you" tiles with their own
 * rent and beds. Their values answer for the item they link to or the words they quote, not
 * for the page's own, whatever their classes say. Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { site, wrongCells } from '../../test/page-cells.js';

describe("a byline of another story on a story's page", () => {
  it('a local paper\'s story with a "Read more" card inside its text, its author classed as one', () => {
    const html = site(
      `<meta property="og:site_name" content="The Coastal Post">`,
      `<div class="wrap"><div class="story"><h1 class="story-headline">Harbour dredging to start in spring</h1><p class="story-byline">By Helen Marsh</p><p class="story-date">Published 3 November 2026</p>
<div class="story-body"><p>Work to deepen the inner harbour will begin in March, the council confirmed on Tuesday.</p>
<div class="inline-card"><span class="label">Read more</span> <a href="/local/ferry-timetable-cut">Ferry timetable cut for winter</a> <span class="card-author">by Owen Pike</span></div>
<p>The £4m scheme has been delayed twice by funding disputes.</p><p>Fishing crews say silt has made low-tide landings impossible.</p></div></div></div>`,
    );
    expect(
      wrongCells(
        'headline, author and date of the article',
        html,
        'https://coastalpost.example/local/harbour-dredging-spring',
        [
          {
            headline: 'Harbour dredging to start in spring',
            author: 'Helen Marsh',
            date: '2026-11-03',
          },
        ],
      ),
    ).toEqual([]);
  });

  it("an engineering blog whose post sits under a strip of other posts, each card with its writer's name", () => {
    const cards = [
      ['moving-to-a-monorepo', 'Moving to a monorepo', 'Priya Nand'],
      ['our-on-call-rota', 'How our on-call rota works', 'Sam Oduya'],
    ];
    const html = site(
      '',
      `<main><section class="c-x81"><h2 class="c-x82">Latest</h2>${cards
        .map(
          ([slug, title, writer]) =>
            `<article class="c-x83"><h3><a href="/blog/${slug}">${title}</a></h3><div class="c-x84"><span class="author-name">${writer}</span> · <span>5 min read</span></div></article>`,
        )
        .join(
          '',
        )}</section><div class="post-wrap"><h1>Why our tests took forty minutes</h1><div class="post-meta"><span class="writer">Dan Cole</span> · <span>12 October 2026</span></div><p>Three things made our suite slow.</p><p>The first was a fixture that rebuilt the database for every test.</p><p>The second was logging every query.</p></div></main>`,
    );
    expect(
      wrongCells(
        'title and author of the post',
        html,
        'https://eng.example/blog/why-our-tests-were-slow',
        [{ title: 'Why our tests took forty minutes', author: 'Dan Cole' }],
      ),
    ).toEqual([]);
  });

  it('an opinion piece quoting another paper in a pull quote whose credit line is classed as the author', () => {
    const html = site(
      '',
      `<main><article class="post"><h1>What the harbour plan leaves out</h1><div class="post-body"><p>Last week's report drew a lot of attention, and for good reason.</p><blockquote class="pullquote"><p>"The dredging will cost more than the council admits."</p><footer><span class="author">Owen Pike</span>, <cite>The Gazette</cite></footer></blockquote><p>That claim deserves a closer look, so we went through the budget line by line.</p><p>Here is what we found.</p></div><p class="byline">By Helen Marsh</p></article></main>`,
    );
    expect(
      wrongCells(
        'title and author of the post',
        html,
        'https://harbourwatch.example/2026/11/harbour-plan',
        [{ title: 'What the harbour plan leaves out', author: 'Helen Marsh' }],
      ),
    ).toEqual([]);
  });

  it("a story whose structured data names its author, beside a related card's writer", () => {
    const article = {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Ferry fares to rise in January',
      author: { '@type': 'Person', name: 'Helen Marsh' },
      datePublished: '2026-11-04',
    };
    const html = site(
      `<script type="application/ld+json">${JSON.stringify(article)}</script>`,
      `<main><article><h1>Ferry fares to rise in January</h1><div class="related"><a href="/2026/11/harbour-dredging">Harbour dredging to start</a> <span class="author">Owen Pike</span></div><p>Fares on the island route will rise by 6%.</p><p>The operator blames fuel.</p><p>Season tickets are frozen.</p></article></main>`,
    );
    expect(
      wrongCells(
        'headline, author and date',
        html,
        'https://coastalpost.example/2026/11/ferry-fares',
        [{ headline: 'Ferry fares to rise in January', author: 'Helen Marsh', date: '2026-11-04' }],
      ),
    ).toEqual([]);
  });

  it("a blog post whose only byline is a line of text at its foot, past a quotation's 'by'", () => {
    const html = site(
      '',
      `<div id="content"><div class="entry"><h1 class="entry-title">Reading the harbour budget</h1><div class="entry-content"><p>Last week's report drew a lot of attention.</p><blockquote><p>"It will cost more than the council admits."</p><p>— by Owen Pike, The Gazette</p></blockquote><p>So we went through the budget line by line.</p></div><div class="entry-meta">Posted on 4 November 2026 by Helen Marsh</div></div></div>`,
    );
    expect(
      wrongCells(
        'title, author and date of the post',
        html,
        'https://harbourwatch.example/2026/11/reading-the-budget',
        [{ title: 'Reading the harbour budget', author: 'Helen Marsh', date: '2026-11-04' }],
      ),
    ).toEqual([]);
  });

  it("a book review signed at its end, a quotation's caption crediting another reviewer above", () => {
    const html = site(
      '',
      `<main><h1>A second look at "Tidewater"</h1><p class="intro">The novel everyone argued about last spring is out in paperback.</p><figure class="quote"><blockquote><p>"A book about waiting, written with no patience at all."</p></blockquote><figcaption>— review by Owen Pike</figcaption></figure><p>I disagreed then and I disagree now.</p><p class="signoff">Review by Helen Marsh</p></main>`,
    );
    expect(
      wrongCells(
        'title and author of the review',
        html,
        'https://books.example/reviews/tidewater',
        [{ title: 'A second look at "Tidewater"', author: 'Helen Marsh' }],
      ),
    ).toEqual([]);
  });

  it("reads no author from a photo's credit when the story names none", () => {
    const html = site(
      '',
      `<main><article><h1>Seals return to the estuary</h1><figure><img src="/seals.jpg" alt="Seals on a sandbank"><figcaption>Photo by Jane Doe Hill</figcaption></figure><p>Grey seals have been seen on the sandbanks again.</p><p>Counts are up on last year.</p><p>Walkers are asked to keep dogs on leads.</p></article></main>`,
    );
    expect(
      wrongCells('title and author', html, 'https://coastalpost.example/nature/seals-return', [
        { title: 'Seals return to the estuary', author: undefined },
      ]),
    ).toEqual([]);
  });

  it("a concert review and a recipe signed by names with lower-case particles ('van', 'de la')", () => {
    const review = site(
      '',
      `<main><h1>The late quartets, played late</h1><p class="intro">A night of Opus 131 at the old hall.</p><p>The second half was the better one.</p><p class="signoff">Review by Ludwig van Beethoven</p></main>`,
    );
    expect(
      wrongCells('title and author of the review', review, 'https://concerts.example/reviews/131', [
        { title: 'The late quartets, played late', author: 'Ludwig van Beethoven' },
      ]),
    ).toEqual([]);
    const post = site(
      '',
      `<div id="content"><div class="entry"><h1 class="entry-title">Green mole, slowly</h1><div class="entry-content"><p>Start the day before.</p><p>Toast the seeds until they pop.</p></div><div class="entry-meta">Posted on 2 October 2026 by Maria de la Cruz</div></div></div>`,
    );
    expect(
      wrongCells(
        'title and author of the post',
        post,
        'https://cocina.example/2026/10/green-mole',
        [{ title: 'Green mole, slowly', author: 'Maria de la Cruz' }],
      ),
    ).toEqual([]);
  });

  it("ends a byline's name at a lower-case word that is no particle", () => {
    const html = site(
      '',
      `<main><h1>Tides of the inner harbour</h1><p class="intro">Notes from a winter of counting.</p><p class="signoff">Written by Helen Marsh in de Keuken, Leiden</p></main>`,
    );
    expect(
      wrongCells('title and author', html, 'https://harbourwatch.example/tides', [
        { title: 'Tides of the inner harbour', author: 'Helen Marsh' },
      ]),
    ).toEqual([]);
  });

  it("still reads the story's only byline when it sits beside a link to the series it belongs to", () => {
    const html = site(
      '',
      `<div class="story"><div class="title-block"><h1>Silt, tides and a £4m bill</h1></div><div class="credit"><span class="author">Helen Marsh</span> · Part of <a href="/local/harbour-series">The harbour series</a></div><p>Work to deepen the inner harbour will begin in March.</p><p>The scheme has been delayed twice.</p><p>Crews say silt has made landings impossible.</p></div>`,
    );
    expect(
      wrongCells(
        'title and author of the story',
        html,
        'https://coastalpost.example/local/silt-tides-and-a-bill',
        [{ title: 'Silt, tides and a £4m bill', author: 'Helen Marsh' }],
      ),
    ).toEqual([]);
  });
});

describe("another home's facts on a home's page", () => {
  it('a rental whose "Just listed near you" tiles come first in the markup, each with rent, beds and baths', () => {
    const tiles = [
      ['9-birch-mews', '9 Birch Mews, Apt 3', '$1,450/mo', '1 bd', '1 ba'],
      ['40-cedar-row', '40 Cedar Row', '$2,300/mo', '3 bd', '2 ba'],
    ];
    const html = site(
      '',
      `<main><div class="gallery"><img src="/img/alder-1.jpg" alt="Living room"></div><div class="col-left"><div class="tile-strip"><h2>Just listed near you</h2>${tiles
        .map(
          ([slug, address, rent, beds, baths]) =>
            `<div class="tile"><a href="/rent/${slug}"><img src="/img/${slug}.jpg" alt="${address}"></a><div class="tile-price">${rent}</div><div class="tile-facts"><span class="beds">${beds}</span> <span class="baths">${baths}</span></div><a class="tile-link" href="/rent/${slug}">${address}</a></div>`,
        )
        .join(
          '',
        )}</div></div><div class="col-main"><h1>14 Alder Court, Apt 2B</h1><div class="summary"><div class="rent">$1,875/mo</div><div class="facts"><span class="beds">2 bd</span> <span class="baths">1 ba</span> <span class="area">840 sqft</span></div></div><h2>About this rental</h2><p>Bright corner apartment with a balcony over the park. Heat and water included.</p></div></main>`,
    );
    expect(
      wrongCells(
        'rent, beds and baths of this apartment',
        html,
        'https://northside.example/rent/14-alder-court-2b',
        [{ rent: 1875, beds: 2, baths: 1 }],
      ),
    ).toEqual([]);
  });

  it('a house for sale whose "Homes nearby" carousel, each card one link, comes before its own facts', () => {
    const nearby = [
      ['12-oak-lane', '$389,000', '3 beds', '2 baths', '12 Oak Lane'],
      ['7-mill-close', '$512,500', '5 beds', '3 baths', '7 Mill Close'],
      ['3-ash-grove', '$299,900', '2 beds', '1 bath', '3 Ash Grove'],
    ];
    const html = site(
      '',
      `<div id="root"><div class="sc-a1"><h1 class="sc-b2">88 Ferry Road, Lakeside</h1></div><div class="sc-c3"><ul class="sc-d4">${nearby
        .map(
          ([slug, price, beds, baths, address]) =>
            `<li class="sc-e5"><a class="sc-f6" href="/homedetails/${slug}"><img src="/p/${slug}.jpg" alt=""><span class="sc-g7" data-testid="price">${price}</span><span class="sc-h8">${beds}</span><span class="sc-h8">${baths}</span><span class="sc-i9">${address}</span></a></li>`,
        )
        .join(
          '',
        )}</ul></div><div class="sc-j0"><span class="sc-g7" data-testid="price">$445,000</span><ul class="sc-k1"><li><b>4</b> beds</li><li><b>2.5</b> baths</li><li><b>2,140</b> sqft</li></ul><p>A lakeside family home with a double garage.</p></div></div>`,
    );
    expect(
      wrongCells(
        'price, bedrooms and bathrooms',
        html,
        'https://homes.example/homedetails/88-ferry-road',
        [{ price: 445000, bedrooms: 4, bathrooms: 2.5 }],
      ),
    ).toEqual([]);
  });

  it('a page of rentals to choose from stays a list of every one', () => {
    const homes = [
      ['9-birch-mews', '9 Birch Mews, Apt 3', '$1,450/mo', 1],
      ['40-cedar-row', '40 Cedar Row', '$2,300/mo', 3],
      ['14-alder-court-2b', '14 Alder Court, Apt 2B', '$1,875/mo', 2],
    ] as const;
    const html = site(
      '',
      `<main><h1>Apartments for rent in Northside</h1><p class="count">3 rentals</p><div class="results">${homes
        .map(
          ([slug, address, rent, beds]) =>
            `<div class="tile"><a href="/rent/${slug}"><img src="/img/${slug}.jpg" alt="${address}"></a><div class="tile-price">${rent}</div><div class="tile-facts"><span class="beds">${beds} bd</span></div><a class="tile-link" href="/rent/${slug}">${address}</a></div>`,
        )
        .join('')}</div></main>`,
    );
    expect(
      wrongCells(
        'every rental with its price and beds',
        html,
        'https://northside.example/rent/northside',
        homes.map(([, , rent, beds]) => ({ price: Number(rent.replace(/\D/g, '')), beds })),
      ),
    ).toEqual([]);
  });
});
