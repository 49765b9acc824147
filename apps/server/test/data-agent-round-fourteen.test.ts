import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf, dayTimeMinutes, readShape } from '../src/commands/data-agent/value-shapes.js';
import { openTableJob, type TableJob } from './support/data-agent-table.js';

/** Value shapes of round fourteen, on tables no eval table holds. */
describe('a day and its time in one cell, the day not written ISO (round fourteen)', () => {
  it('reads the day, and the time of day after it', () => {
    expect(dayOf('Nov 2, 2026 at 4:40 pm', 'mdy')).toBe('2026-11-02');
    expect(dayOf('02.11.2026 16:40', 'dmy')).toBe('2026-11-02');
    expect(dayTimeMinutes('Nov 2, 2026 at 4:40 pm')).toBe(16 * 60 + 40);
    expect(dayTimeMinutes('Sat 14 Mar 2026 · 19:30:00')).toBe(19 * 60 + 30);
    expect(readShape(['Nov 2, 2026 at 4:40 pm', 'Nov 12, 2026 at 9:05 am'], '.')?.kind).toBe(
      'date',
    );
  });

  it('leaves days alone, times alone and figures before a time as they were', () => {
    expect(dayOf('Mar 3, 2025', 'mdy')).toBe('2025-03-03');
    expect(dayTimeMinutes('Mar 3, 2025')).toBeNull();
    expect(readShape(['07:45', '19:10', '12:00'], '.')).toMatchObject({ read: { clock: true } });
    // A figure and a time is no day: '3 laps 12:30' stays text.
    expect(dayTimeMinutes('Lap 3 12:30')).toBeNull();
    expect(dayTimeMinutes('2026-11-02 09:30')).toBe(9 * 60 + 30);
  });
});

/** A dentist's bookings, each day written the American way with 'at' and its time. */
const bookings = [
  { patient: 'R. Okafor', slot: 'Nov 2, 2026 at 9:15 am', treatment: 'Check-up' },
  { patient: 'D. Moore', slot: 'Nov 2, 2026 at 5:30 pm', treatment: 'Filling' },
  { patient: 'J. Lindqvist', slot: 'Nov 4, 2026 at 11:00 am', treatment: 'Hygiene' },
  { patient: 'A. Ruiz', slot: 'Nov 9, 2026 at 6:10 pm', treatment: 'Check-up' },
  { patient: 'P. Sharma', slot: 'Oct 28, 2026 at 2:45 pm', treatment: 'Crown' },
];

describe('bookings by day and time (round fourteen)', () => {
  let surgery: TableJob;
  beforeAll(async () => {
    surgery = await openTableJob(bookings, 'patient');
  });
  afterAll(() => surgery.close());

  it('ranks, filters by day and by time of day', async () => {
    expect((await surgery.ask('most recent booking')).answer).toContain('A. Ruiz');
    expect((await surgery.ask('earliest booking')).answer).toContain('P. Sharma');
    expect(surgery.names(await surgery.ask('bookings after 3 November'))).toEqual([
      'J. Lindqvist',
      'A. Ruiz',
    ]);
    expect(surgery.names(await surgery.ask('bookings after 5 pm'))).toEqual([
      'D. Moore',
      'A. Ruiz',
    ]);
  });
});

/** Guest houses whose facilities are written in one cell, joined by a middle dot or a semicolon. */
const guestHouses = [
  { house: 'Harbour View', facilities: 'Free Wi-Fi · Parking · Sea view', rooms: '6' },
  { house: 'The Old Forge', facilities: 'Parking', rooms: '4' },
  { house: 'Mill Cottage', facilities: 'Free Wi-Fi; Garden', rooms: '3' },
  { house: 'Rose Villa', facilities: 'Garden · Parking', rooms: '8' },
  { house: 'Quay Rooms', facilities: 'Free Wi-Fi', rooms: '5' },
];

describe('items joined by a middle dot or a semicolon (round fourteen)', () => {
  let houses: TableJob;
  beforeAll(async () => {
    houses = await openTableJob(guestHouses, 'house');
  });
  afterAll(() => houses.close());

  it('finds an item in every cell holding it, as items joined by commas are', async () => {
    expect(houses.names(await houses.ask('houses with parking'))).toEqual([
      'Harbour View',
      'The Old Forge',
      'Rose Villa',
    ]);
    expect((await houses.ask('How many houses have free wi-fi?')).table?.rows[0]?.[0]).toBe(3);
  });

  it('still finds a value written alone', async () => {
    expect(houses.names(await houses.ask('houses with a sea view'))).toEqual(['Harbour View']);
  });
});

/** A rugby club's results: a score, or a state written as a code where the score would be. */
const rugby = [
  { fixture: 'Otley v Harrogate', score: '24-17', ground: 'Cross Green' },
  { fixture: 'Wharfedale v Otley', score: 'A - A', ground: 'The Avenue' },
  { fixture: 'Otley v Sedgley Park', score: '31-12', ground: 'Cross Green' },
  { fixture: 'Hull v Otley', score: 'P-P', ground: 'Haworth Park' },
  { fixture: 'Otley v Blaydon', score: 'W/O', ground: 'Cross Green' },
  { fixture: 'Otley v Tynedale', score: '18-18', ground: 'Cross Green' },
];

describe('a state written as a code in the score (round fourteen)', () => {
  let club: TableJob;
  beforeAll(async () => {
    club = await openTableJob(rugby, 'fixture');
  });
  afterAll(() => club.close());

  it('finds the code by the word the question asks with', async () => {
    expect((await club.ask('How many matches were abandoned?')).table?.rows[0]?.[0]).toBe(1);
    expect(club.names(await club.ask('Which fixtures were postponed?'))).toEqual(['Hull v Otley']);
    expect(club.names(await club.ask('Which games were walkovers?'))).toEqual(['Otley v Blaydon']);
  });

  it('leaves a state no cell writes unanswered', async () => {
    // No game was called off for a frozen pitch here, by word or by code.
    expect((await club.ask('How many games were frozen off?')).declined).toBe(true);
  });
});
