/**
 * A block the page names by its class and sets on lines is read whole under that name; a block
 * classed as a name keeps the name on its first line. Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

describe("a classed block's lines", () => {
  it('a guesthouse list: the description and amenities set on lines', () => {
    const stays = [
      [
        'Harbour View Rooms',
        ['Free wifi', 'Sea view'],
        ['A quiet guesthouse above the quay.', 'Five minutes from the station.'],
      ],
      [
        'The Granary',
        ['Parking', 'Pets allowed'],
        ['Converted barn with a garden.', 'Self check-in after 3pm.'],
      ],
      [
        'Moor Lodge',
        ['Log fire', 'Drying room'],
        ["Walkers' lodge on the moor edge.", 'Packed lunches on request.'],
      ],
    ] as const;
    const html = page(
      `<ul class="stays">${stays
        .map(
          ([name, amenities, lines], index) =>
            `<li class="stay"><h3><a href="/s/${index}">${name}</a></h3><div class="amenities">${amenities.join('<br>')}</div><div class="description">${lines.join('<br>')}</div><span class="price">£${90 + index}</span></li>`,
        )
        .join('')}</ul>`,
    );
    expect(
      rowsFor('stays with name, amenities and description', html, 'https://stays.example/'),
    ).toEqual(
      stays.map(([name, amenities, lines]): unknown =>
        expect.objectContaining({
          name,
          amenities: amenities.join(' '),
          description: lines.join(' '),
        }),
      ),
    );
  });

  it("keeps an author block's name on its first line, the role under it apart", () => {
    const posts = [
      ['Spring planting guide', 'Helen Marsh', 'Head Gardener'],
      ['Pruning roses', 'Tom Reyes', 'Rose Curator'],
      ['Compost basics', 'Ines Duarte', 'Volunteer Lead'],
    ];
    const html = page(
      `<div class="posts">${posts
        .map(
          ([title, author, role], index) =>
            `<article><h2><a href="/p/${index}">${title}</a></h2><p class="author">${author}<br>${role}</p></article>`,
        )
        .join('')}</div>`,
    );
    expect(rowsFor('posts with title and author', html, 'https://garden.example/blog')).toEqual(
      posts.map(([title, author]): unknown => expect.objectContaining({ title, author })),
    );
  });
});
