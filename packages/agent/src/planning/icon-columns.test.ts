/**
 * Cards whose facts carry no label, only an icon font's glyph before each: a map marker before
 * the place, a calendar before the day. A person reads the glyph as the label.
 * Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

describe('facts told apart by the icon before each', () => {
  it("a job board's cards: a map marker before the place, a briefcase before the contract", () => {
    const jobs = [
      ['Data Analyst', 'London', 'Full-time'],
      ['Ward Nurse', 'Leeds', 'Part-time'],
      ['Line Chef', 'York', 'Contract'],
    ];
    const html = page(
      `<div class="jobs">${jobs
        .map(
          ([title, place, contract], index) =>
            `<div class="card"><h3><a href="/j/${index}">${title}</a></h3><ul class="meta"><li><i class="fa fa-map-marker"></i> ${place}</li><li><i class="fa fa-briefcase"></i> ${contract}</li></ul></div>`,
        )
        .join('')}</div>`,
    );
    expect(rowsFor('every job with title and location', html, 'https://jobs.example/')).toEqual(
      jobs.map(([title, location]): unknown => expect.objectContaining({ title, location })),
    );
  });

  it("an events list's spans: a calendar glyph before the day, a pin before the venue", () => {
    const events = [
      ['Jazz Night', '14 May 2026', 'Blue Room', '2026-05-14'],
      ['Poetry Slam', '3 June 2026', 'Library', '2026-06-03'],
      ['Book Swap', '9 June 2026', 'Town Hall', '2026-06-09'],
    ];
    const html = page(
      `<section>${events
        .map(
          ([name, day, venue], index) =>
            `<article class="event"><h2><a href="/e/${index}">${name}</a></h2><p><span><i class="bi bi-geo-alt"></i> ${venue}</span> <span><i class="bi bi-calendar3"></i> ${day}</span></p></article>`,
        )
        .join('')}</section>`,
    );
    expect(
      rowsFor('all events with name, location and date', html, 'https://whatson.example/'),
    ).toEqual(
      events.map(([name, , location, date]): unknown =>
        expect.objectContaining({ name, location, date }),
      ),
    );
  });

  it('must not change: a list of tags, each after the same tag glyph', () => {
    const html = page(
      `<ul class="posts">${['Alpha', 'Beta', 'Gamma']
        .map(
          (title, index) =>
            `<li class="post"><a href="/p/${index}">${title}</a><span class="tags"><span><i class="fa fa-tag"></i> news</span><span><i class="fa fa-tag"></i> city</span></span></li>`,
        )
        .join('')}</ul>`,
    );
    expect(
      rowsFor('all posts with title and tags', html, 'https://blog.example/')[0],
    ).toMatchObject({ title: 'Alpha', tags: ['news', 'city'] });
  });
});
