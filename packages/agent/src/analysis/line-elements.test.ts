/**
 * A block parted by line breaks whose first line is set in its own element ("<strong>Moss
 * Garden</strong><br>Slow Rivers") holds two values: that element and the loose line. Read only
 * whole, the block ran the name into the next line. An element inside a line is no line. Pages
 * written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

describe('an element that is a whole line of a block parted by breaks', () => {
  it("a record shop's grid: the artist in bold over the album", () => {
    const records = [
      ['Moss Garden', 'Slow Rivers'],
      ['The Lanterns', 'Harbour Lights'],
      ['Kite Hill', 'Paper Skies'],
    ];
    const html = page(
      `<ul class="records">${records
        .map(
          ([artist, album], index) =>
            `<li class="record"><img src="/c/${index}.jpg" alt=""><p class="info"><strong>${artist}</strong><br>${album}</p><a href="/r/${index}">Listen</a></li>`,
        )
        .join('')}</ul>`,
    );
    expect(rowsFor('records with artist and album', html, 'https://vinyl.example/')).toEqual(
      records.map(([artist, album]): unknown => expect.objectContaining({ artist, album })),
    );
  });

  it("a choir's soloists: each list item a bold name over its voice", () => {
    const soloists = [
      ['Ada Quinn', 'Soprano'],
      ['Felix Moreau', 'Tenor'],
      ['Nia Roberts', 'Alto'],
    ];
    const html = page(
      `<ul class="soloists">${soloists
        .map(([name, voice]) => `<li><b>${name}</b><br>${voice}</li>`)
        .join('')}</ul>`,
    );
    expect(rowsFor('soloists with name and voice', html, 'https://choir.example/')).toEqual(
      soloists.map(([name, voice]): unknown => expect.objectContaining({ name, voice })),
    );
  });

  it('keeps an element set inside a line read as it was: the emphasised voice, no line of its own', () => {
    const soloists = [
      ['Ada Quinn', 'Soprano'],
      ['Felix Moreau', 'Tenor'],
      ['Nia Roberts', 'Alto'],
    ];
    const html = page(
      `<ul class="soloists">${soloists
        .map(
          ([name, voice]) =>
            `<li><a href="/s/${name}">${name}</a><br>Sings <em>${voice}</em> since 2019</li>`,
        )
        .join('')}</ul>`,
    );
    const rows = rowsFor('soloists with name and voice', html, 'https://choir.example/');
    expect(rows).toEqual(
      soloists.map(([name, voice]): unknown => expect.objectContaining({ name, voice })),
    );
  });
});
