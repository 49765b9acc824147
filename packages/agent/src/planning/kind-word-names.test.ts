/**
 * A name whose heading opens with the item's kind word ("Hotel …") is the name without it when
 * the page's other reading of the same item says so. Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { planDetail } from './plan-item.js';

const hotel = (name: string, reviewed: string | null) =>
  `<!doctype html><html lang="en"><head><title>${name}, Whitby</title>
  <script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name,
    telephone: '+44 1947 000000',
    address: { '@type': 'PostalAddress', streetAddress: '3 Pier Road', addressLocality: 'Whitby' },
  })}</script>${
    reviewed
      ? `<script type="application/ld+json">${JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'AggregateRating',
          itemReviewed: { '@type': 'Hotel', name: reviewed },
          ratingValue: '4.6',
          reviewCount: '212',
        })}</script>`
      : ''
  }</head><body><main><h1>${name}</h1><p>3 Pier Road, Whitby</p>
  <section><h2>Rooms</h2><p>Twelve rooms over the harbour, breakfast included.</p></section></main></body></html>`;

const name = (html: string) =>
  planDetail(html, 'https://stays.example/whitby/seaview', ['name', 'rating'], 'hotel').sample
    ?.name;

describe("a name opening with its kind's word", () => {
  it("gives the name the page's other reading uses, without 'Hotel'", () => {
    expect(name(hotel('Hotel Seaview', 'Seaview'))).toBe('Seaview');
  });

  it('keeps the whole name when nothing else reads it shorter', () => {
    expect(name(hotel('Hotel Seaview', null))).toBe('Hotel Seaview');
  });

  it('keeps a name whose kind word comes last', () => {
    expect(name(hotel('Seaview Hotel', 'Seaview'))).toBe('Seaview Hotel');
  });
});
