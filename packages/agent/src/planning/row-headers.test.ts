/**
 * A table's rows are named by their own header cell (<th scope="row">) or, with none, by their
 * first cell of words: asked for the name of each row, a person reads that cell. Pages written
 * here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

describe("a table row's name", () => {
  it('a list of mountain huts whose rows open with a header cell', () => {
    const huts: [string, number, number][] = [
      ['Glittertind Hut', 1450, 36],
      ['Fannaråken Hut', 2068, 20],
      ['Juvass Lodge', 1850, 120],
    ];
    const html = page(
      `<table class="huts"><caption>Huts in the park</caption><thead><tr><th scope="col">Hut</th><th scope="col">Altitude (m)</th><th scope="col">Beds</th></tr></thead><tbody>${huts
        .map(
          ([name, altitude, beds]) =>
            `<tr><th scope="row">${name}</th><td>${altitude.toLocaleString('en-GB')}</td><td>${beds}</td></tr>`,
        )
        .join('')}</tbody></table>`,
    );
    expect(rowsFor('huts with name, altitude and beds', html, 'https://park.example/huts')).toEqual(
      huts.map(([name, altitude, beds]): unknown =>
        expect.objectContaining({ name, altitude, beds }),
      ),
    );
    // Asked by its column's word, the header cell answers too.
    expect(rowsFor('huts with hut and beds', html, 'https://park.example/huts')).toEqual(
      huts.map(([hut, , beds]): unknown => expect.objectContaining({ hut, beds })),
    );
  });

  it('a table of planets whose first plain cell holds the name', () => {
    const planets: [string, number, string][] = [
      ['Mercury', 0, '4,879'],
      ['Venus', 0, '12,104'],
      ['Mars', 2, '6,779'],
    ];
    const html = page(
      `<table><tr><th>Planet</th><th>Moons</th><th>Diameter (km)</th></tr>${planets
        .map(
          ([name, moons, diameter]) =>
            `<tr><td>${name}</td><td>${moons}</td><td>${diameter}</td></tr>`,
        )
        .join('')}</table>`,
    );
    expect(rowsFor('planets with name and moons', html, 'https://sky.example/planets')).toEqual(
      planets.map(([name, moons]): unknown => expect.objectContaining({ name, moons })),
    );
  });

  it('keeps a league table named by its linked team, not by the position before it', () => {
    const teams: [number, string, number][] = [
      [1, 'Harbour Rovers', 54],
      [2, 'Moor United', 51],
      [3, 'Mill Town', 47],
    ];
    const html = page(
      `<table class="league"><thead><tr><th>Pos</th><th>Team</th><th>Points</th></tr></thead><tbody>${teams
        .map(
          ([position, team, points], index) =>
            `<tr><td>${position}</td><td><a href="/team/${index}">${team}</a></td><td>${points}</td></tr>`,
        )
        .join('')}</tbody></table>`,
    );
    expect(rowsFor('teams with name and points', html, 'https://league.example/')).toEqual(
      teams.map(([, name, points]): unknown => expect.objectContaining({ name, points })),
    );
  });
});
