/**
 * A list's group headings that the structured data runs in among its items are no items: the
 * page's own list, which leaves them out, answers. Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { planDetail } from './plan-item.js';

const cake = (ingredients: string[], body: string) =>
  `<!doctype html><html lang="en"><head><title>Lemon Layer Cake</title>
  <script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Lemon Layer Cake',
    recipeYield: '12',
    recipeIngredient: ingredients,
  })}</script></head><body><main><article><h1>Lemon Layer Cake</h1>
  <section class="recipe-card"><h2>Ingredients</h2>${body}</section>
  <h2>Method</h2><ol><li>Beat the butter and sugar.</li><li>Bake for 25 minutes.</li></ol>
  </article></main></body></html>`;

const read = (html: string) =>
  planDetail(html, 'https://bakes.example/lemon-layer-cake', ['title', 'ingredients'], 'recipe');

const SPONGE = [
  '225 g soft butter',
  '225 g caster sugar',
  '4 large eggs',
  '225 g self-raising flour',
];
const ICING = ['150 g icing sugar', '2 tbsp lemon juice'];

describe("a list's headings among its structured items", () => {
  it('leaves out a group heading the page sets in an h4 between its lists', () => {
    const html = cake(
      ['For the sponge', ...SPONGE, 'For the icing', ...ICING],
      `<h4>For the sponge</h4><ul>${SPONGE.map((item) => `<li class="ingredient">${item}</li>`).join('')}</ul>
       <h4>For the icing</h4><ul>${ICING.map((item) => `<li class="ingredient">${item}</li>`).join('')}</ul>`,
    );
    expect(read(html).sample?.ingredients).toEqual([...SPONGE, ...ICING]);
  });

  it('leaves out a heading set in bold alone in its list item', () => {
    const html = cake(
      [...SPONGE, 'Icing', ...ICING],
      `<ul>${SPONGE.map((item) => `<li class="ingredient">${item}</li>`).join('')}
       <li><strong>Icing</strong></li>${ICING.map((item) => `<li class="ingredient">${item}</li>`).join('')}</ul>`,
    );
    expect(read(html).sample?.ingredients).toEqual([...SPONGE, ...ICING]);
  });

  it('keeps the structured list when the page shows the same items', () => {
    const all = [...SPONGE, ...ICING];
    const html = cake(
      all,
      `<ul>${all.map((item) => `<li class="ingredient">${item}</li>`).join('')}</ul>`,
    );
    const plan = read(html);
    expect(plan.sample?.ingredients).toEqual(all);
    expect(plan.fields.find((field) => field.name === 'ingredients')?.origin).toBe('structured');
  });

  it('keeps an item the page shows as plain text, not as a heading', () => {
    const all = [...SPONGE, 'a pinch of salt', ...ICING];
    const html = cake(
      all,
      `<ul>${[...SPONGE, ...ICING].map((item) => `<li class="ingredient">${item}</li>`).join('')}</ul>
       <p>You will also need a pinch of salt</p>`,
    );
    expect(read(html).sample?.ingredients).toEqual(all);
  });
});
