import { columnsFor, type TestTable } from './tables.js';

const column = columnsFor(6);

/**
 * A college's graduates: a year column whose header says nothing of years (cohort), an
 * identifier named in two words (student_number) and a count of one thing (citations). No eval
 * table has this shape.
 */
export const alumni: TestTable = {
  records: [
    {
      graduate: 'Ada Brook',
      degree: 'Physics',
      cohort: 2004,
      student_number: 40110,
      citations: 320,
    },
    { graduate: 'Ben Carr', degree: 'History', cohort: 2010, student_number: 40213, citations: 45 },
    {
      graduate: 'Cleo Dunn',
      degree: 'Physics',
      cohort: 2010,
      student_number: 40227,
      citations: 880,
    },
    { graduate: 'Dev Engel', degree: 'Law', cohort: 2015, student_number: 40381, citations: 12 },
    { graduate: 'Eve Fox', degree: 'History', cohort: 2019, student_number: 40402, citations: 5 },
    { graduate: 'Finn Gale', degree: 'Law', cohort: 2012, student_number: 40299, citations: 60 },
  ],
  columns: [
    column('graduate', 'text'),
    column('degree', 'category', { distinct: 3 }),
    column('cohort', 'number', { distinct: 5, min: 2004, max: 2019 }),
    column('student_number', 'number', { min: 40110, max: 40402 }),
    column('citations', 'number', { min: 5, max: 880 }),
  ],
};

/** Walking tours of a town: start and end as times of day (held as minutes after midnight). */
export const tours: TestTable = {
  records: [
    { tour: 'Old Town', guide: 'Mara', starts: '09:30', ends: '11:00', price: '€15' },
    { tour: 'Harbour', guide: 'Mara', starts: '11:15', ends: '12:30', price: '€12' },
    { tour: 'Street Art', guide: 'Ivo', starts: '14:00', ends: '16:00', price: '€18' },
    { tour: 'Ghosts', guide: 'Ivo', starts: '21:00', ends: '22:30', price: '€20' },
    { tour: 'Markets', guide: 'Lena', starts: '08:00', ends: '10:00', price: '€10' },
    { tour: 'Sunset Walls', guide: 'Lena', starts: '19:30', ends: '21:00', price: '€22' },
  ],
  columns: [
    column('tour', 'text'),
    column('guide', 'category', { distinct: 3 }),
    column('starts', 'number', { min: 480, max: 1260, read: { clock: true } }),
    column('ends', 'number', { min: 600, max: 1350, read: { clock: true } }),
    column('price', 'number', { unit: '€', min: 10, max: 22 }),
  ],
};
