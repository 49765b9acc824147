import { describe, expect, it } from 'vitest';
import { chooseKey, HASH_KEY, keyRecords, rowHash } from './record-keys.js';

const products = [
  { name: 'A', price: 1, url: 'http://shop/a', sku: 'S1' },
  { name: 'B', price: 2, url: 'http://shop/b', sku: 'S2' },
];

describe('record keys', () => {
  it('prefers the detail link the plan reads as a URL', () => {
    const spec = {
      container: 'li',
      fields: [{ name: 'link', selector: 'a', attribute: 'href', kind: 'url' as const }],
    };
    const rows = products.map(({ url, ...rest }) => ({ ...rest, link: url }));
    expect(chooseKey(rows, [spec])).toBe('link');
  });

  it('then a link-named field, then an id / SKU, then the name, else a hash of the row', () => {
    expect(chooseKey(products)).toBe('url');
    expect(chooseKey(products.map(({ url: _u, ...rest }) => rest))).toBe('sku');
    expect(chooseKey(products.map(({ url: _u, sku: _s, ...rest }) => rest))).toBe('name');
    expect(chooseKey([{ price: 1 }, { price: 2 }])).toBe(HASH_KEY);
  });

  it('skips a field that is missing on a record or shared by two', () => {
    expect(chooseKey([{ ...products[0], url: '' }, products[1]!])).toBe('sku');
    expect(chooseKey([products[0]!, { ...products[1]!, url: 'http://shop/a' }])).toBe('sku');
  });

  it('keys each record; a repeated key gets #2 and a missing one the row hash', () => {
    const keyed = keyRecords([...products, { ...products[0]!, price: 9 }, { price: 3 }], 'url');
    expect([...keyed.keys()]).toEqual([
      'http://shop/a',
      'http://shop/b',
      'http://shop/a#2',
      `#${rowHash({ price: 3 })}`,
    ]);
  });

  it('hashes a row the same whatever the order of its fields', () => {
    expect(rowHash({ a: 1, b: 'x' })).toBe(rowHash({ b: 'x', a: 1 }));
    expect(rowHash({ a: 1 })).not.toBe(rowHash({ a: 2 }));
  });
});
