/**
 * An event's time as the page shows it ("Doors 7.30pm – 11pm"), not the machine-readable start
 * in hidden metadata. Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { planDetail } from '../planning/plan-item.js';

const gig = (times: string) =>
  `<!doctype html><html lang="en"><head><title>The Lanterns</title></head><body><header><nav><a href="/">Home</a><a href="/gigs">Gigs</a></nav></header><main><div class="gig" itemscope itemtype="https://schema.org/MusicEvent"><h1 itemprop="name">The Lanterns</h1><meta itemprop="startDate" content="2025-09-12T19:30"><meta itemprop="doorTime" content="2025-09-12T19:30"><p class="day">Friday 12 September 2025</p>${times}<p>Support from Hollow Pines.</p></div><aside class="related"><h2>More gigs</h2><div class="card"><a href="/g/2">Nightjar</a><p>8pm – 11pm</p></div></aside></main></body></html>`;

const read = (html: string, fields: string[]) =>
  planDetail(html, 'https://venue.example/gigs/lanterns', fields, 'event').sample;

describe('a time shown on a line of its own', () => {
  it("a gig's doors and curfew beside a hidden start time", () => {
    expect(read(gig('<p class="small">Doors 7.30pm – 11pm</p>'), ['name', 'time'])).toEqual({
      name: 'The Lanterns',
      time: 'Doors 7.30pm – 11pm',
    });
  });

  it('does not take a date line, or another gig’s time, for the time', () => {
    const sample = read(gig(''), ['time']);
    expect(sample?.['time']).not.toBe('8pm – 11pm');
    expect(sample?.['time']).not.toBe('Friday 12 September 2025');
  });
});
