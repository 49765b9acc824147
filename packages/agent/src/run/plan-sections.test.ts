/**
 * Start pages that list links to more lists, not the records asked for: the plan goes down a
 * level or two to where the records are, and walks every link of each level. Sites of other
 * shapes than the catalogue the server's job test runs (tiles and subcategory asides).
 */
import { describe, expect, it } from 'vitest';
import { planRequest } from './plan-request.js';

type Site = Record<string, string>;

const html = (body: string, title = 'Page') =>
  `<!doctype html><html><head><title>${title}</title></head><body><header><nav class="menu"><a href="/">Home</a><a href="/about">About</a><a href="/contact">Contact</a></nav></header>${body}<footer><a href="/about">About</a><a href="/privacy">Privacy</a></footer></body></html>`;

const ORIGIN = 'http://site.test';

/** A page source over written pages; a missing page is a 404. */
function source(site: Site) {
  return {
    fetchPage(url: string) {
      const path = new URL(url).pathname + new URL(url).search;
      const page = site[path];
      return Promise.resolve(
        page === undefined
          ? { html: html('<h1>Not found</h1>'), url, status: 404 }
          : { html: page, url, status: 200 },
      );
    },
  };
}

/** A careers site: a table of teams on the front page, each team's page a list of openings. */
const TEAMS = ['Engineering', 'Design', 'Support', 'Finance'];
const careers: Site = {
  '/': html(
    `<h1>Careers</h1><table class="teams"><thead><tr><th>Team</th><th>Openings</th></tr></thead><tbody>${TEAMS.map(
      (team, i) =>
        `<tr><td><a href="/teams/${team.toLowerCase()}">${team}</a></td><td>${3 + i}</td></tr>`,
    ).join('')}</tbody></table>`,
  ),
  ...Object.fromEntries(
    TEAMS.map((team, t) => [
      `/teams/${team.toLowerCase()}`,
      html(
        `<h1>${team}</h1><div class="openings">${Array.from(
          { length: 3 + t },
          (_, i) =>
            `<article class="opening"><h2><a href="/jobs/${t * 10 + i}">${team} role ${i + 1}</a></h2><p class="where">${i % 2 ? 'Berlin' : 'Remote'}</p></article>`,
        ).join('')}</div>`,
      ),
    ]),
  ),
};

/** A directory: regions, then cities under each region, then the businesses of each city. */
const REGIONS: Record<string, string[]> = {
  north: ['Leeds', 'York', 'Hull'],
  south: ['Brighton', 'Dover'],
};
const directory: Site = {
  '/': html(
    `<h1>Local businesses</h1><ul class="regions">${Object.keys(REGIONS)
      .map((region) => `<li><a href="/r/${region}">${region} region</a></li>`)
      .join('')}</ul>`,
  ),
  ...Object.fromEntries(
    Object.entries(REGIONS).map(([region, cities]) => [
      `/r/${region}`,
      html(
        `<h1>${region}</h1><div class="cities">${cities
          .map((city) => `<a class="city" href="/c/${city.toLowerCase()}">${city}</a>`)
          .join('')}</div>`,
      ),
    ]),
  ),
  ...Object.fromEntries(
    Object.values(REGIONS)
      .flat()
      .map((city) => [
        `/c/${city.toLowerCase()}`,
        html(
          `<h1>${city}</h1>${[1, 2, 3]
            .map(
              (n) =>
                `<div class="listing"><h3><a href="/b/${city.toLowerCase()}-${n}">${city} Bakery ${n}</a></h3><p class="phone">0113 496 000${n}</p></div>`,
            )
            .join('')}`,
        ),
      ]),
  ),
};

describe('records a level or more below the start page', () => {
  it('walks a table of teams to every opening', async () => {
    const { plan } = await planRequest(
      source(careers),
      `${ORIGIN}/`,
      'every job with its title and location',
    );
    expect(plan.sections).toMatchObject({ levels: 1, startLinks: 4 });
    expect(plan.recordSpec?.container).toBe('article.opening');
    expect(plan.recordKey).toBe('url');
    expect(plan.sampleRows[0]).toMatchObject({
      title: 'Engineering role 1',
      location: 'Remote',
      url: `${ORIGIN}/jobs/0`,
    });
  });

  it('goes two levels down, regions then cities, to the businesses', async () => {
    const { plan } = await planRequest(
      source(directory),
      `${ORIGIN}/`,
      'all businesses with their name and phone number',
    );
    expect(plan.sections?.levels).toBe(2);
    // The site's own menu, on every page, is never taken for a level.
    expect(plan.sections?.linkSelector).not.toMatch(/menu|footer/);
    expect(plan.sampleRows[0]).toMatchObject({ name: 'Leeds Bakery 1' });
    expect(String(plan.sampleRows[0]?.phone)).toContain('0113 496 0001');
  });

  it('leaves a list whose fields are on each record’s own page to the detail step', async () => {
    const shop: Site = {
      '/': html(
        `<ul class="items">${[1, 2, 3]
          .map((n) => `<li class="item"><a href="/p/${n}">Chair ${n}</a></li>`)
          .join('')}</ul>`,
      ),
      ...Object.fromEntries(
        [1, 2, 3].map((n) => [
          `/p/${n}`,
          html(`<h1>Chair ${n}</h1><p class="price">€${n * 10},50</p>`),
        ]),
      ),
    };
    const { plan } = await planRequest(
      source(shop),
      `${ORIGIN}/`,
      'every chair with its name and price',
    );
    expect(plan.sections ?? null).toBeNull();
    expect(plan.detail?.recordSpec?.fields.map((field) => field.name)).toContain('price');
  });

  it('says why, and makes no empty detail step, when the links lead to nothing that answers', async () => {
    const empty: Site = {
      '/': html(
        `<ul class="items">${[1, 2, 3]
          .map((n) => `<li class="item"><a href="/p/${n}">Chair ${n}</a></li>`)
          .join('')}</ul>`,
      ),
      ...Object.fromEntries(
        [1, 2, 3].map((n) => [`/p/${n}`, html(`<h1>Chair ${n}</h1><p>Coming soon.</p>`)]),
      ),
    };
    const { plan } = await planRequest(
      source(empty),
      `${ORIGIN}/`,
      'every chair with its name and price',
    );
    expect(plan.detail).toBeNull();
    expect(plan.missingFields).toContain('price');
    expect(plan.missingMessage).toBe(
      'The pages the records link to do not show "price" either, so that column is left out.',
    );
  });
});

/**
 * A recipe site: twelve cuisines on the front page, each a paged list; the first three (the
 * ones read to learn the site's shape) are short, the others run to four pages.
 */
const CUISINES = Array.from({ length: 12 }, (_, i) => ({
  slug: `cuisine-${i + 1}`,
  pages: i < 3 ? 1 : 4,
}));
const recipesSite: Site = {
  '/': html(
    `<h1>Recipes by cuisine</h1><div class="tiles">${CUISINES.map(
      ({ slug }, i) =>
        `<div class="tile"><a href="/${slug}"><img src="/${slug}.jpg" alt=""><span>Cuisine ${i + 1}</span></a></div>`,
    ).join('')}</div>`,
  ),
  ...Object.fromEntries(
    CUISINES.flatMap(({ slug, pages }, c) =>
      Array.from({ length: pages }, (_, p) => [
        p === 0 ? `/${slug}` : `/${slug}?page=${p + 1}`,
        html(
          `<h1>Cuisine ${c + 1}</h1><ul class="recipes">${[1, 2, 3]
            .map(
              (n) =>
                `<li class="recipe"><a href="/r/${slug}-${p}-${n}">Dish ${c}.${p}.${n}</a><span class="time">${20 + n} min</span></li>`,
            )
            .join('')}</ul>${
            pages > 1
              ? `<p class="pager">Page ${p + 1} of ${pages}${p + 1 < pages ? ` <a rel="next" href="/${slug}?page=${p + 2}">Next</a>` : ''}</p>`
              : ''
          }`,
        ),
      ]),
    ),
  ),
};

describe('the pages a front page of lists leads to, for the estimate', () => {
  it('judges the lists from more than the first few, read across all the links', async () => {
    const { plan } = await planRequest(
      source(recipesSite),
      `${ORIGIN}/`,
      'every recipe with its name and cooking time',
    );
    expect(plan.sections).toMatchObject({ levels: 1, startLinks: 12, sampledPages: 6 });
    // Three one-page cuisines read first, three of four pages spread over the rest: 2.5 a link
    // (the site has 39 list pages under 12 links, 3.25 each; the first three alone said 1).
    expect(plan.sections?.pagesPerLink).toBe(2.5);
  });

  it('counts each level’s links: regions lead to cities, each a page of businesses', async () => {
    const { plan } = await planRequest(
      source(directory),
      `${ORIGIN}/`,
      'all businesses with their name and phone number',
    );
    // A region page, then its 2 or 3 cities of one page each: 3.5 pages a region (7 in all).
    expect(plan.sections).toMatchObject({ startLinks: 2, pagesPerLink: 3.5 });
  });
});
