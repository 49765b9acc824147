import {
  avg,
  decline,
  first,
  groupTop,
  n,
  names,
  num,
  record,
  set,
  sum,
  where,
  type EvalTable,
  type Rec,
} from '../compute.js';

/**
 * Round twelve, held out: a plant nursery's online shop — a common name and its Latin name, a
 * type, the height at maturity as a range in centimetres or metres ('60–90cm', '1.5–2m', '30cm'),
 * the pot it comes in ('9cm pot', '2L', '3 litre'), a price as text ('£12.99'), an RHS hardiness
 * rating ('H4', 'H7'), the light it wants as a list ('Full sun, Partial shade'), the months it
 * flowers ('Jun–Sep', blank for a grass grown for its leaves), evergreen 'Yes' / 'No', stock in
 * words ('In stock', 'Only 3 left', 'Out of stock') and a star rating out of 5 with its reviews in
 * brackets. Written after round eleven's rules, before any answer to it was looked at.
 */
const plant = (
  name: string,
  latin: string,
  type: string,
  height: string,
  pot: string,
  price: number,
  hardiness: string,
  light: string,
  flowers: string,
  evergreen: boolean,
  stock: string,
  rating: number,
  reviews: number,
): Rec => ({
  plant: name,
  latin_name: latin,
  type,
  height,
  pot_size: pot,
  price: `£${price.toFixed(2)}`,
  hardiness,
  aspect: light,
  flowering: flowers,
  evergreen: evergreen ? 'Yes' : 'No',
  stock,
  rating: `${rating} out of 5 (${reviews})`,
});

// prettier-ignore
const records: Rec[] = [
  plant('English Lavender Hidcote', 'Lavandula angustifolia', 'Shrub', '40–60cm', '2L', 9.99, 'H5', 'Full sun', 'Jun–Aug', true, 'In stock', 4.7, 213),
  plant('Rosemary', 'Salvia rosmarinus', 'Shrub', '50–100cm', '2L', 8.99, 'H4', 'Full sun', 'Mar–May', true, 'In stock', 4.6, 98),
  plant('Hydrangea Annabelle', 'Hydrangea arborescens', 'Shrub', '1.2–1.5m', '3 litre', 19.99, 'H5', 'Full sun, Partial shade', 'Jul–Sep', false, 'Only 3 left', 4.5, 61),
  plant('Japanese Maple Bloodgood', 'Acer palmatum', 'Tree', '4–5m', '10L', 59.99, 'H6', 'Partial shade', '', false, 'In stock', 4.8, 44),
  plant('Silver Birch', 'Betula pendula', 'Tree', '15–20m', '12L', 44.99, 'H7', 'Full sun, Partial shade', '', false, 'Out of stock', 4.4, 27),
  plant('Clematis Nelly Moser', 'Clematis', 'Climber', '2–3m', '3 litre', 16.99, 'H6', 'Partial shade', 'May–Jun', false, 'In stock', 4.2, 35),
  plant('Star Jasmine', 'Trachelospermum jasminoides', 'Climber', '6–9m', '3 litre', 24.99, 'H4', 'Full sun, Partial shade', 'Jul–Aug', true, 'In stock', 4.7, 152),
  plant('Climbing Rose Gertrude Jekyll', 'Rosa', 'Climber', '2.5m', '4L', 29.99, 'H6', 'Full sun', 'Jun–Sep', false, 'Only 2 left', 4.6, 88),
  plant('Foxglove', 'Digitalis purpurea', 'Perennial', '120–150cm', '9cm pot', 4.99, 'H7', 'Partial shade, Full shade', 'Jun–Jul', false, 'In stock', 4.3, 57),
  plant('Salvia Caradonna', 'Salvia nemorosa', 'Perennial', '40–50cm', '9cm pot', 6.49, 'H7', 'Full sun', 'Jun–Sep', false, 'In stock', 4.5, 48),
  plant('Hosta June', 'Hosta', 'Perennial', '40cm', '2L', 11.99, 'H7', 'Full shade, Partial shade', 'Jul–Aug', false, 'In stock', 4.1, 40),
  plant('Geranium Rozanne', 'Geranium', 'Perennial', '50–60cm', '9cm pot', 6.99, 'H7', 'Full sun, Partial shade', 'Jun–Oct', false, 'In stock', 4.9, 301),
  plant('Echinacea Magnus', 'Echinacea purpurea', 'Perennial', '80–100cm', '2L', 10.99, 'H5', 'Full sun', 'Jul–Sep', false, 'Out of stock', 4.4, 73),
  plant('Hellebore Christmas Rose', 'Helleborus niger', 'Perennial', '30cm', '1L', 12.99, 'H7', 'Partial shade, Full shade', 'Dec–Feb', true, 'In stock', 4.5, 66),
  plant('Fountain Grass', 'Pennisetum alopecuroides', 'Grass', '60–90cm', '2L', 13.99, 'H5', 'Full sun', '', false, 'In stock', 4.2, 19),
  plant('Blue Fescue', 'Festuca glauca', 'Grass', '25cm', '9cm pot', 5.49, 'H5', 'Full sun', '', true, 'Only 3 left', 4.3, 24),
  plant('Box Ball', 'Buxus sempervirens', 'Shrub', '50cm', '10L', 49.99, 'H6', 'Full sun, Partial shade, Full shade', '', true, 'In stock', 3.9, 112),
  plant('Camellia Debbie', 'Camellia x williamsii', 'Shrub', '2–3m', '3 litre', 21.99, 'H5', 'Partial shade', 'Feb–Apr', true, 'In stock', 4.4, 39),
  plant('Olive Tree', 'Olea europaea', 'Tree', '3–4m', '15L', 89.99, 'H3', 'Full sun', '', true, 'Only 1 left', 4.6, 58),
  plant('Snowdrop (pack of 10)', 'Galanthus nivalis', 'Bulb', '15cm', '9cm pot', 7.99, 'H5', 'Partial shade', 'Jan–Feb', false, 'In stock', 4.0, 15),
];

const P = 'plant';
const price = (r: Rec) => n(r.price);
/** The tallest height in centimetres: '1–1.5m' → 150, '60–90cm' → 90, '40cm' → 40. */
const tallCm = (r: Rec) => {
  const text = String(r.height);
  const figures = text.match(/\d+(?:\.\d+)?/g)!.map(Number);
  return Math.max(...figures) * (text.endsWith('m') && !text.endsWith('cm') ? 100 : 1);
};
const shortCm = (r: Rec) => {
  const text = String(r.height);
  const figures = text.match(/\d+(?:\.\d+)?/g)!.map(Number);
  return Math.min(...figures) * (text.endsWith('m') && !text.endsWith('cm') ? 100 : 1);
};
const stars = (r: Rec) => n(r.rating);
const byName = (name: string) => records.find((r) => r.plant === name)!;
export const nursery: EvalTable = {
  name: 'nursery',
  // Round twelve: held out until its misses were read (40/60); a tuning table now.
  heldOut: false,
  records,
  questions: [
    {
      question: 'How many climbers do you have?',
      expected: num(where(records, 'type', 'Climber').length),
    },
    {
      question: 'evergreen shrubs',
      expected: set(
        P,
        names(
          records.filter((r) => r.type === 'Shrub' && r.evergreen === 'Yes'),
          P,
        ),
      ),
    },
    {
      question: 'plants for full shade',
      expected: set(
        P,
        names(
          records.filter((r) => String(r.aspect).includes('Full shade')),
          P,
        ),
      ),
    },
    {
      question: 'Which is the most expensive plant?',
      expected: record(
        first(
          [...records].sort((a, b) => price(b) - price(a)),
          P,
        ),
      ),
    },
    {
      question: 'plants under £10',
      expected: set(
        P,
        names(
          records.filter((r) => price(r) < 10),
          P,
        ),
      ),
    },
    {
      question: 'Which plant grows the tallest?',
      expected: record(
        first(
          [...records].sort((a, b) => tallCm(b) - tallCm(a)),
          P,
        ),
      ),
    },
    {
      // No range straddles 1 m: every reading of a range gives the same plants.
      question: 'plants that grow taller than 1m',
      expected: set(
        P,
        names(
          records.filter((r) => shortCm(r) > 100),
          P,
        ),
      ),
    },
    {
      question: 'plants in a 9cm pot',
      expected: set(P, names(where(records, 'pot_size', '9cm pot'), P)),
    },
    {
      question: 'average price of a perennial',
      expected: num(avg(where(records, 'type', 'Perennial').map(price))),
    },
    {
      question: 'Which type of plant do you have the most of?',
      expected: { top: groupTop(records, 'type', (g) => g.length) },
    },
    {
      question: 'How many plants are fully hardy (H7)?',
      expected: num(where(records, 'hardiness', 'H7').length),
    },
    {
      question: 'plants that flower in August',
      expected: set(
        P,
        names(
          records.filter((r) =>
            ['Jun–Aug', 'Jul–Sep', 'Jul–Aug', 'Jun–Sep', 'Jun–Oct'].includes(String(r.flowering)),
          ),
          P,
        ),
      ),
    },
    {
      question: 'What share of the plants are evergreen?',
      expected: num(where(records, 'evergreen', 'Yes').length / records.length),
    },
    {
      question: 'best rated plant',
      expected: record(
        first(
          [...records].sort((a, b) => stars(b) - stars(a)),
          P,
        ),
      ),
    },
    {
      question: 'How much for the Rosemary and the Foxglove together?',
      expected: num(sum([byName('Rosemary'), byName('Foxglove')].map(price))),
    },
    {
      question: 'How many plants are out of stock?',
      expected: num(where(records, 'stock', 'Out of stock').length),
    },
    {
      question: 'compare the average price of trees and shrubs',
      expected: num(
        avg(where(records, 'type', 'Tree').map(price)) -
          avg(where(records, 'type', 'Shrub').map(price)),
      ),
    },
    {
      question: 'plants rated 4.5 or more',
      expected: set(
        P,
        names(
          records.filter((r) => stars(r) >= 4.5),
          P,
        ),
      ),
    },
    { question: 'Which plants are safe for cats?', expected: decline },
    { question: 'When will the Silver Birch be back in stock?', expected: decline },
  ],
};
