/**
 * Money written short with its scale, as property, funding and salary pages do: "$1.2M" is
 * 1,200,000 and "£450k" 450,000. Only money is scaled; a letter that is no scale stays a letter.
 */
import { describe, expect, it } from 'vitest';
import { readPrice } from './prices.js';

describe('a price written with its scale', () => {
  it('reads a scale letter or word after an amount of money', () => {
    expect(readPrice('$1.2M')).toEqual({ amount: 1200000, currency: 'USD' });
    expect(readPrice('£450k')).toEqual({ amount: 450000, currency: 'GBP' });
    expect(readPrice('US$3.5m')).toEqual({ amount: 3500000, currency: 'USD' });
    expect(readPrice('$1.2bn').amount).toBe(1200000000);
    expect(readPrice('$5MM').amount).toBe(5000000);
    expect(readPrice('€2,5 Mio.')).toEqual({ amount: 2500000, currency: 'EUR' });
    expect(readPrice('₹1.2 crore')).toEqual({ amount: 12000000, currency: 'INR' });
    expect(readPrice('₹ 45 lakh').amount).toBe(4500000);
  });

  it('reads the scale where the sign stands after it, and a range that names it once', () => {
    expect(readPrice('2,5 Mio. €')).toEqual({ amount: 2500000, currency: 'EUR' });
    expect(readPrice('2.5 mln zł')).toEqual({ amount: 2500000, currency: 'PLN' });
    expect(readPrice('$90k–$120k').amount).toBe(90000);
    expect(readPrice('$90–120k').amount).toBe(90000);
  });

  it('leaves figures that are no scaled money as they are', () => {
    expect(readPrice('Flat 2B').amount).toBe(2);
    expect(readPrice('$5 m²').amount).toBe(5);
    expect(readPrice('$25 Most popular').amount).toBe(25);
    expect(readPrice('$3K/mo').amount).toBe(3000);
    expect(readPrice('$12.99 / kg').amount).toBe(12.99);
    expect(readPrice('12.750 KD').amount).toBe(12.75);
    expect(readPrice('£1,250 pcm').amount).toBe(1250);
  });
});
