/**
 * Requests in Spanish, French, German, Portuguese and Italian name their record, fields and
 * scope as the English ones do; English requests, and English ones that quote a foreign name,
 * are read as before.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';
import { parseRequest } from './parse-request.js';
import { requestLanguage } from './request-languages.js';

const URL = ' https://shop.example/c/1';
const read = (text: string) => {
  const { entity, fields, quantity, scope } = parseRequest(text + URL);
  return { entity, fields, quantity, scope: scope.kind };
};

describe('requests in other languages', () => {
  it('reads Spanish', () => {
    expect(read('precio y nombre de cada producto')).toMatchObject({
      entity: 'product',
      fields: ['price', 'name'],
      quantity: 'many',
    });
    expect(
      read('Extrae el título, el precio y la valoración de todos los libros, todas las páginas'),
    ).toMatchObject({ entity: 'book', fields: ['title', 'price', 'rating'], scope: 'all' });
    expect(read('nombre, marca, disponibilidad e imagen de cada producto').fields).toEqual([
      'name',
      'brand',
      'availability',
      'image',
    ]);
  });

  it('reads French', () => {
    expect(read('tous les livres avec titre et prix')).toMatchObject({
      entity: 'book',
      fields: ['title', 'price'],
      quantity: 'many',
    });
    expect(read('le nom, le prix et la référence de chaque produit').fields).toEqual([
      'name',
      'price',
      'sku',
    ]);
    expect(read("nombre d'avis et note de chaque produit").fields).toEqual([
      'number_of_reviews',
      'rating',
    ]);
  });

  it('reads German', () => {
    expect(read('alle Produkte mit Name und Preis')).toMatchObject({
      entity: 'product',
      fields: ['name', 'price'],
      quantity: 'many',
    });
    expect(read('Titel, Autor und Datum aller Artikel')).toMatchObject({
      entity: 'article',
      fields: ['title', 'author', 'date'],
    });
    expect(
      read('alle Bücher mit Titel, Preis, Kategorie und Beschreibung, alle Seiten'),
    ).toMatchObject({
      entity: 'book',
      fields: ['title', 'price', 'category', 'description'],
      scope: 'all',
    });
  });

  it('reads Portuguese', () => {
    expect(read('todos os produtos com nome e preço')).toMatchObject({
      entity: 'product',
      fields: ['name', 'price'],
      quantity: 'many',
    });
    expect(read('título, autor e data de cada artigo').fields).toEqual(['title', 'author', 'date']);
  });

  it('reads Italian', () => {
    expect(read('nome e prezzo di ogni prodotto')).toMatchObject({
      entity: 'product',
      fields: ['name', 'price'],
      quantity: 'many',
    });
    expect(read('tutti i libri con titolo, autore, prezzo e link, tutte le pagine')).toMatchObject({
      entity: 'book',
      fields: ['title', 'author', 'price', 'link'],
      scope: 'all',
    });
  });

  it('reads the verbs a request opens with in each language', () => {
    const asked = [
      ['Dame el nombre, precio y SKU de todos los productos', ['name', 'price', 'sku']],
      ['Je veux le titre et le prix de tous les livres', ['title', 'price']],
      [
        'récupère le nom, la marque et la disponibilité de chaque produit',
        ['name', 'brand', 'availability'],
      ],
      ['Zeige mir alle Bücher mit Titel und Preis', ['title', 'price']],
      ['Quero o nome e o preço de todos os produtos', ['name', 'price']],
      ['Voglio nome, prezzo e valutazione di tutti i prodotti', ['name', 'price', 'rating']],
    ] as const;
    for (const [text, fields] of asked) expect(read(text).fields).toEqual(fields);
  });

  it('leaves English alone, foreign names in it included', () => {
    expect(requestLanguage('get the price and name of each product')).toBeNull();
    expect(requestLanguage('Le Monde articles with title and date')).toBeNull();
    expect(requestLanguage('all restaurants in La Jolla with name and rating')).toBeNull();
    expect(read('all products with name, price and sku')).toMatchObject({
      entity: 'product',
      fields: ['name', 'price', 'sku'],
    });
  });

  it('finds the records a Spanish request asks for on a list page', () => {
    const items = [
      ['Silla Nórdica', '49,90 €'],
      ['Mesa Roble', '189,00 €'],
      ['Lámpara Arco', '75,50 €'],
    ];
    const html = page(
      `<div class="productos">${items
        .map(
          ([name, price], index) =>
            `<div class="producto"><h3><a href="/p/${index}">${name}</a></h3><span class="precio">${price}</span></div>`,
        )
        .join('')}</div>`,
      'es',
    );
    expect(rowsFor('precio y nombre de cada producto', html, 'https://tienda.example/')).toEqual([
      expect.objectContaining({ name: 'Silla Nórdica', price: 49.9 }),
      expect.objectContaining({ name: 'Mesa Roble', price: 189 }),
      expect.objectContaining({ name: 'Lámpara Arco', price: 75.5 }),
    ]);
  });
});
