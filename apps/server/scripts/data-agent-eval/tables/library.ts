import {
  avg,
  col,
  decline,
  first,
  groupTop,
  has,
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

/** Tuning: books of another shape: a list of authors, pages, a year as a number, a rating as text. */
const book = (
  title: string,
  authors: string[],
  publisher: string,
  pages: number,
  rating: number,
  ratings: number,
  year: number,
  format: string,
): Rec => ({
  title,
  authors,
  publisher,
  pages,
  average_rating: rating.toFixed(2),
  ratings_count: ratings,
  year,
  format,
});

const records: Rec[] = [
  book('Beloved', ['Toni Morrison'], 'Vintage', 324, 3.95, 380_000, 1987, 'Paperback'),
  book('Song of Solomon', ['Toni Morrison'], 'Vintage', 337, 4.06, 110_000, 1977, 'Paperback'),
  book('The Road', ['Cormac McCarthy'], 'Vintage', 287, 3.99, 820_000, 2006, 'Paperback'),
  book('Blood Meridian', ['Cormac McCarthy'], 'Vintage', 351, 4.17, 140_000, 1985, 'Hardcover'),
  book(
    'Infinite Jest',
    ['David Foster Wallace'],
    'Little, Brown',
    1079,
    4.31,
    95_000,
    1996,
    'Paperback',
  ),
  book('The Overstory', ['Richard Powers'], 'Norton', 502, 4.09, 120_000, 2018, 'Hardcover'),
  book(
    'Good Omens',
    ['Terry Pratchett', 'Neil Gaiman'],
    'Penguin',
    491,
    4.25,
    700_000,
    1990,
    'Paperback',
  ),
  book('The Testaments', ['Margaret Atwood'], 'Penguin', 419, 4.22, 250_000, 2019, 'Hardcover'),
  book('Klara and the Sun', ['Kazuo Ishiguro'], 'Faber', 303, 3.83, 330_000, 2021, 'Hardcover'),
  book('Never Let Me Go', ['Kazuo Ishiguro'], 'Faber', 288, 3.85, 520_000, 2005, 'Paperback'),
  book(
    'Lincoln in the Bardo',
    ['George Saunders'],
    'Random House',
    343,
    3.78,
    160_000,
    2017,
    'Hardcover',
  ),
  book('Demon Copperhead', ['Barbara Kingsolver'], 'Harper', 548, 4.42, 300_000, 2022, 'Hardcover'),
];

const T = 'title';
export const library: EvalTable = {
  name: 'library',
  heldOut: false,
  records,
  questions: [
    {
      question: 'books with more than 500 pages',
      expected: set(
        T,
        names(
          records.filter((r) => Number(r.pages) > 500),
          T,
        ),
      ),
    },
    {
      question: 'How many books are rated above 4.2?',
      expected: num(records.filter((r) => Number(r.average_rating) > 4.2).length),
    },
    { question: 'the longest book', expected: record(first(sortBy(records, 'pages', -1), T)) },
    {
      question: 'most popular book',
      expected: record(first(sortBy(records, 'ratings_count', -1), T)),
    },
    {
      question: 'books published after 2015',
      expected: set(
        T,
        names(
          records.filter((r) => Number(r.year) > 2015),
          T,
        ),
      ),
    },
    { question: 'newest book', expected: record(first(sortBy(records, 'year', -1), T)) },
    {
      question: 'books published by Vintage',
      expected: set(T, names(where(records, 'publisher', 'Vintage'), T)),
    },
    {
      question: 'average page count of hardcovers',
      expected: num(avg(col(where(records, 'format', 'Hardcover'), 'pages'))),
    },
    {
      question: 'How many books did Vintage and Penguin publish together?',
      expected: num(whereIn(records, 'publisher', ['Vintage', 'Penguin']).length),
    },
    {
      question: 'Which publisher has the highest average rating?',
      expected: { top: groupTop(records, 'publisher', (g) => avg(col(g, 'average_rating'))) },
    },
    {
      question: 'books by Toni Morrison',
      expected: set(T, names(has(records, 'authors', 'Toni Morrison'), T)),
    },
    { question: 'What is the ISBN of Beloved?', expected: decline },
    {
      question: 'best rated book',
      expected: record(first(sortBy(records, 'average_rating', -1), T)),
    },
    // Second round of phrasings, written after the first round passed.
    {
      question: 'books with fewer than 300 pages',
      expected: set(
        T,
        names(
          records.filter((r) => Number(r.pages) < 300),
          T,
        ),
      ),
    },
    {
      question: 'How many paperbacks were published before 2000?',
      expected: num(
        where(records, 'format', 'Paperback').filter((r) => Number(r.year) < 2000).length,
      ),
    },
    {
      question: 'What is the average rating of books by Kazuo Ishiguro?',
      expected: num(avg(col(has(records, 'authors', 'Kazuo Ishiguro'), 'average_rating'))),
    },
    {
      question: 'books published by Penguin with over 400 pages',
      expected: set(
        T,
        names(
          where(records, 'publisher', 'Penguin').filter((r) => Number(r.pages) > 400),
          T,
        ),
      ),
    },
  ],
};
