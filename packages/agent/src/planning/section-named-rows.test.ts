/**
 * A spec sheet's row that only qualifies ("City" under "Fuel consumption") is proposed under its
 * section's name. Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { planDetail } from './plan-item.js';

const rows = (pairs: [string, string][]) =>
  pairs.map(([label, value]) => `<tr><th>${label}</th><td>${value}</td></tr>`).join('');

const SHEET = `<!doctype html><html lang="en"><head><title>Voltra E-Trek 500 specifications</title></head>
  <body><nav><a href="/">Voltra</a> <a href="/bikes">Bikes</a></nav><main><h1>Voltra E-Trek 500</h1>
  <h3>Motor</h3><table>${rows([
    ['Power', '250 W'],
    ['Torque', '65 Nm'],
    ['Maximum', '25 km/h assisted'],
  ])}</table>
  <h3>Battery range</h3><table>${rows([
    ['City', '95 km'],
    ['Mixed', '80 km'],
    ['Weight', '2.9 kg'],
  ])}</table>
  <h3>Brakes</h3><table>${rows([
    ['Front', 'Hydraulic disc, 180 mm'],
    ['Rear', 'Hydraulic disc, 160 mm'],
  ])}</table>
  </main><footer><a href="/privacy">Privacy</a></footer></body></html>`;

describe("a spec sheet's qualifying rows", () => {
  it('names City, Mixed, Front and Rear with their sections, and reads their values', () => {
    const plan = planDetail(SHEET, 'https://voltra.example/bikes/e-trek-500', [], null);
    expect(plan.sample).toMatchObject({
      battery_range_city: '95 km',
      battery_range_mixed: '80 km',
      brakes_front: 'Hydraulic disc, 180 mm',
      brakes_rear: 'Hydraulic disc, 160 mm',
    });
  });

  it('keeps the names of rows that say what they measure', () => {
    const plan = planDetail(SHEET, 'https://voltra.example/bikes/e-trek-500', [], null);
    expect(plan.sample).toMatchObject({ power: '250 W', torque: '65 Nm', weight: '2.9 kg' });
  });
});
