import { describe, expect, it } from 'vitest';
import { exportFileName, toCsv, toJson, type PanelItem } from './captured-export';

const item = (over: Partial<PanelItem>): PanelItem => ({
  id: 'i1',
  type: 'text',
  content: 'hello',
  selector: 'p',
  timestamp: '2026-01-01T00:00:00.000Z',
  confidence: 0.8,
  ...over,
});

describe('captured data export', () => {
  it('writes the spec columns for items', () => {
    const csv = toCsv([item({}), item({ id: 'i2', content: 'a, b' })]);
    expect(csv).toBe(
      'ID,Type,Content,Selector,Timestamp,Confidence\r\n' +
        'i1,text,hello,p,2026-01-01T00:00:00.000Z,0.8\r\n' +
        'i2,text,"a, b",p,2026-01-01T00:00:00.000Z,0.8\r\n',
    );
  });

  it('writes one column per field for records, in the plan order first', () => {
    const records = [
      item({ type: 'record', content: { tags: 'x, y', text: 'One', author: 'Ada' } }),
      item({ id: 'i2', type: 'record', content: { text: 'Two', author: 'Alan', tags: null } }),
    ];
    expect(toCsv(records, ['text', 'author', 'tags'])).toBe(
      'text,author,tags\r\nOne,Ada,"x, y"\r\nTwo,Alan,\r\n',
    );
  });

  it('gives items that are not records their own row after the field columns', () => {
    const mixed = [
      item({ type: 'record', content: { name: '=cmd', tags: ['a', 'b'] } }),
      item({ id: 'i2', type: 'link', content: { href: '/x', text: 'X' } }),
    ];
    expect(toCsv(mixed, ['name', 'tags'])).toBe(
      'name,tags,Type,Content\r\n' +
        "'=cmd,a; b,record,\r\n" +
        ',,link,"{""href"":""/x"",""text"":""X""}"\r\n',
    );
  });

  it('wraps JSON with exported_at and total_items', () => {
    const parsed = JSON.parse(toJson([item({})])) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(['exported_at', 'total_items', 'data']);
    expect(parsed.total_items).toBe(1);
    expect(exportFileName('csv')).toMatch(/^captured-data-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
