import { columnsFor, type TestTable } from './tables.js';

const column = columnsFor(5);

/** A riding school's ponies: an age in years and a weight in kilograms, as figures. */
export const ponies: TestTable = {
  records: [
    { pony: 'Bramley', age: '4 years', weight: '280 kg', colour: 'Bay' },
    { pony: 'Nutmeg', age: '12 years', weight: '310 kg', colour: 'Chestnut' },
    { pony: 'Pebble', age: '9 years', weight: '250 kg', colour: 'Grey' },
    { pony: 'Duke', age: '17 years', weight: '390 kg', colour: 'Bay' },
    { pony: 'Willow', age: '6 years', weight: '300 kg', colour: 'Palomino' },
  ],
  columns: [
    column('pony', 'text'),
    column('age', 'number', { unit: 'years', min: 4, max: 17 }),
    column('weight', 'number', { unit: 'kg', min: 250, max: 390 }),
    column('colour', 'category', {
      distinct: 4,
      examples: ['Bay', 'Chestnut', 'Grey', 'Palomino'],
    }),
  ],
};

/** A tool hire shop's stock, each tool out on hire or in store. */
export const tools: TestTable = {
  records: [
    { tool: 'Cement mixer', status: 'Hired', day_rate: '£28' },
    { tool: 'Floor sander', status: 'In store', day_rate: '£35' },
    { tool: 'Pressure washer', status: 'Hired', day_rate: '£22' },
    { tool: 'Tile cutter', status: 'In store', day_rate: '£18' },
    { tool: 'Scaffold tower', status: 'Hired', day_rate: '£45' },
  ],
  columns: [
    column('tool', 'text'),
    column('status', 'category', { distinct: 2, examples: ['Hired', 'In store'] }),
    column('day_rate', 'number', { unit: '£', min: 18, max: 45 }),
  ],
};

/**
 * A photo library: a photographer left blank where nobody is credited, a rating left blank where a
 * photo is not rated yet (never 0), and likes counted from 0.
 */
export const photos: TestTable = {
  records: [
    { photo: 'Harbour at dawn', photographer: 'Ines Duarte', rating: 4, likes: 120 },
    { photo: 'Market stall', photographer: '', rating: '', likes: 0 },
    { photo: 'Snow on the fells', photographer: 'Kwame Asante', rating: 5, likes: 342 },
    { photo: 'Night bus', photographer: 'Ines Duarte', rating: '', likes: 18 },
    { photo: 'Allotment', photographer: '', rating: 3, likes: 0 },
  ],
  columns: [
    column('photo', 'text'),
    column('photographer', 'category', {
      filled: 3,
      distinct: 2,
      examples: ['Ines Duarte', 'Kwame Asante'],
    }),
    column('rating', 'number', { filled: 3, min: 3, max: 5 }),
    column('likes', 'number', { min: 0, max: 342 }),
  ],
};

/** A village library's loans: who borrowed each book, by name. */
export const lending: TestTable = {
  records: [
    { book: 'Small Island', borrower: 'M. Okafor', branch: 'Mill Road', days_out: 12 },
    { book: 'Wolf Hall', borrower: 'J. Lindqvist', branch: 'Mill Road', days_out: 30 },
    { book: 'Persuasion', borrower: 'M. Okafor', branch: 'Quayside', days_out: 7 },
    { book: 'The Road', borrower: 'S. Haddad', branch: 'Quayside', days_out: 21 },
    { book: 'Middlemarch', borrower: 'M. Okafor', branch: 'Mill Road', days_out: 28 },
  ],
  columns: [
    column('book', 'text'),
    column('borrower', 'category', {
      distinct: 3,
      examples: ['M. Okafor', 'J. Lindqvist', 'S. Haddad'],
    }),
    column('branch', 'category', { distinct: 2, examples: ['Mill Road', 'Quayside'] }),
    column('days_out', 'number', { min: 7, max: 30 }),
  ],
};

/** A tyre shop's stock: sizes written with a slash ('205/55 R16'), a status word. */
export const tyres: TestTable = {
  records: [
    { tyre: 'Primacy 4', size: '205/55 R16', price: '£92', status: 'In stock' },
    { tyre: 'P7 Cinturato', size: '225/45 R17', price: '£118', status: 'In stock' },
    { tyre: 'EfficientGrip', size: '205/55 R16', price: '£84', status: 'Discontinued' },
    { tyre: 'Turanza 6', size: '195/65 R15', price: '£76', status: 'In stock' },
    { tyre: 'Ecocontact 6', size: '225/45 R17', price: '£105', status: 'Discontinued' },
  ],
  columns: [
    column('tyre', 'text'),
    column('size', 'category', {
      distinct: 3,
      examples: ['205/55 R16', '225/45 R17', '195/65 R15'],
    }),
    column('price', 'number', { unit: '£', min: 76, max: 118 }),
    column('status', 'category', { distinct: 2, examples: ['In stock', 'Discontinued'] }),
  ],
};

/** A garage's cars in for repair: the day each was checked in and the hours of labour booked. */
export const repairs: TestTable = {
  records: [
    { car: 'Golf GTI', checked_in: '2026-03-02', labour: '3 h' },
    { car: 'Fiesta', checked_in: '2026-02-24', labour: '1.5 h' },
    { car: 'Qashqai', checked_in: '2026-03-05', labour: '6 h' },
    { car: 'Corsa', checked_in: '2026-03-01', labour: '2 h' },
    { car: 'Octavia', checked_in: '2026-02-27', labour: '4 h' },
  ],
  columns: [
    column('car', 'text'),
    column('checked_in', 'date'),
    column('labour', 'number', { unit: 'h', min: 1.5, max: 6 }),
  ],
};

/** A museum's galleries: visitors counted a day, and the mean length of a visit in minutes. */
export const galleries: TestTable = {
  records: [
    { gallery: 'Egyptian Rooms', daily_visitors: 2150, avg_visit: '14 min', floor: 'Ground' },
    { gallery: 'Print Room', daily_visitors: 180, avg_visit: '31 min', floor: 'First' },
    { gallery: 'Clocks', daily_visitors: 640, avg_visit: '9 min', floor: 'First' },
    { gallery: 'Dinosaurs', daily_visitors: 3420, avg_visit: '18 min', floor: 'Ground' },
    { gallery: 'Textiles', daily_visitors: 410, avg_visit: '12 min', floor: 'Second' },
  ],
  columns: [
    column('gallery', 'text'),
    column('daily_visitors', 'number', { min: 180, max: 3420 }),
    column('avg_visit', 'number', { unit: 'min', min: 9, max: 31 }),
    column('floor', 'category', { distinct: 3, examples: ['Ground', 'First', 'Second'] }),
  ],
};

/** A takeaway's menu: a price, and delivery written 'Free' or as an amount (no column of figures). */
export const menu: TestTable = {
  records: [
    { dish: 'Lamb bhuna', price: '£11.50', delivery: 'Free' },
    { dish: 'Chana masala', price: '£8.95', delivery: '£2.50' },
    { dish: 'Prawn puri', price: '£6.50', delivery: 'Free' },
    { dish: 'Chicken tikka', price: '£10.95', delivery: 'Free' },
    { dish: 'Saag aloo', price: '£5.95', delivery: '£2.50' },
  ],
  columns: [
    column('dish', 'text'),
    column('price', 'number', { unit: '£', min: 5.95, max: 11.5 }),
    column('delivery', 'category', { distinct: 2, examples: ['Free', '£2.50'] }),
  ],
};
