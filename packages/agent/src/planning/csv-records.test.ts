import { describe, expect, it } from 'vitest';
import { csvRecords } from './csv-records.js';

describe('the records of a CSV file', () => {
  it('names fields by the header, reads plain numbers as numbers, keeps quoted commas', () => {
    expect(csvRecords('\uFEFFcity,population,code\n"Paris, FR",2102650,075\nLyon,,069\n')).toEqual({
      where: 'the CSV file',
      fields: ['city', 'population', 'code'],
      records: [
        // A leading zero is a code, not a number.
        { city: 'Paris, FR', population: 2102650, code: '075' },
        { city: 'Lyon', population: null, code: '069' },
      ],
    });
  });

  it('finds the separator a European export uses, and tabs', () => {
    expect(csvRecords('Artikel;Preis\nTasse;4,50\nKanne;12\n')?.records).toEqual([
      { Artikel: 'Tasse', Preis: '4,50' },
      { Artikel: 'Kanne', Preis: 12 },
    ]);
    expect(csvRecords('a\tb\n1\t2\n')?.records).toEqual([{ a: 1, b: 2 }]);
  });

  it('gives blank and repeated column names names of their own', () => {
    expect(csvRecords('name,,name\nx,y,z\n')?.fields).toEqual(['name', 'column_2', 'name_2']);
  });

  it('is no table without a header and a row, or with one column', () => {
    expect(csvRecords('just one line of prose, with a comma\n')).toBeNull();
    expect(csvRecords('words\nmore words\n')).toBeNull();
  });
});
