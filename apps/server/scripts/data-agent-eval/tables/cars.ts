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
  where,
  whereIn,
  type EvalTable,
  type Rec,
} from '../compute.js';

/** Tuning: used cars, named by their model (the make is a category), with a year and units. */
const car = (
  make: string,
  model: string,
  year: number,
  price: number,
  miles: number,
  fuel: string,
  transmission: string,
  engine: number,
  hp: number,
  mpg: number,
): Rec => ({
  make,
  model,
  year,
  price: `$${price.toLocaleString('en-US')}`,
  mileage: `${miles.toLocaleString('en-US')} miles`,
  fuel,
  transmission,
  engine: `${engine.toFixed(1)} L`,
  horsepower: `${hp} hp`,
  mpg,
});

const records: Rec[] = [
  car('Toyota', 'Corolla', 2019, 16_500, 48_000, 'Petrol', 'Automatic', 1.8, 139, 33),
  car('Toyota', 'RAV4 Hybrid', 2021, 27_900, 22_000, 'Hybrid', 'Automatic', 2.5, 219, 40),
  car('Toyota', 'Yaris', 2017, 9_800, 71_000, 'Petrol', 'Manual', 1.5, 106, 36),
  car('Ford', 'Focus', 2018, 11_200, 56_000, 'Diesel', 'Manual', 1.5, 118, 45),
  car('Ford', 'Mustang', 2020, 32_500, 18_000, 'Petrol', 'Automatic', 5.0, 450, 19),
  car('Ford', 'Kuga', 2022, 24_300, 15_500, 'Diesel', 'Automatic', 2.0, 188, 41),
  car('Honda', 'Civic', 2020, 18_900, 35_000, 'Petrol', 'Manual', 1.5, 180, 36),
  car('Honda', 'CR-V', 2019, 21_400, 42_000, 'Hybrid', 'Automatic', 2.0, 212, 38),
  car('BMW', '320d', 2018, 17_600, 61_000, 'Diesel', 'Automatic', 2.0, 188, 52),
  car('BMW', 'i4', 2023, 44_000, 6_000, 'Electric', 'Automatic', 0, 335, 0),
  car('Volkswagen', 'Golf', 2021, 19_900, 28_000, 'Petrol', 'Manual', 1.4, 148, 42),
  car('Volkswagen', 'Passat', 2016, 10_500, 89_000, 'Diesel', 'Manual', 2.0, 148, 55),
];

const M = 'model';
const miles = (r: Rec) => col([r], 'mileage')[0]!;
export const cars: EvalTable = {
  name: 'cars',
  heldOut: false,
  records,
  questions: [
    {
      question: 'cheapest Toyota',
      expected: record(first(sortBy(where(records, 'make', 'Toyota'), 'price', 1), M)),
    },
    {
      question: 'most powerful car',
      expected: record(first(sortBy(records, 'horsepower', -1), M)),
    },
    {
      question: 'cars with more than 200 hp',
      expected: set(
        M,
        names(
          records.filter((r) => col([r], 'horsepower')[0]! > 200),
          M,
        ),
      ),
    },
    {
      question: 'cars with under 30,000 miles',
      expected: set(
        M,
        names(
          records.filter((r) => miles(r) < 30_000),
          M,
        ),
      ),
    },
    { question: 'newest car', expected: record(first(sortBy(records, 'year', -1), M)) },
    {
      question: 'cars made after 2019',
      expected: set(
        M,
        names(
          records.filter((r) => Number(r.year) > 2019),
          M,
        ),
      ),
    },
    {
      question: 'average price of diesel cars',
      expected: num(avg(col(where(records, 'fuel', 'Diesel'), 'price'))),
    },
    {
      question: 'How many Ford and Honda cars are there together?',
      expected: num(whereIn(records, 'make', ['Ford', 'Honda']).length),
    },
    {
      question: 'Which make has the highest average price?',
      expected: { top: groupTop(records, 'make', (g) => avg(col(g, 'price'))) },
    },
    { question: 'What colour is the Civic?', expected: decline },
    {
      question: 'automatic cars under $20,000',
      expected: set(
        M,
        names(
          where(records, 'transmission', 'Automatic').filter((r) => col([r], 'price')[0]! < 20_000),
          M,
        ),
      ),
    },
    {
      question: 'the most expensive BMW',
      expected: record(first(sortBy(where(records, 'make', 'BMW'), 'price', -1), M)),
    },
    {
      question: 'How many cars have a 2.0 L engine?',
      expected: num(where(records, 'engine', '2.0 L').length),
    },
    // Second round of phrasings, written after the first round passed.
    {
      question: 'How many cars are electric?',
      expected: num(where(records, 'fuel', 'Electric').length),
    },
    {
      question: 'cars with an engine over 1.8 litres',
      expected: set(
        M,
        names(
          records.filter((r) => col([r], 'engine')[0]! > 1.8),
          M,
        ),
      ),
    },
    {
      question: 'What is the average mileage of petrol cars?',
      expected: num(avg(col(where(records, 'fuel', 'Petrol'), 'mileage'))),
    },
    {
      question: 'Which car has the best fuel economy?',
      expected: record(first(sortBy(records, 'mpg', -1), M)),
    },
  ],
};
