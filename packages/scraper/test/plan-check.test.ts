import { describe, expect, it } from 'vitest';
import { planProblem, selectorProblem } from '../src/extract/plan-check.js';

describe('plan check', () => {
  it('accepts the selectors the engine can run, pseudo-classes included', () => {
    for (const selector of [
      'div.quote',
      'li.next > a',
      'a[href$=".pdf"]',
      'p:contains("x")',
      'ul li:nth-child(2n+1)',
    ])
      expect(selectorProblem(selector)).toBeNull();
  });

  it('says why a selector cannot run', () => {
    expect(selectorProblem('div[')).toMatch(/.+/);
    expect(selectorProblem('a:no-such-pseudo')).toMatch(/no-such-pseudo/);
  });

  it('names the first bad selector or pattern of a plan by its path', () => {
    expect(
      planProblem({
        recordSpec: {
          container: 'div.quote',
          fields: [
            { name: 'text', selector: 'span.text', kind: 'text' },
            { name: 'author', selector: 'small[author', kind: 'text' },
          ],
        },
      }),
    ).toMatch(
      /^plan\.recordSpec\.fields\[1\]\.selector is not a valid CSS selector \(small\[author\): /,
    );
    expect(
      planProblem({
        recordSpec: {
          container: 'div',
          fields: [{ name: 'n', selector: '', kind: 'text', pattern: '(unclosed' }],
        },
      }),
    ).toMatch(/^plan\.recordSpec\.fields\[0\]\.pattern is not a valid regular expression/);
    expect(planProblem(undefined, [{ type: 'text', selector: '>>>' }])).toMatch(
      /^selectors\[0\]\.selector is not a valid CSS selector/,
    );
    expect(planProblem({ paginationSelector: 'li.next > a', follow: 'pagination' })).toBeNull();
  });
});
