import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverColumns } from '../src/commands/data-agent/discover-columns.js';
import { openTableJob, type TableJob } from './support/data-agent-table.js';

/**
 * A darts league's nights: legs won written as the board keeper does ('5–3 (2 180s)', '4–4 aet'),
 * which no reader takes as one figure, beside a service code run into letters and a '#' number.
 */
const nights = [
  { night: 'Week 1 v Crown', board: '2B', sheet: '#311', legs: '5–3 (2 180s)', pub: 'Crown' },
  { night: 'Week 2 v Swan', board: '1A', sheet: '#312', legs: '4–4 aet', pub: 'Swan' },
  { night: 'Week 3 v Plough', board: '3C', sheet: '#313', legs: '6–2', pub: 'Plough' },
  { night: 'Week 4 v Bell', board: '2A', sheet: '#314', legs: '3–5 (1 180)', pub: 'Bell' },
  { night: 'Week 5 v Anchor', board: '1C', sheet: '#315', legs: '7–1', pub: 'Anchor' },
];

describe('figures read as text (the column reader)', () => {
  let darts: TableJob;
  beforeAll(async () => {
    darts = await openTableJob(nights, 'night');
  });
  afterAll(() => darts.close());

  it('marks a column mostly of values starting with a figure, not codes or names', async () => {
    const { columns } = await discoverColumns(darts.database.db, darts.jobId);
    const figured = columns.filter((c) => c.figured).map((c) => c.key);
    expect(figured).toEqual(['legs']);
  });

  it('declines how many legs were won in total, and still counts the nights', async () => {
    const legs = await darts.ask('How many legs were won in total?');
    expect(legs.declined).toBe(true);
    expect(legs.answer).toContain('legs holds no figures I can read');
    const nightsAsked = await darts.ask('How many nights are there?');
    expect(nightsAsked.declined).toBeUndefined();
    expect(nightsAsked.answer).toContain('5');
  });
});
