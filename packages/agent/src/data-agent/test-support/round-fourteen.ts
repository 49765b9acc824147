import { columnsFor, type TestTable } from './tables.js';

const column = columnsFor(5);

/** An evening class programme: a fee in pounds, some classes free. */
export const courses: TestTable = {
  records: [
    { course: 'Pottery', fee: '£120', level: 'Beginner' },
    { course: 'Life drawing', fee: 'Free', level: 'Beginner' },
    { course: 'Welding', fee: '£340', level: 'Advanced' },
    { course: 'Bookbinding', fee: '£95', level: 'Intermediate' },
    { course: 'Sketching', fee: 'Free', level: 'Beginner' },
  ],
  columns: [
    column('course', 'text'),
    column('fee', 'number', { unit: '£', min: 0, max: 340 }),
    column('level', 'category', {
      distinct: 3,
      examples: ['Beginner', 'Advanced', 'Intermediate'],
    }),
  ],
};

/**
 * A hostel's rooms, the price written as words and figures the server read as a category
 * ('Free' for volunteers, '€25'), beside a number column of another measure (beds).
 */
export const rooms: TestTable = {
  records: [
    { room: 'Dorm A', price: '€25', beds: 8 },
    { room: 'Dorm B', price: '€25', beds: 6 },
    { room: 'Volunteer room', price: 'Free', beds: 4 },
    { room: 'Twin', price: '€60', beds: 2 },
    { room: 'Loft', price: 'Free', beds: 3 },
  ],
  columns: [
    column('room', 'text'),
    column('price', 'category', { distinct: 3, examples: ['€25', 'Free', '€60'] }),
    column('beds', 'number', { min: 2, max: 8 }),
  ],
};
