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
  sum,
  where,
  whereIn,
  type EvalTable,
  type Rec,
} from '../compute.js';

/** Tuning: recipes with two times in minutes, calories, servings and a rating out of five. */
const recipe = (
  name: string,
  cuisine: string,
  course: string,
  prep: number,
  total: number,
  calories: number,
  servings: number,
  rating: number,
  author: string,
): Rec => ({
  name,
  cuisine,
  course,
  prep_time: `${prep} mins`,
  total_time: `${total} mins`,
  calories,
  servings,
  rating,
  author,
});

const records: Rec[] = [
  recipe('Spaghetti Carbonara', 'Italian', 'Main', 10, 25, 640, 4, 4.8, 'Marcella Hazan'),
  recipe('Margherita Pizza', 'Italian', 'Main', 90, 110, 820, 2, 4.6, 'Marcella Hazan'),
  recipe('Tiramisu', 'Italian', 'Dessert', 30, 270, 450, 8, 4.9, 'Nigella Lawson'),
  recipe('Minestrone', 'Italian', 'Starter', 15, 55, 280, 6, 4.2, 'Jamie Oliver'),
  recipe('Chicken Tikka Masala', 'Indian', 'Main', 20, 60, 590, 4, 4.7, 'Madhur Jaffrey'),
  recipe('Dal Tadka', 'Indian', 'Main', 10, 40, 350, 4, 4.5, 'Madhur Jaffrey'),
  recipe('Mango Lassi', 'Indian', 'Drink', 5, 5, 210, 2, 4.4, 'Madhur Jaffrey'),
  recipe('Pad Thai', 'Thai', 'Main', 20, 35, 610, 2, 4.6, 'Jamie Oliver'),
  recipe('Green Curry', 'Thai', 'Main', 15, 40, 530, 4, 4.3, 'Jamie Oliver'),
  recipe('Tacos al Pastor', 'Mexican', 'Main', 30, 75, 560, 6, 4.7, 'Rick Bayless'),
  recipe('Guacamole', 'Mexican', 'Starter', 10, 10, 230, 6, 4.8, 'Rick Bayless'),
  recipe('Churros', 'Mexican', 'Dessert', 20, 45, 390, 6, 4.1, 'Rick Bayless'),
  recipe('Chocolate Brownies', 'American', 'Dessert', 15, 50, 420, 12, 4.9, 'Nigella Lawson'),
];

const N = 'name';
const total = (r: Rec) => col([r], 'total_time')[0]!;
export const recipes: EvalTable = {
  name: 'recipes',
  heldOut: false,
  records,
  questions: [
    {
      question: 'recipes ready in under 30 minutes',
      expected: set(
        N,
        names(
          records.filter((r) => total(r) < 30),
          N,
        ),
      ),
    },
    { question: 'quickest recipe', expected: record(first(sortBy(records, 'total_time', 1), N)) },
    {
      question: 'recipes with a prep time under 15 minutes',
      expected: set(
        N,
        names(
          records.filter((r) => col([r], 'prep_time')[0]! < 15),
          N,
        ),
      ),
    },
    {
      question: 'recipes with fewer than 400 calories',
      expected: set(
        N,
        names(
          records.filter((r) => Number(r.calories) < 400),
          N,
        ),
      ),
    },
    {
      question: 'Italian recipes rated 4.5 or more',
      expected: set(
        N,
        names(
          where(records, 'cuisine', 'Italian').filter((r) => Number(r.rating) >= 4.5),
          N,
        ),
      ),
    },
    {
      question: 'average calories of desserts',
      expected: num(avg(col(where(records, 'course', 'Dessert'), 'calories'))),
    },
    {
      question: 'Which cuisine has the most recipes?',
      expected: { top: groupTop(records, 'cuisine', (g) => g.length) },
    },
    {
      question: 'recipes with 6 servings',
      expected: set(N, names(where(records, 'servings', 6), N)),
    },
    {
      question: 'highest rated Mexican recipe',
      expected: record(first(sortBy(where(records, 'cuisine', 'Mexican'), 'rating', -1), N)),
    },
    {
      question: 'How many Thai and Indian recipes are there altogether?',
      expected: num(whereIn(records, 'cuisine', ['Thai', 'Indian']).length),
    },
    {
      question: 'recipes by Nigella',
      expected: set(N, names(where(records, 'author', 'Nigella Lawson'), N)),
    },
    { question: 'Which recipes are gluten free?', expected: decline },
    {
      question: 'total calories of the Italian recipes',
      expected: num(sum(col(where(records, 'cuisine', 'Italian'), 'calories'))),
    },
    {
      question: 'recipes that take more than an hour',
      expected: set(
        N,
        names(
          records.filter((r) => total(r) > 60),
          N,
        ),
      ),
    },
    // Second round of phrasings, written after the first round passed.
    {
      question: 'How many recipes take less than 45 minutes in total?',
      expected: num(records.filter((r) => total(r) < 45).length),
    },
    {
      question: 'Which recipe has the fewest calories?',
      expected: record(first(sortBy(records, 'calories', 1), N)),
    },
    {
      question: 'recipes with 500 calories or more',
      expected: set(
        N,
        names(
          records.filter((r) => Number(r.calories) >= 500),
          N,
        ),
      ),
    },
    { question: 'What is the spiciest recipe?', expected: decline },
    {
      question: 'average prep time of Indian recipes',
      expected: num(avg(col(where(records, 'cuisine', 'Indian'), 'prep_time'))),
    },
    { question: 'How many recipes use garlic?', expected: decline },
  ],
};
