import { columnsFor, type TestTable } from './tables.js';

const column = columnsFor(5);

/** A gallery's exhibitions: the day each opened (all different), its visitors and curator. */
export const exhibitions: TestTable = {
  records: [
    { exhibition: 'Salt and Iron', opened: '2026-01-17', visitors: 4210, curator: 'R. Osei' },
    { exhibition: 'Paper Cities', opened: '2026-03-07', visitors: 6890, curator: 'L. Haas' },
    { exhibition: 'Tidelines', opened: '2026-03-28', visitors: 3120, curator: 'R. Osei' },
    { exhibition: 'Glasswork Now', opened: '2026-05-09', visitors: 5540, curator: 'L. Haas' },
    { exhibition: 'Small Hours', opened: '2026-06-20', visitors: 2780, curator: 'M. Cruz' },
  ],
  columns: [
    column('exhibition', 'text'),
    column('opened', 'date'),
    column('visitors', 'number', { min: 2780, max: 6890 }),
    column('curator', 'category', {
      distinct: 3,
      examples: ['R. Osei', 'L. Haas', 'M. Cruz'],
    }),
  ],
};

/** Phones with a battery's capacity and, beside it, its life: two names opening alike. */
export const handsets: TestTable = {
  records: [
    { phone: 'Nova 5', battery: '4500 mAh', battery_life: '21 h' },
    { phone: 'Pixelle 2', battery: '5000 mAh', battery_life: '26 h' },
    { phone: 'Orbit Mini', battery: '3200 mAh', battery_life: '17 h' },
    { phone: 'Kite X', battery: '4800 mAh', battery_life: '24 h' },
    { phone: 'Tern S', battery: '4100 mAh', battery_life: '19 h' },
  ],
  columns: [
    column('phone', 'text'),
    column('battery', 'number', { unit: 'mah', min: 3200, max: 5000 }),
    column('battery_life', 'number', { unit: 'h', min: 17, max: 26 }),
  ],
};

/** A housing association's repair requests, each in a state. */
export const repairs: TestTable = {
  records: [
    { request: 'Boiler not firing', flat: '12B', status: 'Open' },
    { request: 'Damp in bathroom', flat: '3A', status: 'Closed' },
    { request: 'Broken window latch', flat: '7C', status: 'Awaiting parts' },
    { request: 'Leaking tap', flat: '12B', status: 'Closed' },
    { request: 'Door entry buzzer', flat: '1A', status: 'Open' },
  ],
  columns: [
    column('request', 'text'),
    column('flat', 'category', { distinct: 4 }),
    column('status', 'category', {
      distinct: 3,
      examples: ['Open', 'Closed', 'Awaiting parts'],
    }),
  ],
};
