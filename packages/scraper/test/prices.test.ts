import { describe, expect, it } from 'vitest';
import { currencyOf } from '../src/extract/currencies.js';
import { readPrice } from '../src/extract/prices.js';

const read = (text: string, hint?: string) => readPrice(text, hint ? { hint } : {});

describe('reading a price as a person does', () => {
  it('reads separators by the convention the amount shows', () => {
    expect(read('$ 24.990')).toEqual({ amount: 24990, currency: 'USD' });
    expect(read('1.234,56 €')).toEqual({ amount: 1234.56, currency: 'EUR' });
    expect(read('€8.50')).toEqual({ amount: 8.5, currency: 'EUR' });
    expect(read('2 345,90 zł')).toEqual({ amount: 2345.9, currency: 'PLN' });
    expect(read("CHF 2'150.00")).toEqual({ amount: 2150, currency: 'CHF' });
    expect(read('Rp 1.250.000')).toEqual({ amount: 1250000, currency: 'IDR' });
    expect(read('¥12,800')).toEqual({ amount: 12800, currency: 'JPY' });
    expect(read('79,-')).toEqual({ amount: 79, currency: null });
  });

  it('keeps three decimals where the currency counts thousandths', () => {
    expect(read('12.750 KD')).toEqual({ amount: 12.75, currency: 'KWD' });
    expect(read('BHD 3.250')).toEqual({ amount: 3.25, currency: 'BHD' });
  });

  it('takes the amount beside the sign, not a count before it', () => {
    expect(read('Pack of 6 for £14.40')).toEqual({ amount: 14.4, currency: 'GBP' });
    expect(read('Ab 3 Stück je 9,95 €')).toEqual({ amount: 9.95, currency: 'EUR' });
    expect(read('From 120 to 180 €')).toEqual({ amount: 120, currency: 'EUR' });
  });

  it('reads cents written apart or after the sign', () => {
    expect(read('$ 45. 99')).toEqual({ amount: 45.99, currency: 'USD' });
    expect(read('12€ 49')).toEqual({ amount: 12.49, currency: 'EUR' });
  });

  it('names the currency by the most telling sign beside the amount', () => {
    expect(read('AUD $59.95').currency).toBe('AUD');
    expect(read('$310.00 CAD').currency).toBe('CAD');
    expect(read('1 490 руб.').currency).toBe('RUB');
    expect(read('875 грн').currency).toBe('UAH');
    expect(read('45 лв.').currency).toBe('BGN');
    expect(read('450', 'Prices in EUR').currency).toBe('EUR');
  });

  it('reads "Free" as 0 and no number as no price', () => {
    expect(read('Free').amount).toBe(0);
    expect(read('Price on request').amount).toBeNull();
    expect(read('25% off').amount).toBeNull();
  });

  it('does not take words or distances for currencies', () => {
    expect(currencyOf('SHOP ALL TOPS')).toBeNull();
    expect(currencyOf('Ships in 12 km radius')).toBeNull();
    expect(currencyOf('try it free')).toBeNull();
    expect(currencyOf('Europe')).toBeNull();
  });
});
