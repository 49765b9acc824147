import { describe, expect, it } from 'vitest';
import { parsePage } from './page.js';
import { limitNesting } from './limit-nesting.js';

describe('limitNesting', () => {
  it('gives a page within the limits back as it was', () => {
    const html =
      '<!doctype html><html><body><div class="a"><p>One &amp; two</p></div></body></html>';
    expect(limitNesting(html)).toEqual({ html, flattened: false, cut: false });
  });

  it('keeps the text and images of elements past the deepest level, without their tags', () => {
    const html = `<body>${'<div>'.repeat(10)}<img src="x.png">deep "text"${'</div>'.repeat(10)}</body>`;
    const limited = limitNesting(html, { maxDepth: 4 });
    expect(limited.flattened).toBe(true);
    expect(limited.html).toBe(
      '<body><div><div><div><img src="x.png">deep "text"</div></div></div></body>',
    );
  });

  it('cuts a page past the element budget', () => {
    const html = `<ul>${'<li a="&quot;q">x</li>'.repeat(10)}</ul>`;
    const limited = limitNesting(html, { maxElements: 4 });
    expect(limited.cut).toBe(true);
    expect(limited.html).toBe(
      '<ul><li a="&quot;q">x</li><li a="&quot;q">x</li><li a="&quot;q">x</li>',
    );
  });

  it('lets the readers of a 20,000-level page finish without overflowing their stack', () => {
    const html = `<body>${'<div>'.repeat(20_000)}deep${'</div>'.repeat(20_000)}</body>`;
    expect(parsePage(html, 'http://x/').$('body').text()).toBe('deep');
  });
});
