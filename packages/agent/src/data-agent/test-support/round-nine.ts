import type { DataColumn } from '@gleaner/shared';
import type { TestTable } from './tables.js';

const column = (
  key: string,
  kind: DataColumn['kind'],
  more: Partial<DataColumn> = {},
): DataColumn => ({ key, kind, unit: null, filled: 5, distinct: 5, ...more });

/**
 * Evening courses, each with a start day and an exam day: two date columns, one of whose names
 * ('course_start') shares a word with the records themselves.
 */
export const courses: TestTable = {
  records: [
    { course: 'Spanish I', course_start: '2026-01-12', exam_date: '2026-05-20', hours: 40 },
    { course: 'Pottery', course_start: '2026-02-02', exam_date: '2026-07-01', hours: 24 },
    { course: 'Bookkeeping', course_start: '2026-05-04', exam_date: '2026-09-14', hours: 36 },
    { course: 'First Aid', course_start: '2026-05-18', exam_date: '2026-06-05', hours: 12 },
    { course: 'Guitar', course_start: '2026-03-09', exam_date: '2026-08-10', hours: 30 },
  ],
  columns: [
    column('course', 'text'),
    column('course_start', 'date'),
    column('exam_date', 'date'),
    column('hours', 'number', { min: 12, max: 40 }),
  ],
};
