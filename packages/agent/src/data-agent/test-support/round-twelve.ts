import { columnsFor, type TestTable } from './tables.js';

const column = columnsFor(5);

/**
 * A wine merchant's cases: a price, a count of bottles a case holds (a column the word 'bottles'
 * names), a colour and the guests a tasting seats.
 */
export const cases: TestTable = {
  records: [
    { wine: 'Rioja Crianza', colour: 'Red', price: '£84', bottles_per_case: 6, seats: 8 },
    { wine: 'Picpoul de Pinet', colour: 'White', price: '£96', bottles_per_case: 12, seats: 4 },
    { wine: 'Malbec Reserva', colour: 'Red', price: '£72', bottles_per_case: 12, seats: 6 },
    { wine: 'Provence Rosé', colour: 'Rosé', price: '£90', bottles_per_case: 6, seats: 10 },
    { wine: 'Chianti Classico', colour: 'Red', price: '£110', bottles_per_case: 6, seats: 2 },
  ],
  columns: [
    column('wine', 'text'),
    column('colour', 'category', { distinct: 3, examples: ['Red', 'White', 'Rosé'] }),
    column('price', 'number', { unit: '£', min: 72, max: 110 }),
    column('bottles_per_case', 'number', { distinct: 2, min: 6, max: 12 }),
    column('seats', 'number', { min: 2, max: 10 }),
  ],
};

/** A hostel's rooms: an age limit written '18+' as a value, beds counted, ensuite or not. */
export const hostel: TestTable = {
  records: [
    { room: 'Dorm A', ages: '18+', beds: 8, nightly: '£24', ensuite: 'No' },
    { room: 'Dorm B', ages: 'All ages', beds: 6, nightly: '£26', ensuite: 'No' },
    { room: 'Family Room', ages: 'All ages', beds: 4, nightly: '£80', ensuite: 'Yes' },
    { room: 'Twin', ages: '18+', beds: 2, nightly: '£55', ensuite: 'Yes' },
    { room: 'Quad', ages: '16+', beds: 4, nightly: '£70', ensuite: 'No' },
  ],
  columns: [
    column('room', 'text'),
    column('ages', 'category', { distinct: 3, examples: ['18+', 'All ages', '16+'] }),
    column('beds', 'number', { min: 2, max: 8, distinct: 4 }),
    column('nightly', 'number', { unit: '£', min: 24, max: 80 }),
    column('ensuite', 'category', { distinct: 2, examples: ['No', 'Yes'] }),
  ],
};

/** A garden centre's compost, its bag written with the figure inside the words ('40 litre bag'). */
export const compost: TestTable = {
  records: [
    { compost: 'Multi-purpose', bag: '40 litre bag', price: '£6' },
    { compost: 'John Innes No. 2', bag: '25 litre bag', price: '£7' },
    { compost: 'Ericaceous', bag: '40 litre bag', price: '£8' },
    { compost: 'Topsoil', bag: '20kg sack', price: '£5' },
    { compost: 'Seed & cutting', bag: '10 litre bag', price: '£4' },
  ],
  columns: [
    column('compost', 'text'),
    column('bag', 'category', {
      distinct: 4,
      examples: ['40 litre bag', '25 litre bag', '20kg sack', '10 litre bag'],
    }),
    column('price', 'number', { unit: '£', min: 4, max: 8 }),
  ],
};

/** A bookshop's titles, each with a blurb of free text and a shop it is kept in. */
export const blurbs: TestTable = {
  records: [
    {
      title: 'The Long Winter',
      blurb: 'A family survives a winter on the prairie',
      shop: 'Main Street',
      price: '£9',
    },
    {
      title: 'Night Train',
      blurb: 'A thriller on the overnight train to Vienna',
      shop: 'Station',
      price: '£8',
    },
    {
      title: 'Salt',
      blurb: 'A history of salt, from Rome to the present',
      shop: 'Main Street',
      price: '£12',
    },
    {
      title: 'Harbour Lights',
      blurb: 'A winter romance in a fishing village',
      shop: 'Harbour',
      price: '£7',
    },
    {
      title: 'Iron Roads',
      blurb: 'How the railway made the modern world',
      shop: 'Station',
      price: '£15',
    },
  ],
  columns: [
    column('title', 'text'),
    column('blurb', 'text'),
    column('shop', 'category', { distinct: 3, examples: ['Main Street', 'Station', 'Harbour'] }),
    column('price', 'number', { unit: '£', min: 7, max: 15 }),
  ],
};

/** A letting agent's flats, furnished 'Full', 'Part' or 'Unfurnished'. */
export const lettings: TestTable = {
  records: [
    { flat: '12 Elm Court', furnished: 'Full', rent: '£1,100 pcm' },
    { flat: '3 Mill Yard', furnished: 'Part', rent: '£950 pcm' },
    { flat: '7 Quay Street', furnished: 'Unfurnished', rent: '£875 pcm' },
    { flat: '21 Park View', furnished: 'Full', rent: '£1,250 pcm' },
    { flat: '5 Bell Lane', furnished: 'Part', rent: '£990 pcm' },
  ],
  columns: [
    column('flat', 'text'),
    column('furnished', 'category', { distinct: 3, examples: ['Full', 'Part', 'Unfurnished'] }),
    column('rent', 'number', { unit: '£', min: 875, max: 1250 }),
  ],
};

/** A tea merchant's leaves, named without the word 'tea' in any header. */
export const leaves: TestTable = {
  records: [
    { name: 'Darjeeling First Flush', type: 'Black', origin: 'India', price: '£8.50' },
    { name: 'Sencha', type: 'Green', origin: 'Japan', price: '£7.00' },
    { name: 'Tie Guan Yin', type: 'Oolong', origin: 'China', price: '£9.25' },
    { name: 'Assam Breakfast', type: 'Black', origin: 'India', price: '£5.75' },
    { name: 'Dragon Well', type: 'Green', origin: 'China', price: '£10.00' },
  ],
  columns: [
    column('name', 'text'),
    column('type', 'category', { distinct: 3, examples: ['Black', 'Green', 'Oolong'] }),
    column('origin', 'category', { distinct: 3, examples: ['India', 'Japan', 'China'] }),
    column('price', 'number', { unit: '£', min: 5.75, max: 10 }),
  ],
};

/** A print shop's jobs: a paper size written as a code ('A4', 'A3') and a grade ('B', 'A'). */
export const prints: TestTable = {
  records: [
    { job: 'Flyers', paper: 'A5', grade: 'B', copies: 500, price: '£45' },
    { job: 'Posters', paper: 'A3', grade: 'A', copies: 20, price: '£30' },
    { job: 'Letters', paper: 'A4', grade: 'C', copies: 200, price: '£12' },
    { job: 'Banners', paper: 'A1', grade: 'A', copies: 4, price: '£60' },
    { job: 'Menus', paper: 'A4', grade: 'B', copies: 60, price: '£25' },
  ],
  columns: [
    column('job', 'text'),
    column('paper', 'category', { distinct: 4, examples: ['A5', 'A3', 'A4', 'A1'] }),
    column('grade', 'category', { distinct: 3, examples: ['B', 'A', 'C'] }),
    column('copies', 'number', { min: 4, max: 500 }),
    column('price', 'number', { unit: '£', min: 12, max: 60 }),
  ],
};
