import {
  avg,
  decline,
  first,
  groupTop,
  n,
  names,
  num,
  record,
  set,
  sum,
  where,
  type EvalTable,
  type Rec,
} from '../compute.js';

/**
 * Round fifteen, held out: an independent bookshop's web orders as its shop back office lists
 * them — an order number written '#10231', the day it was placed day first with slashes
 * ('03/11/2026'), the customer, the items as '3 items' / '1 item', the order total in pounds
 * ('£24.98'), the delivery method, what delivery cost ('£2.99', 'Free'), the state, the country
 * shipped to, and a voucher code or '—' for none. Written after round fourteen's rules, before
 * any answer to it was looked at.
 */
const order = (
  id: number,
  placed: string,
  customer: string,
  items: number,
  total: number,
  delivery: string,
  shipping: number,
  status: string,
  country: string,
  voucher: string,
): Rec => ({
  order: `#${id}`,
  placed,
  customer,
  items: `${items} ${items === 1 ? 'item' : 'items'}`,
  total: `£${total.toFixed(2)}`,
  delivery,
  shipping: shipping === 0 ? 'Free' : `£${shipping.toFixed(2)}`,
  status,
  country,
  voucher,
});

const STD = 'Standard';
const EXP = 'Express';
const CC = 'Click & Collect';
// prettier-ignore
const records: Rec[] = [
  order(10231, '14/10/2026', 'Priya Shah', 3, 41.97, STD, 0, 'Delivered', 'UK', '—'),
  order(10232, '17/10/2026', 'Tom Whitaker', 1, 8.99, STD, 2.99, 'Delivered', 'UK', '—'),
  order(10233, '21/10/2026', 'Aoife Byrne', 2, 27.5, EXP, 6.5, 'Delivered', 'Ireland', 'AUTUMN10'),
  order(10234, '25/10/2026', 'Priya Shah', 1, 14.99, CC, 0, 'Refunded', 'UK', '—'),
  order(10235, '28/10/2026', 'Claire Dubois', 4, 63.4, EXP, 9.95, 'Delivered', 'France', '—'),
  order(10236, '30/10/2026', 'Marcus Lee', 2, 19.98, STD, 2.99, 'Cancelled', 'UK', 'AUTUMN10'),
  order(10237, '01/11/2026', 'Tom Whitaker', 6, 88.45, STD, 0, 'Delivered', 'UK', 'BOOKCLUB'),
  order(10238, '03/11/2026', 'Niamh Kelly', 1, 12.0, STD, 4.5, 'Dispatched', 'Ireland', '—'),
  order(10239, '04/11/2026', 'Priya Shah', 2, 31.98, EXP, 5.99, 'Dispatched', 'UK', '—'),
  order(10240, '06/11/2026', 'Hannah Green', 5, 52.75, CC, 0, 'Delivered', 'UK', 'BOOKCLUB'),
  order(10241, '09/11/2026', 'Luc Moreau', 1, 22.0, STD, 7.5, 'Processing', 'France', '—'),
  order(10242, '11/11/2026', 'Marcus Lee', 3, 36.47, STD, 0, 'Processing', 'UK', '—'),
  order(10243, '12/11/2026', 'Aoife Byrne', 2, 17.98, STD, 4.5, 'Cancelled', 'Ireland', '—'),
  order(10244, '15/11/2026', 'Hannah Green', 7, 104.3, EXP, 0, 'Dispatched', 'UK', 'AUTUMN10'),
];

const O = 'order';
const total = (r: Rec) => n(r.total);
const items = (r: Rec) => n(r.items);
const shipping = (r: Rec) => (r.shipping === 'Free' ? 0 : n(r.shipping));
/** '03/11/2026' → '2026-11-03'. */
const day = (r: Rec) => {
  const [d, m, y] = String(r.placed).split('/');
  return `${y}-${m}-${d}`;
};
export const orders: EvalTable = {
  name: 'orders',
  heldOut: true,
  records,
  questions: [
    {
      question: 'How many orders were refunded?',
      expected: num(where(records, 'status', 'Refunded').length),
    },
    { question: 'What is the total value of all orders?', expected: num(sum(records.map(total))) },
    {
      question: 'Which order was the most expensive?',
      expected: record(
        first(
          [...records].sort((a, b) => total(b) - total(a)),
          O,
        ),
      ),
    },
    {
      question: 'orders over £50',
      expected: set(
        O,
        names(
          records.filter((r) => total(r) > 50),
          O,
        ),
      ),
    },
    {
      question: 'How many orders used a voucher?',
      expected: num(records.filter((r) => r.voucher !== '—').length),
    },
    {
      question: 'Which customer placed the most orders?',
      expected: { top: groupTop(records, 'customer', (g) => g.length) },
    },
    {
      question: 'average order total for express delivery',
      expected: num(avg(where(records, 'delivery', EXP).map(total))),
    },
    {
      question: 'orders placed in November',
      expected: set(
        O,
        names(
          records.filter((r) => day(r).startsWith('2026-11')),
          O,
        ),
      ),
    },
    {
      question: 'orders with free shipping',
      expected: set(O, names(where(records, 'shipping', 'Free'), O)),
    },
    {
      question: 'How much was spent on shipping altogether?',
      expected: num(sum(records.map(shipping))),
    },
    {
      question: 'orders to Ireland',
      expected: set(O, names(where(records, 'country', 'Ireland'), O)),
    },
    {
      question: 'What is the average number of items per order?',
      expected: num(avg(records.map(items))),
    },
    {
      question: 'Which orders have more than 3 items?',
      expected: set(
        O,
        names(
          records.filter((r) => items(r) > 3),
          O,
        ),
      ),
    },
    {
      question: 'Which orders are still processing?',
      expected: set(O, names(where(records, 'status', 'Processing'), O)),
    },
    {
      question: 'What was the latest order?',
      expected: record(
        first(
          [...records].sort((a, b) => day(b).localeCompare(day(a))),
          O,
        ),
      ),
    },
    {
      question: 'total of the delivered orders',
      expected: num(sum(where(records, 'status', 'Delivered').map(total))),
    },
    {
      question: 'What share of orders were cancelled?',
      expected: num(where(records, 'status', 'Cancelled').length / records.length),
    },
    {
      question: 'Which delivery method is the most popular?',
      expected: { top: groupTop(records, 'delivery', (g) => g.length) },
    },
    {
      question: 'orders placed before 1 November',
      expected: set(
        O,
        names(
          records.filter((r) => day(r) < '2026-11-01'),
          O,
        ),
      ),
    },
    {
      question: 'How many orders did Priya Shah place?',
      expected: num(where(records, 'customer', 'Priya Shah').length),
    },
    {
      question: 'cheapest order shipped to France',
      expected: record(
        first(
          where(records, 'country', 'France').sort((a, b) => total(a) - total(b)),
          O,
        ),
      ),
    },
    {
      question: 'Which country spent the most?',
      expected: { top: groupTop(records, 'country', (g) => sum(g.map(total))) },
    },
    { question: 'Who wrote the books in order #10234?', expected: decline },
  ],
};
