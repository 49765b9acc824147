/**
 * Class names cut short ("loc", "addr") name the field they shorten: a job card's place in
 * div.loc is its location, a directory's span.addr its address. Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

describe('class names cut short', () => {
  it("a job board's cards: the place in a div classed 'loc'", () => {
    const jobs = [
      ['Operations Manager', 'Acme Ltd', 'Manchester'],
      ['Warehouse Lead', 'Blue Fox', 'Leeds'],
      ['Fleet Coordinator', 'Northwind', 'Remote'],
    ];
    const html = page(
      `<ul class="jobs">${jobs
        .map(
          ([title, company, place], index) =>
            `<li class="job-card"><h2><a href="/job/${index}">${title}</a></h2><div class="company">${company}</div><div class="loc">${place}</div></li>`,
        )
        .join('')}</ul>`,
    );
    expect(rowsFor('jobs with title, company and location', html, 'https://jobs.example/')).toEqual(
      jobs.map(([title, company, location]): unknown =>
        expect.objectContaining({ title, company, location }),
      ),
    );
  });

  it("a directory's entries: the address in a span classed 'addr'", () => {
    const firms = [
      ['Harbour Joinery', 'Unit 4, Riverside Park'],
      ['Moor Glass', 'The Old Dairy, Moor Lane'],
      ['Kiln Studio', 'Arch 12, Viaduct Yard'],
    ];
    const html = page(
      `<div class="directory">${firms
        .map(
          ([name, address], index) =>
            `<div class="entry"><h3><a href="/f/${index}">${name}</a></h3><span class="entry__addr">${address}</span></div>`,
        )
        .join('')}</div>`,
    );
    expect(rowsFor('firms with name and address', html, 'https://trades.example/')).toEqual(
      firms.map(([name, address]): unknown => expect.objectContaining({ name, address })),
    );
  });
});
