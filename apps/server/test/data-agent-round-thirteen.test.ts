import { describe, expect, it } from 'vitest';
import { readShape } from '../src/commands/data-agent/value-shapes.js';

/** Value shapes of round thirteen, on columns no eval table holds. */
describe('ages in several units (round thirteen)', () => {
  it("reads days and weeks beside months and years as ages: a zoo's young", () => {
    const shape = readShape(['10 days', '3 weeks', '14 months', '2 years', '5 years'], '.');
    expect(shape).toMatchObject({ kind: 'number', unit: 'years', max: 5 });
    expect(shape?.min).toBeCloseTo(10 / 365.25, 5);
  });

  it('leaves days beside a length apart, and times of day beside weeks as time', () => {
    // No age among them: a course's length in weeks and days is a time, as before.
    expect(readShape(['3 weeks', '10 days', '6 weeks'], '.')).toMatchObject({
      kind: 'number',
      unit: 'weeks',
    });
    // Days beside metres are no one measure.
    expect(readShape(['3 days', '40 m', '2 days'], '.')).toBeNull();
  });
});
