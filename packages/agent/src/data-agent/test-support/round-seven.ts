import { columnsFor, type TestTable } from './tables.js';

const column = columnsFor(6);

const day = (
  date: string,
  max: number,
  min: number,
  cloud: number,
  frost: number,
  rain: number,
  note: string,
) => ({
  day: date,
  max_temp: `${max} °C`,
  min_temp: `${min} °C`,
  cloud_cover: `${cloud}%`,
  frost_hours: `${frost} h`,
  rain_gauge: `${rain} mm`,
  note,
});

/**
 * A greenhouse's daily log: a shape no eval table has. No text names the records — each is its
 * day; the temperatures are a pair headed max_temp and min_temp in degrees; cloud is a share and
 * frost a number of hours, asked of as 'cloudiest' and 'frostiest'; rain in a gauge, in mm; a note
 * of few words.
 */
export const greenhouse: TestTable = {
  records: [
    day('2026-02-01', 9.5, -1.5, 80, 3, 4.2, 'Vents shut'),
    day('2026-02-02', 12.0, 2.5, 35, 0, 0, 'Watered'),
    day('2026-02-03', 7.0, -3.0, 95, 6, 12.5, 'Vents shut'),
    day('2026-02-04', 14.5, 4.0, 10, 0, 0.4, 'Watered'),
    day('2026-02-05', 11.0, 0.5, 60, 1, 1.1, 'Seedlings out'),
    day('2026-02-06', 8.0, -0.5, 70, 2, 7.8, 'Vents shut'),
  ],
  columns: [
    column('day', 'date'),
    column('max_temp', 'number', { unit: '°c', min: 7, max: 14.5 }),
    column('min_temp', 'number', { unit: '°c', min: -3, max: 4 }),
    column('cloud_cover', 'number', { unit: '%', min: 10, max: 95 }),
    column('frost_hours', 'number', { unit: 'h', distinct: 5, min: 0, max: 6 }),
    column('rain_gauge', 'number', { unit: 'mm', min: 0, max: 12.5 }),
    column('note', 'category', {
      distinct: 3,
      examples: ['Vents shut', 'Watered', 'Seedlings out'],
    }),
  ],
};
