import { columnsFor, type TestTable } from './tables.js';

const column = columnsFor(6);

/**
 * A darts league's evenings: a shape no eval table has. Each record is a pairing of two players
 * with the legs each won written '3-2' (a hyphen, read by the server as a range with no unit), a
 * venue of few values and a prize in pounds.
 */
export const darts: TestTable = {
  records: [
    { pairing: 'Ames v Bell', result: '3-2', venue: 'Crown', prize: '£40' },
    { pairing: 'Cole v Dunn', result: '0-3', venue: 'Crown', prize: '£25' },
    { pairing: 'Ennis v Ford', result: '3-3', venue: 'Swan', prize: '£30' },
    { pairing: 'Gray v Hale', result: '3-2', venue: 'Swan', prize: '£40' },
    { pairing: 'Irwin v Jury', result: '1-3', venue: 'Crown', prize: '£25' },
    { pairing: 'Kerr v Lowe', result: '3-0', venue: 'Swan', prize: '£50' },
  ],
  columns: [
    column('pairing', 'text'),
    column('result', 'number', { distinct: 5, min: 0, max: 3, read: { range: true } }),
    column('venue', 'category', { distinct: 2, examples: ['Crown', 'Swan'] }),
    column('prize', 'number', { unit: '£', distinct: 4, min: 25, max: 50 }),
  ],
};

/**
 * Chemical elements: a short code beside the name it stands for ('Fe', 'Iron'), the symbol first,
 * as the server's key order may put it; a mass in g/mol.
 */
export const elements: TestTable = {
  records: [
    { symbol: 'H', element: 'Hydrogen', mass: 1.008 },
    { symbol: 'C', element: 'Carbon', mass: 12.011 },
    { symbol: 'Fe', element: 'Iron', mass: 55.845 },
    { symbol: 'Au', element: 'Gold', mass: 196.97 },
    { symbol: 'Pb', element: 'Lead', mass: 207.2 },
    { symbol: 'U', element: 'Uranium', mass: 238.03 },
  ],
  columns: [
    column('symbol', 'text'),
    column('element', 'text'),
    column('mass', 'number', { min: 1.008, max: 238.03 }),
  ],
};

/**
 * Start-ups whose valuations are written with a scale letter ('$450M', '$1.2B'), which the reading
 * of values leaves unread: the figures run from 1.2 to 900 whatever their scale.
 */
export const startups: TestTable = {
  records: [
    { startup: 'Quillo', valuation: '$450M', staff: 120 },
    { startup: 'Brightfold', valuation: '$1.2B', staff: 640 },
    { startup: 'Nimbly', valuation: '$900M', staff: 210 },
    { startup: 'Tessel', valuation: '$75M', staff: 35 },
    { startup: 'Orrin', valuation: '$2.4B', staff: 980 },
    { startup: 'Pebbleworks', valuation: '$12M', staff: 14 },
  ],
  columns: [
    column('startup', 'text'),
    column('valuation', 'number', { unit: '$', min: 1.2, max: 900 }),
    column('staff', 'number', { min: 14, max: 980 }),
  ],
};

/** Tennis players with a win/loss ratio headed by its initials ('wl_ratio'), and a hand of two. */
export const tennis: TestTable = {
  records: [
    { player: 'A. Rios', wl_ratio: 1.8, hand: 'Right' },
    { player: 'B. Sato', wl_ratio: 0.9, hand: 'Left' },
    { player: 'C. Moreau', wl_ratio: 2.4, hand: 'Right' },
    { player: 'D. Okafor', wl_ratio: 1.1, hand: 'Right' },
    { player: 'E. Lindqvist', wl_ratio: 0.6, hand: 'Left' },
    { player: 'F. Novak', wl_ratio: 1.5, hand: 'Right' },
  ],
  columns: [
    column('player', 'text'),
    column('wl_ratio', 'number', { min: 0.6, max: 2.4 }),
    column('hand', 'category', { distinct: 2, examples: ['Right', 'Left'] }),
  ],
};

/** A singles chart: each song's places moved since last week, signed ('+3', '-2', '0'). */
export const chart: TestTable = {
  records: [
    { song: 'Glass Harbour', artist: 'Mira Vale', movement: '+3', weeks: 4 },
    { song: 'Low Tide', artist: 'The Ferrets', movement: '-2', weeks: 9 },
    { song: 'Paper Moons', artist: 'Mira Vale', movement: '0', weeks: 2 },
    { song: 'Northbound', artist: 'Juno Park', movement: '+7', weeks: 1 },
    { song: 'Cinder', artist: 'The Ferrets', movement: '-5', weeks: 12 },
    { song: 'Overgrown', artist: 'Juno Park', movement: '+1', weeks: 6 },
  ],
  columns: [
    column('song', 'text'),
    column('artist', 'category', { distinct: 3 }),
    column('movement', 'number', { min: -5, max: 7 }),
    column('weeks', 'number', { min: 1, max: 12 }),
  ],
};
