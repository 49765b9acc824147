/**
 * Counts a page keeps in a readable attribute: a Q&A list shows bare digits with the unit in a
 * sibling and the whole count in each figure's tooltip ("4 votes"). Asked for votes, a person
 * reads 4, not the tooltip's words.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

describe('counts read from a tooltip', () => {
  it('a question list gives votes, answers and views as numbers', () => {
    const questions: [string, number, number, number][] = [
      ['How do I parse dates in Go?', 4, 2, 130],
      ['Regex for postcodes', 0, 1, 42],
      ['Why is my loop slow?', 12, 5, 2210],
    ];
    const stat = (value: number, unit: string) =>
      `<div class="c-${unit}"><div class="num"><span title="${value} ${unit}">${value}</span></div><div>${unit}</div></div>`;
    const html = page(
      `<div id="questions">${questions
        .map(
          ([title, votes, answers, views], index) =>
            `<div class="q-row"><div class="counts">${stat(votes, 'votes')}${stat(answers, 'answers')}${stat(views, 'views')}</div><div class="q-body"><h3><a class="q-link" href="/q/${index + 1}">${title}</a></h3><div class="q-tags"><a class="tag" href="/tag/go">go</a></div></div></div>`,
        )
        .join('')}</div>`,
    );
    expect(
      rowsFor('every question with title, votes, answers and views', html, 'https://qa.example/'),
    ).toEqual(
      questions.map(([title, votes, answers, views]) => ({ title, votes, answers, views })),
    );
  });
});
