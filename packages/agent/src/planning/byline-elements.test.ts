/**
 * A byline whose name is set in its own element ("By <span>Helen Marsh</span>", "Written by
 * <a href="/people/helen">Helen Marsh</a>") is read as a person reads it: the name, without the
 * word before it. Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { site, wrongCells } from '../../test/page-cells.js';

describe('a byline whose name sits in an element of its own', () => {
  it('a story whose byline wraps the name in a span', () => {
    const html = site(
      '',
      `<main><article><h1>Harbour dredging to start in spring</h1><div class="byline">By <span>Helen Marsh</span></div><p>Work on the channel will begin in March.</p><p>The council has set aside £4m for it.</p><p>Fishing crews welcomed the news.</p></article></main>`,
    );
    expect(
      wrongCells(
        'title and author of the story',
        html,
        'https://harbourwatch.example/2026/11/dredging',
        [{ title: 'Harbour dredging to start in spring', author: 'Helen Marsh' }],
      ),
    ).toEqual([]);
  });

  it("a column whose author line links the name to the writer's page", () => {
    const html = site(
      '',
      `<div id="content"><h1>Why the ferry matters</h1><p class="author-line">Written by <a href="/people/helen">Helen Marsh</a></p><div class="text"><p>The island has one road and one boat.</p><p>When the boat stops, so does the island.</p></div></div>`,
    );
    expect(
      wrongCells(
        'title and author of the column',
        html,
        'https://islandnews.example/opinion/why-the-ferry-matters',
        [{ title: 'Why the ferry matters', author: 'Helen Marsh' }],
      ),
    ).toEqual([]);
  });

  it('a blog post dated and signed in one line, the date and the name each in an element', () => {
    const html = site(
      '',
      `<div class="post"><h1>Green mole, slowly</h1><p class="meta">Posted <time datetime="2026-10-02">2 October 2026</time> by <span class="name">Maria de la Cruz</span></p><div class="text"><p>Start the day before.</p><p>Toast the seeds until they pop.</p></div></div>`,
    );
    expect(
      wrongCells('title and author of the recipe', html, 'https://slowfood.example/green-mole', [
        { title: 'Green mole, slowly', author: 'Maria de la Cruz' },
      ]),
    ).toEqual([]);
  });

  it("reads no author from a link to a photographer's page in a caption", () => {
    const html = site(
      '',
      `<main><article><h1>Seals return to the estuary</h1><figure><img src="/seals.jpg" alt="Seals on a sandbank"><figcaption>Photo by <a href="/people/jane">Jane Hill</a></figcaption></figure><p>Grey seals have been seen on the sandbanks again.</p><p>Counts are up on last year.</p><p>Walkers are asked to keep dogs on leads.</p></article></main>`,
    );
    expect(
      wrongCells('title and author', html, 'https://coastalpost.example/nature/seals-return', [
        { title: 'Seals return to the estuary', author: undefined },
      ]),
    ).toEqual([]);
  });
});
