/**
 * A place row that gives a venue's name and then its address answers 'venue' with the name
 * and 'address' with the rest. Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { page as listPage, rowsFor } from '../../test/plan-rows.js';
import { planDetail } from './plan-item.js';

const page = (facts: string) =>
  `<!doctype html><html lang="en"><head><title>Event</title></head><body><nav><a href="/">Home</a></nav><main><article><h1>Midsummer Folk Night</h1>${facts}<p>An evening of songs and tunes by the river.</p></article></main><footer><a href="/privacy">Privacy</a></footer></body></html>`;

const read = (html: string, fields: string[]) =>
  planDetail(html, 'https://folk.example/events/midsummer', fields, 'event').sample;

describe("a place row's name and address", () => {
  it("a table's Where row: the venue on one line, its address on the next", () => {
    const html = page(
      `<table><tr><th>When</th><td>Saturday 14 June 2025, 7.30pm</td></tr><tr><th>Where</th><td>The Old Mill<br>12 Canal Street, Bath BA1 2AB</td></tr></table>`,
    );
    expect(read(html, ['name', 'venue', 'address'])).toEqual({
      name: 'Midsummer Folk Night',
      venue: 'The Old Mill',
      address: '12 Canal Street, Bath BA1 2AB',
    });
  });

  it("a definition list's Where: the venue in bold, a comma, then the address", () => {
    const html = page(
      `<dl><dt>Date</dt><dd>Thursday 3 October 2024</dd><dt>Where:</dt><dd><strong>Hebden Community Hall</strong>, 4 Market Place, Hebden Bridge HX7 8AA</dd></dl>`,
    );
    expect(read(html, ['venue', 'address'])).toEqual({
      venue: 'Hebden Community Hall',
      address: '4 Market Place, Hebden Bridge HX7 8AA',
    });
  });

  it('a Venue row of three lines gives the name alone as the venue', () => {
    const html = page(
      `<dl><dt>Venue</dt><dd>Corn Exchange<br>Wheeler Street<br>Cambridge CB2 3QB</dd></dl>`,
    );
    expect(read(html, ['venue'])).toEqual({ venue: 'Corn Exchange' });
  });

  it('keeps an Address row whole, and a place with no address in it as it is', () => {
    const html = page(
      `<dl><dt>Address</dt><dd>The Old Mill<br>12 Canal Street, Bath BA1 2AB</dd><dt>Location</dt><dd>Riverside Park, Bath</dd></dl>`,
    );
    expect(read(html, ['address', 'venue'])).toEqual({
      address: 'The Old Mill 12 Canal Street, Bath BA1 2AB',
      venue: 'Riverside Park, Bath',
    });
  });

  it("an events list's cards: the venue's name and its address on the lines of one block", () => {
    const events = [
      ['Midsummer Folk Night', 'The Old Mill', '12 Canal Street, Bath BA1 2AB'],
      ['Night Skies Talk', 'Hebden Community Hall', '4 Market Place, Hebden Bridge HX7 8AA'],
      ['Harvest Ceilidh', "St Mary's Church Hall", '2 Church Lane, Frome BA11 1PU'],
    ];
    const html = listPage(
      `<h1>What's on</h1><div class="events">${events
        .map(
          ([name, venue, address], index) =>
            `<div class="event"><h3><a href="/e/${index}">${name}</a></h3><p class="when">Sat ${14 + index} June 2025, 7.30pm</p><p class="where">${venue}<br>${address}</p></div>`,
        )
        .join('')}</div>`,
    );
    expect(
      rowsFor('events with name, venue and address', html, 'https://whatson.example/'),
    ).toEqual(
      events.map(([name, venue, address]): unknown =>
        expect.objectContaining({ name, venue, address }),
      ),
    );
  });
});
