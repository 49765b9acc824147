import { describe, expect, it } from 'vitest';
import { dataFileItems, isJsonResponse, jsonItems } from './data-files.js';

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

describe('data addresses in a job, read as what they are', () => {
  const at = (url: string, contentType: string, html: string) => ({ url, contentType, html });

  it('reads a CSV file by its type, or by its name when served as plain text, as records', () => {
    const csv = 'name,price,stock\n"Kettle, steel",12.50,4\nTeapot,9,0\n';
    const byType = dataFileItems(at('https://x.example/export', 'text/csv; charset=utf-8', csv));
    expect(byType?.map((item) => [item.type, item.content])).toEqual([
      ['record', { name: 'Kettle, steel', price: 12.5, stock: 4 }],
      ['record', { name: 'Teapot', price: 9, stock: 0 }],
    ]);
    const byName = dataFileItems(at('https://x.example/files/stock.csv', 'text/plain', csv));
    expect(byName).toHaveLength(2);
  });

  it('reads a plain-text file as its text, never as markup', () => {
    const items = dataFileItems(
      at('https://x.example/notes.txt', 'text/plain', 'Opening hours:\n<b>9 to 5</b>\n'),
    );
    expect(items?.map((item) => [item.type, item.content])).toEqual([
      ['text', 'Opening hours:\n<b>9 to 5</b>'],
    ]);
  });

  it('leaves a web page to the plan', () => {
    expect(dataFileItems(at('https://x.example/', 'text/html', '<p>Hi</p>'))).toBeNull();
  });
});
