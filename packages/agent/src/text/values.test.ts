import { describe, expect, it } from 'vitest';
import { parseRating, shapeOf, slugify } from './values.js';

describe('value shapes', () => {
  it('recognises prices, ratings, stock, dates, numbers and e-mails', () => {
    expect(shapeOf('£51.77')).toBe('price');
    expect(shapeOf('12,50 €')).toBe('price');
    expect(shapeOf('★★★☆☆')).toBe('rating');
    expect(shapeOf('4.5 out of 5')).toBe('rating');
    expect(shapeOf('Out of stock')).toBe('availability');
    expect(shapeOf('2024-03-01')).toBe('date');
    expect(shapeOf('March 5, 2024')).toBe('date');
    expect(shapeOf('1,024')).toBe('number');
    expect(shapeOf('ann@example.com')).toBe('email');
    expect(shapeOf('A quiet afternoon')).toBe('text');
  });

  it('knows prices as shops in many countries write them', () => {
    for (const price of [
      '1.299,00 €',
      'CHF 49.–',
      'kr 299,-',
      '3 999 Kč',
      'Rs. 1,499',
      'A$ 45.00',
      'HK$ 88',
      'S/ 45.90',
      'Price: $19.99 USD',
      '$19.99 – $29.99',
      '$0.99/lb',
    ])
      expect(shapeOf(price), price).toBe('price');
    expect(shapeOf('12 ft')).not.toBe('price');
    expect(shapeOf('Free')).not.toBe('price');
  });

  it('reads ratings from class words and stars', () => {
    expect(parseRating('star-rating Three')).toBe(3);
    expect(parseRating('★ ★ ☆ ☆ ☆')).toBe(2);
    expect(parseRating('8/10')).toBe(4);
  });

  it('slugifies labels', () => {
    expect(slugify('Number of reviews')).toBe('number_of_reviews');
    expect(slugify('Price (excl. tax)')).toBe('price_excl_tax');
  });
});
