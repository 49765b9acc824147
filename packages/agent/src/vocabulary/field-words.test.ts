import { describe, expect, it } from 'vitest';
import { conceptOf, fieldIsList, fieldKind } from './field-words.js';

describe('the field vocabulary', () => {
  it('knows labels in the languages shops and job boards write them, accents folded', () => {
    expect(conceptOf('Größe')?.name).toBe('size');
    expect(conceptOf('Disponibilité')?.name).toBe('availability');
    expect(conceptOf('Ubicación')?.name).toBe('location');
    expect(conceptOf('Artikelnummer')?.name).toBe('sku');
    expect(conceptOf('Gehalt')?.name).toBe('salary');
    expect(conceptOf('Verlag')?.name).toBe('publisher');
    expect(fieldKind('Bewertungen')).toBe('number');
  });

  it("keeps English meanings where a word is also another language's", () => {
    expect(conceptOf('note')).toBeNull();
    expect(conceptOf('land')).toBeNull();
    expect(conceptOf('date')?.name).toBe('date');
  });

  it('never reads a state or province as a neighbourhood', () => {
    expect(conceptOf('neighborhood')?.properties).not.toContain('address.addressRegion');
  });

  it('reads plural pictures and categories as lists, one picture as one value', () => {
    expect(fieldIsList('images')).toBe(true);
    expect(fieldIsList('image')).toBe(false);
    expect(fieldIsList('categories')).toBe(true);
  });
});
