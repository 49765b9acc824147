/**
 * A labelled price that holds the former price struck out beside the current one: "Price:
 * <s>$120.00</s> $84.00" in a line, a definition list or a table. A person reads past what is
 * struck out; a field asking for the former price still reads it. Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

const one = (request: string, body: string) =>
  rowsFor(request, page(body), 'https://outdoor.example/p/rain-jacket')[0];

describe('the current price inside a labelled value that strikes the former one out', () => {
  it('reads past a struck part in a line, a definition list and a table row', () => {
    const bodies = [
      `<h1>Rain Jacket</h1><div>Price: <span style="text-decoration: line-through">$120.00</span> <span style="color:red">$84.00</span></div><div>SKU: RJ-12</div>`,
      `<h1>Rain Jacket</h1><dl><dt>Price</dt><dd><del>$120.00</del> <ins>$84.00</ins></dd><dt>SKU</dt><dd>RJ-12</dd></dl>`,
      `<h1>Rain Jacket</h1><table><tr><th>Price</th><td><span style="text-decoration:line-through">$120.00</span> $84.00</td></tr><tr><th>SKU</th><td>RJ-12</td></tr></table>`,
    ];
    for (const body of bodies)
      expect(one('the product name, price and sku', body)).toMatchObject({
        name: 'Rain Jacket',
        price: 84,
        sku: 'RJ-12',
      });
  });

  it('must not change: the former price asked for by name, and a price with nothing struck', () => {
    expect(
      one(
        'the product name, price and list price',
        `<h1>Rain Jacket</h1><dl><dt>Price</dt><dd>$84.00</dd><dt>List price</dt><dd><s>$120.00</s></dd></dl>`,
      ),
    ).toMatchObject({ price: 84, list_price: 120 });
    expect(
      one(
        'the product name and price',
        `<h1>Rain Jacket</h1><p>Price: <span class="amount">$84<sup>00</sup></span></p>`,
      ),
    ).toMatchObject({ price: 84 });
  });
});
