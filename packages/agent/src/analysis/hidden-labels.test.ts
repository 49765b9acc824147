/**
 * Words kept for screen readers name the value beside them, and a website behind the listing's
 * redirect link is the address the link shows. Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { planDetail } from '../planning/plan-item.js';

const shop = (facts: string) =>
  `<!doctype html><html lang="en"><head><title>Spokes &amp; Sprockets – Bike Shop in Frome</title></head>
  <body><nav><a href="/">Town Guide</a> <a href="/shops">Shops</a></nav><main>
  <h1>Spokes &amp; Sprockets</h1><p class="category">Bike shop</p>
  <ul class="facts">${facts}</ul>
  <section><h2>About</h2><p>Repairs, rentals and new bikes since 1998, two minutes from the station.</p></section>
  </main><footer><a href="/privacy">Privacy</a></footer></body></html>`;

const read = (html: string, fields: string[]) =>
  planDetail(html, 'https://townguide.example/shops/spokes-and-sprockets', fields, null).sample;

describe("a screen reader's label", () => {
  it('names the website and the opening hours shown beside icons', () => {
    const html = shop(
      `<li><i class="icon-clock"></i><span class="visually-hidden">Opening hours</span><span>Mon–Sat 9am–5.30pm</span></li>
       <li><i class="icon-globe"></i><span class="visually-hidden">Website</span><a href="/out?to=https%3A%2F%2Fwww.spokes.example%2F&amp;ref=guide">spokes.example</a></li>`,
    );
    expect(read(html, ['name', 'opening_hours', 'website'])).toEqual({
      name: 'Spokes & Sprockets',
      opening_hours: 'Mon–Sat 9am–5.30pm',
      website: 'spokes.example',
    });
  });

  it("reads a direct link's address, and no redirect whose text is no address", () => {
    const direct = shop(
      `<li><i class="icon-globe"></i><span class="sr-only">Website</span><a href="https://www.spokes.example/">Visit our site</a></li>`,
    );
    expect(read(direct, ['website'])).toEqual({ website: 'https://www.spokes.example/' });
    const redirect = shop(
      `<li><i class="icon-globe"></i><span class="sr-only">Website</span><a href="/out?to=https%3A%2F%2Fwww.spokes.example%2F">Visit our site</a></li>`,
    );
    expect(read(redirect, ['website'])?.website).not.toBe('Visit our site');
  });
});
