import { describe, expect, it } from 'vitest';
import type { RecordSpec } from '@gleaner/shared';
import { fieldPatternProblem, firstGroup } from '../src/extract/field-pattern.js';
import { planProblem } from '../src/extract/plan-check.js';
import { extractRecords } from '../src/index.js';

const specWith = (pattern: string): RecordSpec => ({
  container: 'li',
  fields: [{ name: 'value', selector: '', kind: 'text', pattern }],
});

describe('field patterns', () => {
  it('reads a page with a catastrophically backtracking pattern in linear time', () => {
    // With RegExp, `^(a+)+$` on 29 a's and a "!" took over a minute; this page has 3 of them
    // and a text of 20,000 characters. Seconds to spare for a busy machine.
    const short = `${'a'.repeat(29)}!`;
    const long = `${'a'.repeat(19_999)}!`;
    const html = `<ul>${`<li>${short}</li>`.repeat(3)}<li>${long}</li><li>aaaa</li></ul>`;
    const started = performance.now();
    for (const pattern of ['^(a+)+$', '^((a|aa)+)$', '^((a*)*)$']) {
      const items = extractRecords(html, 'https://shop.example/', specWith(pattern));
      // The evil texts do not match; the last record does, with its first group.
      expect(items.map((item) => (item.content as { value: unknown }).value)).toEqual([
        ...Array<null>(4).fill(null),
        'aaaa',
      ]);
    }
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('keeps the meaning patterns had: the first group, JavaScript spellings, lazy and greedy', () => {
    expect(firstGroup(String.raw`(\d[\d.,]*)\D*$`, 'from 12 to 1,234.50 EUR')).toBe('1,234.50');
    expect(firstGroup(String.raw`(\d[\d.,]*)`, 'from 12 to 1,234.50 EUR')).toBe('12');
    expect(firstGroup(String.raw`^([\s\S]*?)\s*Price:`, 'Blue kettle Price: 12')).toBe(
      'Blue kettle',
    );
    expect(firstGroup(String.raw`(?<amount>\d+) left`, 'only 3 left')).toBe('3');
    expect(firstGroup(String.raw`caf\u00e9 (\w+)`, 'café noir')).toBe('noir');
    expect(firstGroup('(?i)(kettle)', 'Blue KETTLE')).toBe('KETTLE');
    // No group, no match, or a group that took no part: nothing, as `exec(…)?.[1] ?? ''` gave.
    expect(firstGroup(String.raw`\d+`, 'only 3 left')).toBe('');
    expect(firstGroup(String.raw`(\d+)`, 'none')).toBe('');
    expect(firstGroup('(x)?y', 'y')).toBe('');
  });

  it('refuses what the linear-time engine cannot run, saying what to change', () => {
    expect(fieldPatternProblem('(?=\\d)(\\d+)')).toMatch(/lookahead.*not supported.*linear-time/);
    expect(fieldPatternProblem('(?<=\\$)(\\d+)')).toMatch(/lookbehind.*not supported/);
    expect(fieldPatternProblem('(a)\\1')).toMatch(/backreferences.*not supported/);
    expect(fieldPatternProblem('([a-z ]{0,999}x|[a-z ]{0,999}y|[a-z ]{0,999}z)')).toMatch(
      /too complex.*\{0,999\}/,
    );
    expect(fieldPatternProblem('(unclosed')).toMatch(/missing closing \)/);
    expect(fieldPatternProblem(String.raw`(\d+(?:[.,]\d+)?)\s*(?:[Kk][Gg]|[Gg])`)).toBeNull();
  });

  it('names a pattern the engine refuses in the plan check, so the request is refused', () => {
    expect(
      planProblem({
        recordSpec: {
          container: 'li',
          fields: [
            { name: 'a', selector: 'b', kind: 'text', pattern: '(\\d+)' },
            { name: 'price', selector: 'p', kind: 'price', pattern: '(?!free)(\\w+)' },
          ],
        },
      }),
    ).toMatch(
      /^plan\.recordSpec\.fields\[1\]\.pattern is not a valid regular expression \(\(\?!free\)\(\\w\+\)\): lookahead .* not supported/,
    );
  });
});
