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
