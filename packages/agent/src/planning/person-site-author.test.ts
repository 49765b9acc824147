/**
 * A site named for a person, whose pages print no byline, is the author of what it publishes; a
 * site named for a thing names nobody, and a byline still comes first. Pages written here.
 */
import { describe, expect, it } from 'vitest';
import { planDetail } from './plan-item.js';

const recipe = (site: string, byline = '') =>
  `<!doctype html><html lang="en"><head><title>Sourdough Crumpets | ${site}</title>
  <meta property="og:title" content="Sourdough Crumpets | ${site}"></head>
  <body><header><a href="/">${site}</a></header><main><article><h1>Sourdough Crumpets</h1>${byline}
  <p>Makes 8</p><h2>Ingredients</h2><ul class="ingredients"><li>250 g sourdough starter</li><li>1 tsp sugar</li>
  <li>½ tsp bicarbonate of soda</li></ul><h2>Method</h2><ol><li>Mix the starter and sugar.</li>
  <li>Cook in rings over a low heat.</li></ol></article></main></body></html>`;

const author = (html: string, url: string) =>
  planDetail(html, url, ['title', 'author'], 'recipe').sample?.author ?? null;

describe('a site named for a person', () => {
  it('gives the person as the author when the page names nobody', () => {
    expect(author(recipe('Nina Barker'), 'https://www.ninabarker.example/recipes/crumpets')).toBe(
      'Nina Barker',
    );
  });

  it('names no author for a site named for a thing', () => {
    expect(author(recipe('Crumb and Crust'), 'https://crumbandcrust.example/crumpets')).toBeNull();
  });

  it('names nobody when the title ends in a name that is not the site', () => {
    expect(author(recipe('Nina Barker'), 'https://bakes.example/crumpets')).toBeNull();
  });

  it('leaves the byline as the author', () => {
    const html = recipe(
      'Nina Barker',
      '<p class="byline">By <a rel="author" href="/about/tom">Tom Reed</a></p>',
    );
    expect(author(html, 'https://www.ninabarker.example/recipes/crumpets')).toBe('Tom Reed');
  });
});
