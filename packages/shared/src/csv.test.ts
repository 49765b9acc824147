import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, csvValue } from './csv.js';

describe('csv', () => {
  it('leaves plain cells alone', () => {
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell('')).toBe('');
  });

  it('quotes cells with commas, quotes, line breaks or edge spaces, doubling quotes (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
  });

  it('writes numbers as numbers: a negative one is no formula and gets no guard', () => {
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(-0.5)).toBe('-0.5');
    expect(csvValue(-1)).toBe(-1);
    expect(csvRow([csvValue(-1), csvValue('-1+2'), csvValue('=cmd')])).toBe("-1,'-1+2,'=cmd\r\n");
  });

  it('ends each row with CRLF', () => {
    expect(csvRow(['a', 'b,c'])).toBe('a,"b,c"\r\n');
  });

  it('writes values as cell text: nested ones as JSON, nothing as empty', () => {
    expect(csvValue('x')).toBe('x');
    expect(csvValue(1.5)).toBe(1.5);
    expect(csvValue(false)).toBe('false');
    expect(csvValue(null)).toBe('');
    expect(csvValue(undefined)).toBe('');
    expect(csvCell(csvValue({ text: 'x', href: 'y' }))).toBe('"{""text"":""x"",""href"":""y""}"');
  });

  it('writes a list of plain values as its items joined by "; ", a list of objects as JSON', () => {
    expect(csvValue(['SQL', 'Python'])).toBe('SQL; Python');
    expect(csvValue([3, 4])).toBe('3; 4');
    expect(csvValue([])).toBe('');
    expect(csvCell(csvValue(['a, b', 'c']))).toBe('"a, b; c"');
    expect(csvValue([{ a: 1 }])).toBe('[{"a":1}]');
  });
});
