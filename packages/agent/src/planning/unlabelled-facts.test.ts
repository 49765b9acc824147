/**
 * Facts a page shows without a label naming the field: bylines, a seller or publisher in a
 * sentence, counts in links beside a user's name, Where / When rows, a role under a name, an
 * e-mail behind an icon, a table whose rows each have a header cell.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

const one = (request: string, html: string, url: string) => rowsFor(request, html, url)[0];

describe('facts without a label', () => {
  it('reads a byline\'s name and date ("By: … | June 4, 2025"), a title without its format, and a seller and an imprint by other words', () => {
    const story = page(
      `<article><h1>City votes on new park</h1><p class="byline">By: Maria Gomez | June 4, 2025</p><p>The council voted 7-2 on Tuesday.</p><p>Work begins next spring.</p><p>Residents welcomed it.</p></article>`,
    );
    expect(
      one('get the title, author and date of the article', story, 'https://n.example/p'),
    ).toEqual({ title: 'City votes on new park', author: 'Maria Gomez', date: '2025-06-04' });
    const book = page(
      `<div class="book"><h1>River of Stars (Paperback)</h1><p class="by">by Ada Park</p><table class="biblio"><tr><td>Imprint:</td><td>Harbor House</td></tr><tr><td>Pages:</td><td>412</td></tr></table></div>`,
    );
    expect(
      one('title, author, publisher and pages of this book', book, 'https://b.example/river'),
    ).toEqual({
      title: 'River of Stars',
      author: 'Ada Park',
      publisher: 'Harbor House',
      pages: 412,
    });
    const hub = page(
      `<div class="item"><h1>USB-C Hub 7-in-1</h1><span class="price">$34.99</span><div class="merchant-info">Ships from and sold by <a href="/s/gadgetworld">GadgetWorld</a>.</div></div>`,
    );
    expect(one('the product title, price and seller', hub, 'https://m.example/hub')).toMatchObject({
      title: 'USB-C Hub 7-in-1',
      seller: 'GadgetWorld',
    });
  });

  it('counts comments from the link that says so, never from the digits of a user name beside it', () => {
    const stories = [
      ['Show: A tiny database', 'alice99', 408, 212],
      ['Why parsers are hard', 'bob2024', 57, 31],
      ['A new font', 'carol7', 12, 3],
    ] as const;
    const hn = page(
      `<table class="itemlist">${stories
        .map(
          ([title, user, comments, points], index) =>
            `<tr class="athing"><td class="title"><a href="https://ex${index}.com/">${title}</a></td></tr><tr><td class="subtext"><span class="score">${points} points</span> by <a href="user?id=${user}" class="hnuser">${user}</a> <span class="age">2 hours ago</span> | <a href="item?id=${index}">${comments}&nbsp;comments</a></td></tr><tr class="spacer"></tr>`,
        )
        .join('')}</table>`,
    );
    expect(
      rowsFor('all stories with title, points and number of comments', hn, 'https://n.example/'),
    ).toEqual(
      stories.map(([title, , comments, points]): unknown =>
        expect.objectContaining({ title, points, number_of_comments: comments }),
      ),
    );
    const feed = page(
      `<div class="feed">${[
        ['My toy compiler', 'dev2024', '1.2k comments'],
        ['Best editor?', 'sam_99', '87 comments'],
      ]
        .map(
          ([title, user, count], index) =>
            `<div class="post"><h3><a href="/r/p/${index}">${title}</a></h3><div class="meta">posted by <a href="/u/${user}">u/${user}</a> · <a href="/r/p/${index}#comments">${count}</a></div></div>`,
        )
        .join('')}</div>`,
    );
    expect(
      rowsFor('posts with title and number of comments', feed, 'https://f.example/r').map(
        (row) => (row as { number_of_comments: unknown }).number_of_comments,
      ),
    ).toEqual([1200, 87]);
  });

  it('answers venue and date from Where / When rows of a definition list', () => {
    const event = page(
      `<div class="event"><h1>Spring Jazz Night</h1><dl class="facts"><dt>Where</dt><dd>Blue Note Hall, 12 River St</dd><dt>When</dt><dd>April 18, 2026</dd></dl></div>`,
    );
    expect(one('the event name, venue and date', event, 'https://e.example/jazz')).toEqual({
      name: 'Spring Jazz Night',
      venue: 'Blue Note Hall, 12 River St',
      date: '2026-04-18',
    });
  });

  it('reads the role under a name and the address of a mail link drawn as an icon, in cards and in lines', () => {
    const team = [
      ['Ana Silva', 'Head of Research', 'ana@lab.example'],
      ['Ben Okafor', 'Lab Manager', 'ben@lab.example'],
      ['Chen Wu', 'Postdoctoral Fellow', 'chen@lab.example'],
    ];
    const cards = page(
      `<section class="team">${team
        .map(
          ([name, role, mail]) =>
            `<div class="member"><img src="/img/${index(name ?? '')}.jpg" alt=""><h3>${name}</h3><p>${role}</p><a href="mailto:${mail}" aria-label="Email"><i class="fa fa-envelope"></i></a></div>`,
        )
        .join('')}</section>`,
    );
    const lines = page(
      `<ul class="speakers">${team
        .map(
          ([name, role, mail]) =>
            `<li class="speaker"><strong>${name}</strong><br>${role}<br><a href="mailto:${mail}"><svg aria-hidden="true"></svg><span class="sr-only">Email</span></a></li>`,
        )
        .join('')}</ul>`,
    );
    for (const html of [cards, lines])
      expect(rowsFor('everyone with name, role and email', html, 'https://lab.example/')).toEqual(
        team.map(([name, role, email]) => ({ name, role, email })),
      );
  });

  it('gives one record per row of a table whose rows have their own header cell, with the columns asked for', () => {
    const capitals = page(
      `<table class="wikitable"><thead><tr><td></td><th>Population</th><th>Area (km²)</th><th>Founded</th></tr></thead><tbody>
<tr><th scope="row">Oslo</th><td>709,000</td><td>454</td><td>1040</td></tr>
<tr><th scope="row">Stockholm</th><td>984,000</td><td>188</td><td>1252</td></tr>
<tr><th scope="row">Helsinki</th><td>664,000</td><td>715</td><td>1550</td></tr></tbody></table>`,
    );
    expect(rowsFor('population and area of each city', capitals, 'https://w.example/c')).toEqual([
      { city: 'Oslo', population: 709000, area: 454 },
      { city: 'Stockholm', population: 984000, area: 188 },
      { city: 'Helsinki', population: 664000, area: 715 },
    ]);
    const laptops = page(
      `<table class="compare"><tr><th>Model</th><th>Price</th><th>Battery</th><th>Weight</th></tr>
<tr><th>Aero 13</th><td>$1,199</td><td>14 h</td><td>1.2 kg</td></tr>
<tr><th>Aero 15</th><td>$1,499</td><td>12 h</td><td>1.6 kg</td></tr></table>`,
    );
    expect(rowsFor('price and battery of each model', laptops, 'https://l.example/')).toEqual([
      expect.objectContaining({ model: 'Aero 13', price: 1199, battery: '14 h' }),
      expect.objectContaining({ model: 'Aero 15', price: 1499, battery: '12 h' }),
    ]);
  });
});

function index(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '-');
}
