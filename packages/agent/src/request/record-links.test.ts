/**
 * "Every tea with its name, price and link": a link named among a record's fields is one of its
 * columns, though the request names no thing the agent knows; "all links" is still links.
 */
import { describe, expect, it } from 'vitest';
import { parseRequest } from './parse-request.js';

describe("a record's link among its fields", () => {
  it('reads records with a link column when the link is one field of several', () => {
    expect(
      parseRequest('every tea with its name, price and link https://tea.example/green'),
    ).toMatchObject({ kind: 'records', fields: ['name', 'price', 'link'] });
    expect(
      parseRequest('each course: title, fee, start date and url https://learn.example/'),
    ).toMatchObject({ kind: 'records', fields: ['title', 'fee', 'start_date', 'url'] });
  });

  it('keeps a request for the links themselves a request for links', () => {
    expect(parseRequest('get all links https://tea.example/green')).toMatchObject({
      kind: 'links',
    });
    expect(parseRequest('link text and url of every link https://tea.example/green')).toMatchObject(
      { kind: 'links' },
    );
  });
});
