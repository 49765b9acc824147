import { describe, expect, it } from 'vitest';
import { isStreetAddress } from './street-addresses.js';

describe('isStreetAddress', () => {
  it.each([
    '12 River Street, Leeds LS1 4AB',
    '4800 W Grand Ave, Chicago, IL 60639',
    '800 N Point St, San Francisco, CA 94109',
    'Hauptstraße 5, 10115 Berlin',
    'Keizersgracht 123, 1015 CJ Amsterdam',
    '15 rue de la Paix, 75002 Paris',
    'Via Roma 12, Milano',
    'Flat 2, Church Lane, York YO1 7HH',
  ])('reads “%s” as an address', (line) => {
    expect(isStreetAddress(line)).toBe(true);
  });

  it.each([
    'Abbey Road',
    'A gentle 5 mile loop past 3 old mills',
    '3 bedroom semi-detached house',
    '2016 Honda Civic',
    'In stock (7 available)',
    '£350,000',
  ])('reads “%s” as no address', (line) => {
    expect(isStreetAddress(line)).toBe(false);
  });
});
