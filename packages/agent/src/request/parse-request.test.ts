import { describe, expect, it } from 'vitest';
import { findUrl, parseRequest } from './parse-request.js';

describe('parseRequest', () => {
  it('finds the first http(s) address without trailing punctuation', () => {
    expect(findUrl('see https://a.example/x?y=1, then http://b.example')).toBe(
      'https://a.example/x?y=1',
    );
    expect(findUrl('no address here')).toBeNull();
  });

  it('reads entity, fields and scope from "quotes with author and tags, every page"', () => {
    const request = parseRequest(
      'Get all quotes with author and tags from https://quotes.example/, every page',
    );
    expect(request).toMatchObject({
      url: 'https://quotes.example/',
      kind: 'records',
      entity: 'quote',
      fields: ['author', 'tags'],
      scope: { kind: 'all' },
      followDetails: false,
      format: null,
    });
  });

  it('reads "description of this book" and "price of this item" as the fields they name', () => {
    expect(
      parseRequest('get the title, pages and description of this book https://b.example/p').fields,
    ).toEqual(['title', 'pages', 'description']);
    expect(parseRequest('the name and price of this item https://b.example/p').fields).toEqual([
      'name',
      'price',
    ]);
  });

  it('reads "the table of cities" as the table, and "all the widgets" as the things wanted', () => {
    expect(parseRequest('get the table of cities https://w.example/c')).toMatchObject({
      kind: 'tables',
      fields: [],
    });
    expect(parseRequest('scrape all the widgets from https://w.example/c')).toMatchObject({
      entity: 'widget',
      fields: [],
    });
    // A plural the vocabulary knows as a field stays the field asked for.
    expect(parseRequest('get all prices from https://w.example/c').fields).toEqual(['prices']);
  });

  it('drops the entity noun from "product name" and reads a format', () => {
    const request = parseRequest(
      'Scrape product name, price and availability from http://shop.example/c/3 as CSV',
    );
    expect(request.fields).toEqual(['name', 'price', 'availability']);
    expect(request.entity).toBe('product');
    expect(request.format).toBe('csv');
  });

  it('keeps the record noun as a field when the field list names it ("albums with band, album")', () => {
    const request = parseRequest(
      'the reviewed albums with band, album, genre tags and review link',
    );
    expect(request.entity).toBe('album');
    expect(request.fields).toEqual(['band', 'album', 'genre_tags', 'review_link']);
    expect(parseRequest('all products with price and rating').fields).toEqual(['price', 'rating']);
  });

  it('a field word that opens a list of fields is a field, not the record ("headline, author and date")', () => {
    expect(parseRequest('headline, author and publication date').fields).toEqual([
      'headline',
      'author',
      'publication_date',
    ]);
    expect(
      parseRequest('Get company, salary and location from https://jobs.example/42').fields,
    ).toEqual(['company', 'salary', 'location']);
    // A record noun that is no field still names the records; so does one not in a list.
    expect(parseRequest('book, author and price').entity).toBe('book');
    expect(parseRequest('every headline with its author').entity).toBe('headline');
  });

  it('reads "pages" among other fields as a field, and "pages 1 to 5" as which pages to read', () => {
    expect(parseRequest("the book's title, isbn, pages and language").fields).toEqual([
      'title',
      'isbn',
      'pages',
      'language',
    ]);
    expect(parseRequest('title and price of every book, all pages').fields).toEqual([
      'title',
      'price',
    ]);
    expect(parseRequest('title, price and rating of every book, pages 1 to 5').fields).toEqual([
      'title',
      'price',
      'rating',
    ]);
  });

  it('reads a field list that opens the sentence', () => {
    expect(
      parseRequest('title, price, rating and availability of every book on https://b.example')
        .fields,
    ).toEqual(['title', 'price', 'rating', 'availability']);
  });

  it('handles "name of each", "their", "including" and multi-word fields', () => {
    expect(
      parseRequest('I want the name of each product and their author and tags https://a.example')
        .fields,
    ).toEqual(['name', 'author', 'tags']);
    expect(parseRequest('https://a.example including title, date and summary').fields).toEqual([
      'title',
      'date',
      'summary',
    ]);
    expect(
      parseRequest('get title, UPC and number of reviews of each book https://a.example').fields,
    ).toEqual(['title', 'upc', 'number_of_reviews']);
  });

  it('reads page limits and detail following', () => {
    expect(
      parseRequest('extract all products from https://a.example, first 3 pages').scope,
    ).toEqual({ kind: 'pages', maxPages: 3 });
    expect(parseRequest('only the first two pages of https://a.example').scope).toEqual({
      kind: 'pages',
      maxPages: 2,
    });
    expect(parseRequest('this page https://a.example').scope).toEqual({ kind: 'page' });
    expect(
      parseRequest('follow each book to its detail page on https://a.example and get the UPC')
        .followDetails,
    ).toBe(true);
  });

  it('recognises non-record requests', () => {
    expect(parseRequest('Get all links from https://a.example')).toMatchObject({
      kind: 'links',
      fields: [],
    });
    expect(parseRequest('find the e-mail addresses on https://a.example').kind).toBe('emails');
    expect(parseRequest('download the images from https://a.example').kind).toBe('images');
    expect(parseRequest('the tables on https://a.example in json').kind).toBe('tables');
    expect(parseRequest('give me the main text of https://a.example').kind).toBe('text');
  });

  it('reads an e-mail named among other fields as one of them, not as the kind of thing wanted', () => {
    expect(parseRequest('everyone with name, role and email https://a.example')).toMatchObject({
      kind: 'records',
      fields: ['name', 'role', 'email'],
    });
  });

  it('reads possessives, e-mail addresses, lists after a colon and ranges', () => {
    expect(parseRequest("the book's title and the author's name https://b.example").fields).toEqual(
      ['title', 'name'],
    );
    expect(
      parseRequest('every shop listed with its name and e-mail address https://b.example').fields,
    ).toEqual(['name', 'email']);
    expect(
      parseRequest('the rankings on https://b.example with these columns: country, score, year')
        .fields,
    ).toEqual(['country', 'score', 'year']);
    expect(
      parseRequest('the recipe: title, how many it makes and the list of ingredients').fields,
    ).toEqual(['title', 'how_many_makes', 'ingredients']);
    expect(
      parseRequest('model name and MSRP range (low and high) https://c.example').fields,
    ).toEqual(['name', 'msrp_min', 'msrp_max']);
  });

  it('carries a count over to the state that follows it', () => {
    expect(
      parseRequest('all car brands with link, number of models in production and discontinued')
        .fields,
    ).toEqual(['link', 'number_of_models_in_production', 'number_of_models_discontinued']);
    // A noun after the count is its own field.
    expect(parseRequest('every repo with name, number of stars and forks').fields).toEqual([
      'name',
      'number_of_stars',
      'forks',
    ]);
  });

  it('keeps every field asked for, record nouns and generic words included', () => {
    expect(
      parseRequest('every job on https://j.example with its title, company, location and link')
        .fields,
    ).toEqual(['title', 'company', 'location', 'link']);
    expect(
      parseRequest('every story with rank, title, site, points and number of comments').fields,
    ).toEqual(['rank', 'title', 'site', 'points', 'number_of_comments']);
  });

  it('tells one item from many', () => {
    expect(parseRequest('the recipe: title and ingredients').quantity).toBe('one');
    expect(parseRequest('every job with its title').quantity).toBe('many');
    expect(parseRequest('houses for sale with price and bedrooms').quantity).toBe('many');
    expect(parseRequest('technical specs of the car').quantity).toBe('one');
    expect(parseRequest('Get the product name and price, all pages').quantity).toBe('many');
    expect(parseRequest('Get the product name and price').quantity).toBeNull();
  });

  it('reads the fields of one thing named after them, whatever the thing is called', () => {
    // A noun the vocabulary has no record for ("flat", "studio") owns the fields all the same.
    expect(parseRequest('bathrooms of the flat https://lets.example/f/12')).toMatchObject({
      entity: 'flat',
      fields: ['bathrooms'],
      quantity: 'one',
    });
    expect(
      parseRequest('price and floor area of this studio https://lets.example/s/3'),
    ).toMatchObject({ entity: 'studio', fields: ['price', 'floor_area'], quantity: 'one' });
    // A known record after its fields is one of them too, not a list.
    expect(
      parseRequest('rent, beds and baths of this apartment https://a.example/1'),
    ).toMatchObject({ entity: 'apartment', fields: ['rent', 'beds', 'baths'], quantity: 'one' });
    // Time is no thing: "the deal of the day" stays what it says; every X is still many.
    expect(parseRequest('the deal of the day https://shop.example').entity).not.toBe('day');
    expect(parseRequest('the price of every lamp https://shop.example').quantity).toBe('many');
  });

  it('a request that is only a field name asks for that field', () => {
    expect(parseRequest('the lowest price https://hotels.example/h/9').fields).toEqual([
      'lowest_price',
    ]);
    expect(parseRequest('what is the rating? https://b.example/p/1').fields).toEqual(['rating']);
    // A kind of thing asked for is not a field.
    expect(parseRequest('get all links https://a.example').fields).toEqual([]);
  });
});
