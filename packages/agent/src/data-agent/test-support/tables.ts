import type { DataColumn } from '@gleaner/shared';
import type { PlanContext, ValueMatch } from '../plan-builder.js';
import { candidateParts, candidatePhrases } from '../vocabulary.js';

/**
 * Small tables of shapes the rules were not written on (apps, games, trails), with their columns
 * as the server describes them, and the server's value look-up done in memory.
 */
export interface TestTable {
  records: Record<string, unknown>[];
  columns: DataColumn[];
}

/**
 * A column as the server describes it, for a table of `rows` records whose values all differ
 * unless `more` says otherwise.
 */
export const columnsFor =
  (rows: number) =>
  (key: string, kind: DataColumn['kind'], more: Partial<DataColumn> = {}): DataColumn => ({
    key,
    kind,
    unit: null,
    filled: rows,
    distinct: rows,
    ...more,
  });

const column = columnsFor(8);

export const apps: TestTable = {
  records: [
    {
      app: 'Maps',
      developer: 'Google LLC',
      category: 'Travel',
      stars: 4.5,
      downloads: 5000,
      size: '120 MB',
      updated: '2025-05-01',
      free: 'Yes',
    },
    {
      app: 'Gmail',
      developer: 'Google LLC',
      category: 'Productivity',
      stars: 4.2,
      downloads: 9000,
      size: '95 MB',
      updated: '2025-04-12',
      free: 'Yes',
    },
    {
      app: 'Threads',
      developer: 'Meta',
      category: 'Social',
      stars: 3.9,
      downloads: 1200,
      size: '60 MB',
      updated: '2025-05-20',
      free: 'Yes',
    },
    {
      app: 'Instagram',
      developer: 'Meta',
      category: 'Social',
      stars: 4.0,
      downloads: 8000,
      size: '180 MB',
      updated: '2025-03-02',
      free: 'Yes',
    },
    {
      app: 'Procreate',
      developer: 'Savage',
      category: 'Art',
      stars: 4.8,
      downloads: 300,
      size: '1400 MB',
      updated: '2024-11-30',
      free: 'No',
    },
    {
      app: 'Notion',
      developer: 'Notion Labs',
      category: 'Productivity',
      stars: 4.5,
      downloads: 900,
      size: '45 MB',
      updated: '2025-05-18',
      free: 'Yes',
    },
    {
      app: 'Things',
      developer: 'Cultured Code',
      category: 'Productivity',
      stars: 4.7,
      downloads: 150,
      size: '30 MB',
      updated: '2024-12-15',
      free: 'No',
    },
    {
      app: 'Duolingo',
      developer: 'Duolingo',
      category: 'Education',
      stars: 4.6,
      downloads: 4000,
      size: '210 MB',
      updated: '2025-05-25',
      free: 'Yes',
    },
  ],
  columns: [
    column('app', 'text'),
    column('developer', 'category', { distinct: 6 }),
    column('category', 'category', { distinct: 5 }),
    column('stars', 'number', { distinct: 7, min: 3.9, max: 4.8 }),
    column('downloads', 'number', { min: 150, max: 9000 }),
    column('size', 'number', { unit: 'mb', min: 30, max: 1400 }),
    column('updated', 'date'),
    column('free', 'category', { distinct: 2, examples: ['Yes', 'No'] }),
  ],
};

export const games: TestTable = {
  records: [
    {
      title: 'Hades',
      studio: 'Supergiant',
      genre: 'Roguelike',
      score: 93,
      year: 2020,
      price: '$24.99',
    },
    {
      title: 'Celeste',
      studio: 'Maddy Makes Games',
      genre: 'Platformer',
      score: 92,
      year: 2018,
      price: '$19.99',
    },
    {
      title: 'Tetris Effect',
      studio: 'Enhance',
      genre: 'Puzzle',
      score: 89,
      year: 2018,
      price: '$39.99',
    },
    {
      title: 'Baba Is You',
      studio: 'Hempuli',
      genre: 'Puzzle',
      score: 87,
      year: 2019,
      price: '$14.99',
    },
    {
      title: 'Dead Cells',
      studio: 'Motion Twin',
      genre: 'Roguelike',
      score: 89,
      year: 2018,
      price: '$24.99',
    },
    {
      title: 'Hollow Knight',
      studio: 'Team Cherry',
      genre: 'Platformer',
      score: 90,
      year: 2017,
      price: '$14.99',
    },
    {
      title: 'Balatro',
      studio: 'LocalThunk',
      genre: 'Roguelike',
      score: 90,
      year: 2024,
      price: '$14.99',
    },
    { title: 'Tunic', studio: 'Finji', genre: 'Adventure', score: 85, year: 2022, price: '$29.99' },
  ],
  columns: [
    column('title', 'text'),
    column('studio', 'text', { distinct: 8 }),
    column('genre', 'category', { distinct: 4 }),
    column('score', 'number', { distinct: 6, min: 85, max: 93 }),
    column('year', 'number', { distinct: 6, min: 2017, max: 2024 }),
    column('price', 'number', { unit: '$', distinct: 5, min: 14.99, max: 39.99 }),
  ],
};

export const trails: TestTable = {
  records: [
    {
      trail: 'Ridge Loop',
      region: 'North',
      distance: '12.5 km',
      climb: '650 m',
      dog_friendly: 'Yes',
      checked: '2025-04-01',
    },
    {
      trail: 'Lake Path',
      region: 'North',
      distance: '4.2 km',
      climb: '40 m',
      dog_friendly: 'Yes',
      checked: '2025-05-12',
    },
    {
      trail: 'Summit Push',
      region: 'East',
      distance: '18 km',
      climb: '1200 m',
      dog_friendly: 'No',
      checked: '2025-03-15',
    },
    {
      trail: 'Forest Walk',
      region: 'East',
      distance: '6.8 km',
      climb: '120 m',
      dog_friendly: 'Yes',
      checked: '2025-05-30',
    },
    {
      trail: 'Coast Trail',
      region: 'West',
      distance: '9.1 km',
      climb: '210 m',
      dog_friendly: 'No',
      checked: '2025-02-20',
    },
    {
      trail: 'Old Mine Track',
      region: 'West',
      distance: '15.4 km',
      climb: '820 m',
      dog_friendly: 'Yes',
      checked: '2025-01-10',
    },
    {
      trail: 'River Meander',
      region: 'South',
      distance: '3.1 km',
      climb: '15 m',
      dog_friendly: 'Yes',
      checked: '2025-05-02',
    },
    {
      trail: 'Crag Scramble',
      region: 'South',
      distance: '7.7 km',
      climb: '540 m',
      dog_friendly: 'No',
      checked: '2025-04-22',
    },
  ],
  columns: [
    column('trail', 'text'),
    column('region', 'category', { distinct: 4 }),
    column('distance', 'number', { unit: 'km', min: 3.1, max: 18 }),
    column('climb', 'number', { unit: 'm', min: 15, max: 1200 }),
    column('dog_friendly', 'category', { distinct: 2, examples: ['Yes', 'No'] }),
    column('checked', 'date'),
  ],
};

/** The server's value look-up (find-values.ts), in memory: whole values, then capitalised words. */
export function contextOf(question: string, table: TestTable): PlanContext {
  const phrases = new Set(candidatePhrases(question));
  const parts = candidateParts(question);
  const found = new Map<string, ValueMatch>();
  const add = (key: string, value: string, part?: string) => {
    const id = `${key}\u0000${value}\u0000${part ?? ''}`;
    const seen = found.get(id);
    found.set(id, {
      column: key,
      value,
      records: (seen?.records ?? 0) + 1,
      ...(part ? { part } : {}),
    });
  };
  for (const record of table.records) {
    for (const c of table.columns) {
      if (c.kind === 'date') continue;
      const raw = record[c.key];
      for (const item of Array.isArray(raw) ? raw : [raw]) {
        if (typeof item !== 'string' || (c.kind === 'number' && /\d/.test(item))) continue;
        if (phrases.has(item.toLowerCase())) add(c.key, item);
        else
          for (const part of parts)
            if (new RegExp(`(^|[^\\p{L}])${part}($|[^\\p{L}])`, 'iu').test(item))
              add(c.key, item, part);
      }
    }
  }
  return {
    columns: table.columns,
    values: [...found.values()],
    total: table.records.length,
    reference: new Date('2026-06-15T12:00:00Z'),
  };
}
