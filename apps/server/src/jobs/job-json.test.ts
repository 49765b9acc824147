import { describe, expect, it } from 'vitest';
import { isJsonResponse, jsonItems } from './job-json.js';

describe('a JSON address in a job', () => {
  it('is known by its declared type', () => {
    expect(isJsonResponse({ contentType: 'application/json; charset=utf-8' })).toBe(true);
    expect(isJsonResponse({ contentType: 'application/ld+json' })).toBe(true);
    expect(isJsonResponse({ contentType: 'text/html' })).toBe(false);
  });

  it('captures its records, not its raw text', () => {
    const items = jsonItems(
      '[{"title":"Emma","price":12.5},{"title":"Ulysses","price":9}]',
      'https://api.example/books.json',
    );
    expect(items?.map((item) => [item.type, item.content, item.selector])).toEqual([
      ['record', { title: 'Emma', price: 12.5 }, 'json:the top level'],
      ['record', { title: 'Ulysses', price: 9 }, 'json:the top level'],
    ]);
    expect(jsonItems('"just a string"', 'https://api.example/x.json')).toBeNull();
  });
});
