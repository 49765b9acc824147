import type { DocumentReading } from '@gleaner/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReadingReporter } from './reading-reporter.js';

const at = (name: string, page: number): DocumentReading => ({
  url: `https://example.org/${name}`,
  name,
  document: 1,
  documents: 1,
  page,
  pages: 9,
  ocr: false,
});

describe('ReadingReporter', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('sends the first page at once, then the latest at most once per interval', () => {
    const sent: (string | null)[] = [];
    const reporter = new ReadingReporter(
      (reading) => sent.push(reading && `${reading.name} ${reading.page}`),
      500,
    );
    const page = reporter.forPage('https://example.org/');
    page(at('a.pdf', 1));
    page(at('a.pdf', 2));
    page(at('a.pdf', 3));
    expect(sent).toEqual(['a.pdf 1']);
    vi.advanceTimersByTime(500);
    expect(sent).toEqual(['a.pdf 1', 'a.pdf 3']);
    page(null);
    vi.advanceTimersByTime(500);
    expect(sent).toEqual(['a.pdf 1', 'a.pdf 3', null]);
    reporter.close();
    expect(sent).toHaveLength(3);
  });

  it('says nothing is read only once no page of the chunk reads, and clears on close', () => {
    const sent: (string | null)[] = [];
    const reporter = new ReadingReporter((reading) => sent.push(reading && reading.name), 0);
    const one = reporter.forPage('https://example.org/1');
    const two = reporter.forPage('https://example.org/2');
    one(at('one.pdf', 1));
    two(at('two.pdf', 1));
    one(null);
    // The other page's reading was already sent: nothing new to say.
    expect(sent).toEqual(['one.pdf', 'two.pdf']);
    reporter.close();
    expect(sent.at(-1)).toBeNull();
    two(at('two.pdf', 2));
    expect(sent).toHaveLength(3);
  });
});
