/**
 * A field named like a plural noun ("downloads", "stars", "forks") whose values all read
 * "<figure> <that noun>" is a count, whatever the vocabulary knows of the noun. Pages written
 * here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

describe('counts under a unit the vocabulary does not know', () => {
  it("a package index's cards: downloads, shortened or not", () => {
    const packages: [string, string, number][] = [
      ['tiny-db', '1.2k downloads', 1200],
      ['left-pad', '340 downloads', 340],
      ['queue-lite', '2M downloads', 2000000],
    ];
    const html = page(
      `<ul class="packages">${packages
        .map(
          ([name, downloads], index) =>
            `<li class="package"><h3><a href="/p/${index}">${name}</a></h3><span class="dl">${downloads}</span></li>`,
        )
        .join('')}</ul>`,
    );
    expect(rowsFor('packages with name and downloads', html, 'https://pkgs.example/')).toEqual(
      packages.map(([name, , downloads]): unknown => expect.objectContaining({ name, downloads })),
    );
  });

  it("a code host's repositories: stars and forks in one facts line", () => {
    const repos: [string, string, number, string, number][] = [
      ['tiny-db', '340 stars', 340, '12 forks', 12],
      ['left-pad', '1.5k stars', 1500, '210 forks', 210],
      ['queue-lite', '87 stars', 87, '3 forks', 3],
    ];
    const html = page(
      `<div class="repos">${repos
        .map(
          ([name, stars, , forks], index) =>
            `<div class="repo"><h3><a href="/r/${index}">${name}</a></h3><p>A small library.</p><span class="s">${stars}</span> <span class="f">${forks}</span></div>`,
        )
        .join('')}</div>`,
    );
    expect(
      rowsFor('repositories with name, stars and forks', html, 'https://code.example/'),
    ).toEqual(
      repos.map(([name, , stars, , forks]): unknown =>
        expect.objectContaining({ name, stars, forks }),
      ),
    );
  });

  it("a package's own page: its downloads beside its version", () => {
    const html = page(
      `<article><h1>tiny-db</h1><div class="meta"><span>v2.1.0</span> <span class="dl">48k downloads</span></div><p>A small database for embedded use, written in C.</p><p>It keeps one file per table and needs no server.</p></article>`,
    );
    expect(
      rowsFor('name and downloads of this package', html, 'https://pkgs.example/p/tiny-db'),
    ).toEqual([{ name: 'tiny-db', downloads: 48000 }]);
  });

  it("keeps text whose figure is not followed by the field's noun", () => {
    const rooms: [string, string][] = [
      ['Mill Cottage', 'Sleeps 4 guests'],
      ['Harbour View', 'Sleeps 6 guests'],
      ['The Old School', 'Sleeps 2 guests'],
    ];
    const html = page(
      `<ul class="stays">${rooms
        .map(
          ([name, line], index) =>
            `<li class="stay"><h3><a href="/s/${index}">${name}</a></h3><p class="cap">${line}</p></li>`,
        )
        .join('')}</ul>`,
    );
    expect(rowsFor('stays with name and sleeps', html, 'https://stays.example/')).toEqual(
      rooms.map(([name, line]): unknown =>
        expect.objectContaining({ name, sleeps: line.replace(/^Sleeps /, '') }),
      ),
    );
  });
});
