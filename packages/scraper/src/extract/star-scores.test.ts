import { describe, expect, it } from 'vitest';
import { parseRating } from './normalise.js';

describe('parseRating and stars drawn beside a figure', () => {
  it('reads the score written beside a star, and counts the stars when none is', () => {
    expect(parseRating('4.6 ★')).toBe(4.6);
    expect(parseRating('★ 4,5')).toBe(4.5);
    expect(parseRating('★★★★☆ 4.0 (128)')).toBe(4);
    // No score beside them: the stars themselves, whatever count follows in brackets.
    expect(parseRating('★★★☆☆ (86)')).toBe(3);
    expect(parseRating('★★★★★')).toBe(5);
    expect(parseRating('(12) ★★★★')).toBe(4);
  });
});
