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

/** A charity's appeals: a target and the donations received, both in pounds, by region. */
export const appeals: TestTable = {
  records: [
    { appeal: 'Winter coats', region: 'North', target: '£5,000', donations: '£6,200' },
    { appeal: 'Food bank', region: 'South', target: '£12,000', donations: '£9,800' },
    { appeal: 'Roof repair', region: 'North', target: '£20,000', donations: '£4,100' },
    { appeal: 'School books', region: 'East', target: '£3,000', donations: '£3,450' },
    { appeal: 'Flood relief', region: 'South', target: '£8,000', donations: '£11,000' },
  ],
  columns: [
    column('appeal', 'text'),
    column('region', 'category', { distinct: 3, examples: ['North', 'South', 'East'] }),
    column('target', 'number', { unit: '£', min: 3000, max: 20000 }),
    column('donations', 'number', { unit: '£', min: 3450, max: 11000 }),
  ],
};

/**
 * A reading challenge's readers: how far through the year's target each is, in per cent, beside
 * a state of words, one of which ('Completed') is also the name of the per-cent column's measure.
 */
export const readers: TestTable = {
  records: [
    { reader: 'Amara', completed: '240%', state: 'Completed' },
    { reader: 'Bo', completed: '85%', state: 'Reading' },
    { reader: 'Cyril', completed: '130%', state: 'Completed' },
    { reader: 'Dana', completed: '310%', state: 'Completed' },
    { reader: 'Eli', completed: '40%', state: 'Paused' },
  ],
  columns: [
    column('reader', 'text'),
    column('completed', 'number', { unit: '%', min: 40, max: 310 }),
    column('state', 'category', {
      distinct: 3,
      examples: ['Completed', 'Reading', 'Paused'],
    }),
  ],
};

/** A gym's timetable: what each class provides, joined by a dot, blank for nothing. */
export const gymClasses: TestTable = {
  records: [
    { name: 'Spin', provides: 'Towels · Water', studio: 'Studio 1' },
    { name: 'Yoga', provides: 'Mats provided', studio: 'Studio 2' },
    { name: 'Pilates', provides: 'Mats provided · Towels', studio: 'Studio 2' },
    { name: 'Boxing', provides: '', studio: 'Studio 1' },
    { name: 'Stretch', provides: 'Mats provided', studio: 'Studio 3' },
  ],
  columns: [
    column('name', 'text'),
    column('provides', 'category', {
      filled: 4,
      distinct: 3,
      examples: ['Towels · Water', 'Mats provided', 'Mats provided · Towels'],
    }),
    column('studio', 'category', { distinct: 3, examples: ['Studio 1', 'Studio 2', 'Studio 3'] }),
  ],
};
