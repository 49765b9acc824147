/**
 * A card's line of two unclassed parts, who and where ("Fernbank Ltd – Leeds (Hybrid)"), answers
 * company and location; parts that read the other way round are left alone. Pages written here,
 * not copied.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

const jobs = [
  ['Senior Data Engineer', 'Fernbank Ltd', 'Leeds (Hybrid)'],
  ['Platform Engineer', 'Moss &amp; Co', 'Remote'],
  ['QA Lead', 'Kiln Studio', 'Manchester'],
];

const board = (parts: (company: string, place: string) => string) =>
  page(
    `<h1>Engineering jobs</h1><div class="job-list">${jobs
      .map(
        ([title, company, place], index) =>
          `<article class="job"><h2><a href="/j/${index}">${title}</a></h2><p class="meta">${parts(company ?? '', place ?? '')}</p><p class="salary">£${50 + index},000 a year</p></article>`,
      )
      .join('')}</div>`,
  );

describe("a card's line of who and where", () => {
  it('a job board: the employer, a dash, then the place', () => {
    const html = board((company, place) => `<span>${company}</span> – <span>${place}</span>`);
    expect(
      rowsFor('jobs with title, company and location', html, 'https://jobs.example/eng'),
    ).toEqual(
      jobs.map(([title, company, location]): unknown =>
        expect.objectContaining({
          title,
          company: company?.replace('&amp;', '&'),
          location,
        }),
      ),
    );
  });

  it('leaves parts that read the other way round unread', () => {
    const html = board((company, place) => `<span>${place}</span> · <span>${company}</span>`);
    const rows = rowsFor(
      'jobs with title, company and location',
      html,
      'https://jobs.example/eng',
    ) as Record<string, unknown>[];
    expect(rows.some((row) => row['company'] === 'Remote')).toBe(false);
  });
});
