import { describe, expect, it } from 'vitest';
import { figuresHold } from './model-sentence.js';

describe("the model's sentence", () => {
  it('keeps only figures the query returned, the reference sentence holds or the question asked', () => {
    const sources = ['books over £20 in 2024', 'The average price is £23.46.', '[[23.4567,12]]'];
    expect(figuresHold('12 books over £20 cost £23.46 on average in 2024.', sources)).toBe(true);
    expect(figuresHold('On average they cost about £23.5.', sources)).toBe(true);
    expect(figuresHold('1,200 books cost £23.46 on average.', sources)).toBe(false);
    expect(figuresHold('They cost £25 on average.', sources)).toBe(false);
    expect(figuresHold('No figure at all.', sources)).toBe(true);
  });
});
