/**
 * Structured data's reviews are what others wrote: a reviewer named in "review.author" is not
 * the item's author. Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { planDetail } from '../planning/plan-item.js';

const recipe = (byline: string) => {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Rhubarb Crumble Bars',
    recipeYield: '12',
    recipeIngredient: ['400g rhubarb', '150g oats', '100g butter'],
    review: [
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Kelly Brandt' },
        reviewBody: 'Made these twice already.',
      },
    ],
  };
  return `<!doctype html><html lang="en"><head><title>Rhubarb Crumble Bars</title><script type="application/ld+json">${JSON.stringify(data)}</script></head><body><main><article><h1>Rhubarb Crumble Bars</h1>${byline}<ul><li>400g rhubarb</li><li>150g oats</li><li>100g butter</li></ul></article><section class="comments"><h2>Comments</h2><div class="comment"><b class="fn">Kelly Brandt</b><p>Made these twice already.</p></div></section></main></body></html>`;
};

describe("a review's author in structured data", () => {
  it("gives the page's byline, not the reviewer, as the recipe's author", () => {
    const html = recipe('<p class="byline">By <a href="/about/maria">Maria Lopez</a></p>');
    expect(
      planDetail(html, 'https://bakes.example/rhubarb-bars', ['title', 'author'], 'recipe').sample,
    ).toMatchObject({ title: 'Rhubarb Crumble Bars', author: 'Maria Lopez' });
  });

  it('still reads the reviewer when the request asks for reviewers', () => {
    const html = recipe('');
    expect(
      planDetail(html, 'https://bakes.example/rhubarb-bars', ['reviewer'], 'recipe').sample,
    ).toMatchObject({ reviewer: 'Kelly Brandt' });
  });
});
