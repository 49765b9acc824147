import {
  avg,
  col,
  date,
  distinct,
  first,
  groupTop,
  has,
  median,
  n,
  names,
  num,
  ordered,
  record,
  set,
  sortBy,
  sum,
  where,
  type Expected,
} from './compute.js';
import { books, countries, jobs } from './datasets.js';

export interface EvalQuestion {
  dataset: 'books' | 'countries' | 'jobs';
  question: string;
  expected: Expected;
}

// The expected answers are computed from the records by plain functions (compute.ts), never typed in.
const B = 'books' as const;
const C = 'countries' as const;
const J = 'jobs' as const;

export const QUESTIONS: EvalQuestion[] = [
  // Books
  { dataset: B, question: 'How many books are there?', expected: num(books.length) },
  {
    dataset: B,
    question: 'books by Jane Austen',
    expected: set('title', names(where(books, 'author', 'Jane Austen'), 'title')),
  },
  {
    dataset: B,
    question: 'How many books did Stephen King write?',
    expected: num(where(books, 'author', 'Stephen King').length),
  },
  {
    dataset: B,
    question: 'books under £10',
    expected: set(
      'title',
      names(
        books.filter((b) => n(b.price) < 10),
        'title',
      ),
    ),
  },
  {
    dataset: B,
    question: 'how many books cost less than 15 pounds',
    expected: num(books.filter((b) => n(b.price) < 15).length),
  },
  {
    dataset: B,
    question: 'books priced between £10 and £15',
    expected: set(
      'title',
      names(
        books.filter((b) => n(b.price) >= 10 && n(b.price) <= 15),
        'title',
      ),
    ),
  },
  { dataset: B, question: 'What is the average price?', expected: num(avg(col(books, 'price'))) },
  {
    dataset: B,
    question: 'average price of horror books',
    expected: num(avg(col(where(books, 'category', 'Horror'), 'price'))),
  },
  { dataset: B, question: 'median rating', expected: num(median(col(books, 'rating'))) },
  {
    dataset: B,
    question: 'total price of all poetry books',
    expected: num(sum(col(where(books, 'category', 'Poetry'), 'price'))),
  },
  {
    dataset: B,
    question: 'what is the highest price',
    expected: num(Math.max(...col(books, 'price'))),
  },
  {
    dataset: B,
    question: 'What is the lowest price of travel books?',
    expected: num(Math.min(...col(where(books, 'category', 'Travel'), 'price'))),
  },
  {
    dataset: B,
    question: 'cheapest book',
    expected: ordered('title', names(sortBy(books, 'price', 1).slice(0, 1), 'title')),
  },
  {
    dataset: B,
    question: 'most expensive book',
    expected: ordered('title', names(sortBy(books, 'price', -1).slice(0, 1), 'title')),
  },
  {
    dataset: B,
    question: 'top 3 most expensive books',
    expected: ordered('title', names(sortBy(books, 'price', -1).slice(0, 3), 'title')),
  },
  {
    dataset: B,
    question: 'the 2 cheapest poetry books',
    expected: ordered(
      'title',
      names(sortBy(where(books, 'category', 'Poetry'), 'price', 1).slice(0, 2), 'title'),
    ),
  },
  {
    dataset: B,
    question: 'books rated 5 stars',
    expected: set(
      'title',
      names(
        books.filter((b) => b.rating === 5),
        'title',
      ),
    ),
  },
  {
    dataset: B,
    question: 'books with a rating of at least 4',
    expected: set(
      'title',
      names(
        books.filter((b) => n(b.rating) >= 4),
        'title',
      ),
    ),
  },
  {
    dataset: B,
    question: 'Which author has the most books?',
    expected: { top: groupTop(books, 'author', (g) => g.length) },
  },
  {
    dataset: B,
    question: 'Which category has the highest average price?',
    expected: { top: groupTop(books, 'category', (g) => avg(col(g, 'price'))) },
  },
  {
    dataset: B,
    question: 'which category has the lowest average rating',
    expected: { top: groupTop(books, 'category', (g) => avg(col(g, 'rating')), 1) },
  },
  {
    dataset: B,
    question: 'number of books per category',
    expected: set('category', distinct(books, 'category')),
  },
  {
    dataset: B,
    question: 'list all categories',
    expected: set('category', distinct(books, 'category')),
  },
  {
    dataset: B,
    question: 'how many different authors are there',
    expected: num(distinct(books, 'author').length),
  },
  {
    dataset: B,
    question: 'What share of books are in stock?',
    expected: num(where(books, 'availability', 'In stock').length / books.length),
  },
  {
    dataset: B,
    question: 'books that are out of stock',
    expected: set('title', names(where(books, 'availability', 'Out of stock'), 'title')),
  },
  {
    dataset: B,
    question: 'books published after 1950',
    expected: set(
      'title',
      names(
        date(books, 'published', (d) => d > '1950-12-31'),
        'title',
      ),
    ),
  },
  {
    dataset: B,
    question: 'books published before 1820',
    expected: set(
      'title',
      names(
        date(books, 'published', (d) => d < '1820-01-01'),
        'title',
      ),
    ),
  },
  {
    dataset: B,
    question: 'how many books were published in 1977',
    expected: num(date(books, 'published', (d) => d.startsWith('1977')).length),
  },
  {
    dataset: B,
    question: 'books tagged gothic',
    expected: set('title', names(has(books, 'tags', 'gothic'), 'title')),
  },
  {
    dataset: B,
    question: 'how many romance books',
    expected: num(has(books, 'tags', 'romance').length),
  },
  {
    dataset: B,
    question: 'Compare the average price of Poetry and Horror',
    expected: num(
      avg(col(where(books, 'category', 'Poetry'), 'price')) -
        avg(col(where(books, 'category', 'Horror'), 'price')),
    ),
  },
  {
    dataset: B,
    question: 'difference in average rating between Fiction and Travel',
    expected: num(
      avg(col(where(books, 'category', 'Fiction'), 'rating')) -
        avg(col(where(books, 'category', 'Travel'), 'rating')),
    ),
  },
  {
    dataset: B,
    question: 'fiction books under £15 rated at least 4',
    expected: set(
      'title',
      names(
        books.filter((b) => b.category === 'Fiction' && n(b.price) < 15 && n(b.rating) >= 4),
        'title',
      ),
    ),
  },
  {
    dataset: B,
    question: 'average rating of books by Jane Austen',
    expected: num(avg(col(where(books, 'author', 'Jane Austen'), 'rating'))),
  },
  {
    dataset: B,
    question: 'Is Emma cheaper than Persuasion?',
    expected: num(
      n(where(books, 'title', 'Emma')[0]?.price) - n(where(books, 'title', 'Persuasion')[0]?.price),
    ),
  },
  {
    dataset: B,
    question: 'What is the most expensive horror book?',
    expected: ordered(
      'title',
      names(sortBy(where(books, 'category', 'Horror'), 'price', -1).slice(0, 1), 'title'),
    ),
  },
  {
    dataset: B,
    question: 'how many books are in each category',
    expected: set('category', distinct(books, 'category')),
  },
  // Countries
  { dataset: C, question: 'How many countries are there?', expected: num(countries.length) },
  {
    dataset: C,
    question: 'countries in Europe',
    expected: set('country', names(where(countries, 'region', 'Europe'), 'country')),
  },
  {
    dataset: C,
    question: 'average governance score',
    expected: num(avg(col(countries, 'governance_score'))),
  },
  {
    dataset: C,
    question: 'average governance score in Africa',
    expected: num(avg(col(where(countries, 'region', 'Africa'), 'governance_score'))),
  },
  {
    dataset: C,
    question: 'Which region has the highest average governance score?',
    expected: { top: groupTop(countries, 'region', (g) => avg(col(g, 'governance_score'))) },
  },
  {
    dataset: C,
    question: 'countries with a governance score above 85',
    expected: set(
      'country',
      names(
        countries.filter((c) => n(c.governance_score) > 85),
        'country',
      ),
    ),
  },
  {
    dataset: C,
    question: 'countries with a corruption index below 40',
    expected: set(
      'country',
      names(
        countries.filter((c) => n(c.corruption_index) < 40),
        'country',
      ),
    ),
  },
  {
    dataset: C,
    question: 'top 3 countries by gdp per capita',
    expected: ordered(
      'country',
      names(sortBy(countries, 'gdp_per_capita', -1).slice(0, 3), 'country'),
    ),
  },
  {
    dataset: C,
    question: 'most populous country',
    expected: ordered('country', names(sortBy(countries, 'population', -1).slice(0, 1), 'country')),
  },
  {
    dataset: C,
    question: 'total population of the Americas',
    expected: num(sum(col(where(countries, 'region', 'Americas'), 'population'))),
  },
  {
    dataset: C,
    question: 'median gdp per capita',
    expected: num(median(col(countries, 'gdp_per_capita'))),
  },
  {
    dataset: C,
    question: 'what is the lowest corruption index',
    expected: num(Math.min(...col(countries, 'corruption_index'))),
  },
  {
    dataset: C,
    question: 'countries with population over 100 million',
    expected: set(
      'country',
      names(
        countries.filter((c) => n(c.population) > 100_000_000),
        'country',
      ),
    ),
  },
  {
    dataset: C,
    question: 'number of countries per region',
    expected: set('region', distinct(countries, 'region')),
  },
  {
    dataset: C,
    question: 'compare the average corruption index of Europe and Asia',
    expected: num(
      avg(col(where(countries, 'region', 'Europe'), 'corruption_index')) -
        avg(col(where(countries, 'region', 'Asia'), 'corruption_index')),
    ),
  },
  {
    dataset: C,
    question: 'countries updated since February 2024',
    expected: set(
      'country',
      names(
        date(countries, 'last_updated', (d) => d >= '2024-02-01'),
        'country',
      ),
    ),
  },
  {
    dataset: C,
    question: 'what share of countries are in Asia',
    expected: num(where(countries, 'region', 'Asia').length / countries.length),
  },
  {
    dataset: C,
    question: 'the 2 countries with the lowest governance score',
    expected: ordered(
      'country',
      names(sortBy(countries, 'governance_score', 1).slice(0, 2), 'country'),
    ),
  },
  {
    dataset: C,
    question: 'which country has the highest governance score',
    // Each country is one record: the answer names the record (it once grouped by country).
    expected: record(first(sortBy(countries, 'governance_score', -1), 'country')),
  },
  // Jobs
  { dataset: J, question: 'How many jobs are there?', expected: num(jobs.length) },
  {
    dataset: J,
    question: 'jobs at Globex',
    expected: set('title', names(where(jobs, 'company', 'Globex'), 'title')),
  },
  {
    dataset: J,
    question: 'jobs in London',
    expected: set('title', names(where(jobs, 'location', 'London'), 'title')),
  },
  { dataset: J, question: 'average salary', expected: num(avg(col(jobs, 'salary'))) },
  {
    dataset: J,
    question: 'average salary of senior jobs',
    expected: num(avg(col(where(jobs, 'level', 'Senior'), 'salary'))),
  },
  {
    dataset: J,
    question: 'jobs paying over $100k',
    expected: set(
      'title',
      names(
        jobs.filter((j) => n(j.salary) > 100_000),
        'title',
      ),
    ),
  },
  {
    dataset: J,
    question: 'remote jobs',
    expected: set('title', names(where(jobs, 'remote', 'Remote'), 'title')),
  },
  {
    dataset: J,
    question: 'how many remote jobs',
    expected: num(where(jobs, 'remote', 'Remote').length),
  },
  {
    dataset: J,
    question: 'highest paying job',
    expected: ordered('title', names(sortBy(jobs, 'salary', -1).slice(0, 1), 'title')),
  },
  {
    dataset: J,
    question: 'Which company has the most jobs?',
    expected: { top: groupTop(jobs, 'company', (g) => g.length) },
  },
  {
    dataset: J,
    question: 'which location has the highest average salary',
    expected: { top: groupTop(jobs, 'location', (g) => avg(col(g, 'salary'))) },
  },
  {
    dataset: J,
    question: 'jobs requiring python',
    expected: set('title', names(has(jobs, 'skills', 'python'), 'title')),
  },
  {
    dataset: J,
    question: 'jobs posted after May 1, 2025',
    expected: set(
      'title',
      names(
        date(jobs, 'posted', (d) => d > '2025-05-01'),
        'title',
      ),
    ),
  },
  {
    dataset: J,
    question: 'compare the average salary of Junior and Senior jobs',
    expected: num(
      avg(col(where(jobs, 'level', 'Junior'), 'salary')) -
        avg(col(where(jobs, 'level', 'Senior'), 'salary')),
    ),
  },
  {
    dataset: J,
    question: 'median salary in Berlin',
    expected: num(median(col(where(jobs, 'location', 'Berlin'), 'salary'))),
  },
  {
    dataset: J,
    question: 'list all companies',
    expected: set('company', distinct(jobs, 'company')),
  },
];
