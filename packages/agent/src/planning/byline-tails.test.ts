/**
 * Cards often write the author and when in one line: "by Helen Marsh · 3 days ago". The author
 * is the name, the rest of the line is when. Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

describe('a byline followed by a separator and a time', () => {
  it("a news feed's cards: 'by <name> · <n> days ago'", () => {
    const stories: [string, string, string][] = [
      ['Harbour dredging to start', 'Helen Marsh', '3 days ago'],
      ['Ferry fares to rise', 'Owen Pike', '5 hours ago'],
      ['Seals return to the estuary', 'Jane Hill', '1 week ago'],
    ];
    const html = page(
      `<div class="feed">${stories
        .map(
          ([title, author, when], index) =>
            `<div class="story"><h3><a href="/s/${index}">${title}</a></h3><p class="meta">by ${author} · ${when}</p><p>Read the full story on our site.</p></div>`,
        )
        .join('')}</div>`,
    );
    expect(rowsFor('stories with title and author', html, 'https://news.example/')).toEqual(
      stories.map(([title, author]): unknown => expect.objectContaining({ title, author })),
    );
  });

  it("a forum's topics: 'By <name> | <date>'", () => {
    const topics: [string, string, string][] = [
      ['Best tide tables app?', 'Sam Reed', '4 Nov 2026'],
      ['Mooring fees this winter', 'Ana Costa', '2 Nov 2026'],
      ['Lost buoy near the pier', 'Tom Bell', '30 Oct 2026'],
    ];
    const html = page(
      `<ul class="topics">${topics
        .map(
          ([title, author, when], index) =>
            `<li class="topic"><a class="title" href="/t/${index}">${title}</a><span class="started">By ${author} | ${when}</span></li>`,
        )
        .join('')}</ul>`,
    );
    expect(rowsFor('topics with title and author', html, 'https://forum.example/')).toEqual(
      topics.map(([title, author]): unknown => expect.objectContaining({ title, author })),
    );
  });

  it('keeps a name whose line goes on with other words, not a time', () => {
    const books: [string, string][] = [
      ['Tidewater', 'by Helen Marsh · Paperback'],
      ['The Long Pier', 'by Owen Pike · Hardback'],
      ['Salt and Stone', 'by Jane Hill · Paperback'],
    ];
    const html = page(
      `<ul class="books">${books
        .map(
          ([title, line], index) =>
            `<li class="book"><h3><a href="/b/${index}">${title}</a></h3><p class="line">${line}</p></li>`,
        )
        .join('')}</ul>`,
    );
    expect(rowsFor('books with title and author', html, 'https://books.example/')).toEqual(
      books.map(([title, line]): unknown =>
        expect.objectContaining({ title, author: line.replace(/^by /, '') }),
      ),
    );
  });
});
