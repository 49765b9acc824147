/**
 * Pages about one thing as shops and job boards write them: specification lists of two spans,
 * a byline above reviews by other people, a section opened by its own heading, a company set
 * apart with "at", a bold heading over the paragraph it names.
 */
import { describe, expect, it } from 'vitest';
import { rowsFor } from '../../test/plan-rows.js';

const readFor = (request: string, html: string, url: string) => rowsFor(request, html, url)[0];

const shell = (body: string, title: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><nav><a href="/">Home</a><a href="/shop">Shop</a></nav><main>${body}</main><footer>© Shop</footer></body></html>`;

const BOOK = shell(
  `<div class="product-info"><h1 class="product-title">The Midnight Library</h1>
<p class="byline">by <a href="/author/matt-haig">Matt Haig</a> (Author)</p>
<div class="price-box"><span class="price-now">£8.99</span> <span class="price-was">RRP £10.99</span></div></div>
<section class="description"><h2>Synopsis</h2><p>Between life and death there is a library, and within that library, the shelves go on forever.</p></section>
<section class="details"><h2>Product details</h2><ul class="spec-list">
<li><span class="spec-name">ISBN-13</span><span class="spec-value">9781786892737</span></li>
<li><span class="spec-name">Publisher</span><span class="spec-value">Canongate Books</span></li>
<li><span class="spec-name">Pages</span><span class="spec-value">304</span></li>
<li><span class="spec-name">Language</span><span class="spec-value">English</span></li></ul></section>
<section id="reviews"><h2>Customer reviews</h2><div class="review"><span class="review-author">Jane</span><p>Loved it.</p></div><div class="review"><span class="review-author">Tom</span><p>Good read.</p></div></section>`,
  'The Midnight Library',
);

const JOB = shell(
  `<div id="header"><h1 class="app-title">Senior Backend Engineer</h1><div class="company-name">at Acme</div><div class="location">Remote - US</div></div>
<div id="content"><p><strong>What you'll do</strong></p><ul><li>Design APIs</li><li>Own services</li></ul>
<p><strong>Compensation</strong></p><p>The salary range for this role is $160,000 - $190,000 per year.</p>
<p>Employment type: Full-time</p></div>`,
  'Senior Backend Engineer at Acme',
);

describe('pages about one thing', () => {
  it('reads a specification list of two spans, the byline author rather than a reviewer, and a section without its heading', () => {
    expect(
      readFor(
        'get the title, author, price, isbn, publisher, pages and description of this book',
        BOOK,
        'https://books.example/p/midnight-library',
      ),
    ).toMatchObject({
      title: 'The Midnight Library',
      author: 'Matt Haig',
      price: 8.99,
      isbn: '9781786892737',
      publisher: 'Canongate Books',
      pages: 304,
      description:
        'Between life and death there is a library, and within that library, the shelves go on forever.',
    });
  });

  it('reads a company set apart with "at" and the paragraph under a bold heading', () => {
    expect(
      readFor(
        'get the job title, company, location, salary and employment type',
        JOB,
        'https://boards.example/acme/jobs/123',
      ),
    ).toMatchObject({
      title: 'Senior Backend Engineer',
      company: 'Acme',
      location: 'Remote - US',
      salary: 'The salary range for this role is $160,000 - $190,000 per year.',
      employment_type: 'Full-time',
    });
  });
});
