/**
 * A product page whose price now is set in parts (a label for screen readers, the pence raised)
 * beside a struck list price: the price is the one now, not the struck one. Pages written here,
 * not copied.
 */
import { describe, expect, it } from 'vitest';
import { planDetail } from '../planning/plan-item.js';

const product = (pricing: string) =>
  `<!doctype html><html lang="en"><head><title>Trail Lantern 300 | Fellgear</title></head><body><header><nav><a href="/">Home</a><a href="/camping">Camping</a></nav></header><main><div class="product-page"><nav class="crumbs"><a href="/">Home</a> / <a href="/camping">Camping</a></nav><h1 class="product-title">Trail Lantern 300</h1>${pricing}<p class="stock">In stock — ships tomorrow</p><div class="desc"><p>A rechargeable lantern with three light modes and a hook for the tent roof.</p></div><section class="related"><h2>You may also like</h2><div class="card"><a href="/p/headtorch">Headtorch 200</a><span class="now" data-price="19.99">£19.99</span></div><div class="card"><a href="/p/lights">Tent string lights</a><span class="now" data-price="12.50">£12.50</span></div></section></div></main><footer><p>Fellgear Ltd, 2 Mill Yard, Kendal LA9 4QR</p></footer></body></html>`;

const read = (html: string) =>
  planDetail(html, 'https://fellgear.example/p/trail-lantern-300', ['name', 'price', 'list_price'])
    .sample;

describe('a price set in parts', () => {
  it('a screen-reader label and raised pence beside a struck list price', () => {
    const html = product(
      `<div class="pricing"><s class="was">£34.99</s> <span class="now" data-price="27.99"><span class="sr-only">Now</span> £27<sup>.99</sup></span></div>`,
    );
    expect(read(html)).toMatchObject({
      name: 'Trail Lantern 300',
      price: 27.99,
      list_price: 34.99,
    });
  });

  it('the currency sign in an element of its own after a sale label', () => {
    const html = product(
      `<div class="price-block"><del>£34.99</del><p class="sale"><span class="visually-hidden">Sale price</span><span class="sign">£</span>27.99</p></div>`,
    );
    expect(read(html)).toMatchObject({ price: 27.99, list_price: 34.99 });
  });

  it('keeps a plain price as it was read', () => {
    const html = product(`<p class="price">£27.99</p>`);
    expect(read(html)).toMatchObject({ price: 27.99 });
  });
});
