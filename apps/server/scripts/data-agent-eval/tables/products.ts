import {
  avg,
  col,
  decline,
  first,
  groupTop,
  names,
  num,
  record,
  set,
  sortBy,
  sortByText,
  where,
  whereIn,
  type EvalTable,
  type Rec,
} from '../compute.js';

/** Tuning: devices with specs written with their units ('16 GB', '1.24 kg', '13.6 in'). */
const product = (
  name: string,
  brand: string,
  category: string,
  ram: number,
  storage: number,
  screen: number,
  weight: number,
  price: number,
  rating: number,
  released: string,
): Rec => ({
  name,
  brand,
  category,
  ram: `${ram} GB`,
  storage: `${storage} GB`,
  screen_size: `${screen} in`,
  weight: `${weight} kg`,
  price: `$${price.toLocaleString('en-US')}`,
  rating,
  release_date: released,
});

const records: Rec[] = [
  product('MacBook Air 13', 'Apple', 'Laptop', 8, 256, 13.6, 1.24, 1099, 4.7, '2022-07-15'),
  product('MacBook Pro 16', 'Apple', 'Laptop', 16, 512, 16.2, 2.15, 2499, 4.8, '2023-01-24'),
  product('iPhone 15', 'Apple', 'Phone', 6, 128, 6.1, 0.171, 799, 4.6, '2023-09-22'),
  product('iPad Air', 'Apple', 'Tablet', 8, 128, 10.9, 0.461, 599, 4.7, '2022-03-18'),
  product('Galaxy S24', 'Samsung', 'Phone', 8, 256, 6.2, 0.167, 859, 4.5, '2024-01-31'),
  product('Galaxy Tab S9', 'Samsung', 'Tablet', 12, 256, 11, 0.498, 799, 4.4, '2023-08-11'),
  product('Galaxy Book3', 'Samsung', 'Laptop', 16, 512, 15.6, 1.58, 1299, 4.3, '2023-02-17'),
  product('Pixel 8', 'Google', 'Phone', 8, 128, 6.2, 0.187, 699, 4.4, '2023-10-12'),
  product('Pixel 8 Pro', 'Google', 'Phone', 12, 256, 6.7, 0.213, 999, 4.6, '2023-10-12'),
  product('ThinkPad X1 Carbon', 'Lenovo', 'Laptop', 32, 1024, 14, 1.12, 1899, 4.6, '2023-05-02'),
  product('Legion 7', 'Lenovo', 'Laptop', 32, 1024, 16, 2.5, 2299, 4.5, '2023-06-20'),
  product('XPS 15', 'Dell', 'Laptop', 16, 512, 15.6, 1.86, 1799, 4.2, '2023-04-11'),
  product('Galaxy S23 FE', 'Samsung', 'Phone', 8, 128, 6.4, 0.209, 599, 4.3, '2023-10-04'),
];

const N = 'name';
const num0 = (r: Rec, key: string) => col([r], key)[0]!;
export const products: EvalTable = {
  name: 'products',
  heldOut: false,
  records,
  questions: [
    {
      question: 'laptops with 16 GB of memory',
      expected: set(N, names(where(where(records, 'category', 'Laptop'), 'ram', '16 GB'), N)),
    },
    {
      question: 'How many products weigh over 2 kg?',
      expected: num(records.filter((r) => num0(r, 'weight') > 2).length),
    },
    {
      question: 'products with at least 512 GB of storage',
      expected: set(
        N,
        names(
          records.filter((r) => num0(r, 'storage') >= 512),
          N,
        ),
      ),
    },
    {
      question: 'What is the lightest laptop?',
      expected: record(first(sortBy(where(records, 'category', 'Laptop'), 'weight', 1), N)),
    },
    {
      question: 'the most expensive Apple product',
      expected: record(first(sortBy(where(records, 'brand', 'Apple'), 'price', -1), N)),
    },
    {
      question: 'average rating of Samsung phones',
      expected: num(
        avg(col(where(where(records, 'brand', 'Samsung'), 'category', 'Phone'), 'rating')),
      ),
    },
    {
      question: 'products rated 4.5 or higher',
      expected: set(
        N,
        names(
          records.filter((r) => Number(r.rating) >= 4.5),
          N,
        ),
      ),
    },
    {
      question: 'newest phone',
      expected: record(
        first(sortByText(where(records, 'category', 'Phone'), 'release_date', -1), N),
      ),
    },
    {
      question: 'How many laptops and tablets are there together?',
      expected: num(whereIn(records, 'category', ['Laptop', 'Tablet']).length),
    },
    {
      question: 'Which brand has the most products?',
      expected: { top: groupTop(records, 'brand', (g) => g.length) },
    },
    { question: 'Which products support 5G?', expected: decline },
    {
      question: 'products with a screen larger than 14 inches',
      expected: set(
        N,
        names(
          records.filter((r) => num0(r, 'screen_size') > 14),
          N,
        ),
      ),
    },
    {
      question: 'phones with 12 GB RAM',
      expected: set(N, names(where(where(records, 'category', 'Phone'), 'ram', '12 GB'), N)),
    },
    // Second round of phrasings, written after the first round passed.
    {
      question: 'Which laptop has the most RAM?',
      expected: record(first(sortBy(where(records, 'category', 'Laptop'), 'ram', -1), N)),
    },
    {
      question: 'How many phones cost under $800?',
      expected: num(
        where(records, 'category', 'Phone').filter((r) => num0(r, 'price') < 800).length,
      ),
    },
    {
      question: 'products heavier than 1.5 kg',
      expected: set(
        N,
        names(
          records.filter((r) => num0(r, 'weight') > 1.5),
          N,
        ),
      ),
    },
    {
      question: 'average weight of laptops',
      expected: num(avg(col(where(records, 'category', 'Laptop'), 'weight'))),
    },
    { question: 'Do any products have a touchscreen?', expected: decline },
    {
      question: 'products lighter than 500 g',
      expected: set(
        N,
        names(
          records.filter((r) => num0(r, 'weight') < 0.5),
          N,
        ),
      ),
    },
  ],
};
