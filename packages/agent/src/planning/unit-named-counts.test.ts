/**
 * A field named like a plural noun ("downloads", "stars", "forks") whose values all read
 * "<figure> <that noun>" is a count, whatever the vocabulary knows of the noun; so are values
 * that write the noun another way ("1.2k stargazers", "2M+ downloads" for installs, "♥ 1.4k"
 * for likes). Pages written here, not copied.
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

  it("a browser's add-on gallery: installs written as downloads, an app store's '2M+'", () => {
    const addons: [string, string, number][] = [
      ['Tab Sleeper', '2M+ downloads', 2000000],
      ['Dark Reader Lite', '850K+ downloads', 850000],
      ['Quick Notes', '12,400 downloads', 12400],
    ];
    const html = page(
      `<div class="gallery">${addons
        .map(
          ([name, downloads], index) =>
            `<section class="addon"><a class="addon__link" href="/addon/${index}"><h4>${name}</h4></a><p>Makes your browser calmer.</p><footer><span>★ 4.${index + 2}</span> · <span>${downloads}</span></footer></section>`,
        )
        .join('')}</div>`,
    );
    expect(rowsFor('add-ons with name and installs', html, 'https://addons.example/')).toEqual(
      addons.map(([name, , installs]): unknown => expect.objectContaining({ name, installs })),
    );
  });

  it("a photo site's grid: likes drawn as a heart before the figure", () => {
    const shots: [string, string, number][] = [
      ['Harbour at dawn', '♥ 1.4k', 1400],
      ['Fog on the moor', '♥ 872', 872],
      ['City lights', '♥ 2.1k', 2100],
    ];
    const html = page(
      `<div class="grid">${shots
        .map(
          ([title, likes], index) =>
            `<figure class="shot"><a href="/p/${index}"><img src="/i/${index}.jpg" alt=""></a><figcaption><a href="/p/${index}">${title}</a> <small>${likes}</small></figcaption></figure>`,
        )
        .join('')}</div>`,
    );
    expect(rowsFor('photos with title and likes', html, 'https://photos.example/')).toEqual(
      shots.map(([title, , likes]): unknown => expect.objectContaining({ title, likes })),
    );
  });

  it("a repository's own page: stars as stargazers, forks in a list of links", () => {
    const html = page(
      `<article><h1>tiny-db</h1><p>A small database for embedded use, written in C. It keeps one file per table and needs no server.</p><ul class="counters"><li><a href="/acme/tiny-db/stargazers">1.2k stargazers</a></li><li><a href="/acme/tiny-db/network">87 forks</a></li><li><a href="/acme/tiny-db/watchers">31 watching</a></li></ul></article>`,
    );
    expect(
      rowsFor(
        'name, stars and forks of this repository',
        html,
        'https://code.example/acme/tiny-db',
      ),
    ).toEqual([{ name: 'tiny-db', stars: 1200, forks: 87 }]);
  });

  it('keeps a count of something else apart: votes are not the comments beside them', () => {
    const posts: [string, string][] = [
      ['How do I parse dates?', '42 comments'],
      ['Why is my loop slow', '7 comments'],
      ['Best editor for Go', '118 comments'],
    ];
    const html = page(
      `<ol class="posts">${posts
        .map(
          ([title, comments], index) =>
            `<li class="post"><a href="/q/${index}">${title}</a> <span class="meta">${comments}</span></li>`,
        )
        .join('')}</ol>`,
    );
    const rows = rowsFor('posts with title and votes', html, 'https://forum.example/');
    expect(rows).toHaveLength(posts.length);
    for (const row of rows) expect((row as Record<string, unknown>).votes ?? null).toBeNull();
  });
});
