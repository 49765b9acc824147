import { describe, expect, it } from 'vitest';
import { csvCell, exportFileName, toCsv, toJson, type PanelItem } from './captured-export';

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
  it('quotes cells as RFC 4180 says and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@me')).toBe("'@me");
    expect(csvCell({ text: 'x', href: 'y' })).toBe('"{""text"":""x"",""href"":""y""}"');
  });

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

  it('wraps JSON with exported_at and total_items', () => {
    const parsed = JSON.parse(toJson([item({})])) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(['exported_at', 'total_items', 'data']);
    expect(parsed.total_items).toBe(1);
    expect(exportFileName('csv')).toMatch(/^captured-data-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
