/**
 * A people directory set as a description list (<dt>name</dt><dd>role</dd><dd>e-mail</dd>): each
 * term and the descriptions after it are one record, named by the term, not by its e-mail link.
 * Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

const committee = [
  ['Margaret Ellis', 'Chair', 'chair'],
  ['Daniel Okafor', 'Treasurer', 'treasurer'],
  ['Priya Shah', 'Secretary', 'secretary'],
  ['Tom Reyes', 'Captain', 'captain'],
];

describe('a description list of people', () => {
  it("a rowing club's committee: name, role and e-mail", () => {
    const html = page(
      `<h1>Our committee</h1><dl class="people">${committee
        .map(
          ([name, role, box]) =>
            `<dt>${name}</dt><dd>${role}</dd><dd><a href="mailto:${box}@rowingclub.example">${box}@rowingclub.example</a></dd>`,
        )
        .join('')}</dl>`,
    );
    expect(
      rowsFor(
        'committee members with name, role and email',
        html,
        'https://rowing.example/committee',
      ),
    ).toEqual(
      committee.map(([name, role, box]): unknown =>
        expect.objectContaining({ name, role, email: `${box}@rowingclub.example` }),
      ),
    );
  });
});
