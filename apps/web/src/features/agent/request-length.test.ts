import { REQUEST_MAX_CHARS } from '@gleaner/shared';
import { describe, expect, it } from 'vitest';
import { requestLengthProblem } from './request-length';

describe('requestLengthProblem', () => {
  it('lets a request up to the limit through', () => {
    expect(requestLengthProblem('x'.repeat(REQUEST_MAX_CHARS))).toBeNull();
    expect(requestLengthProblem(`  ${'x'.repeat(REQUEST_MAX_CHARS)}  `)).toBeNull();
  });

  it('refuses 128,000 characters and says how long it is and how long it may be', () => {
    expect(requestLengthProblem('a'.repeat(128_000))).toBe(
      'Your request is 128,000 characters long; the limit is 5,000. Shorten it and send it again.',
    );
  });
});
