import { findNumbers, type CountryCode } from 'libphonenumber-js';
import type { Found } from './types.js';

/**
 * Phone numbers by libphonenumber's rules for every country. A number written with its country
 * code and valid in its numbering plan is certain; one without a country code is read as a number
 * of `defaultCountry`; an international number outside any plan's allocated ranges (the ranges
 * kept for drama and examples, a new range this metadata does not know) is only possible.
 */
export function findPhones(text: string, defaultCountry: CountryCode = 'US'): Found[] {
  const found: Found[] = [];
  // `leniency` is documented in libphonenumber's README but missing from its types.
  const options = { defaultCountry, v2: true as const, leniency: 'POSSIBLE' };
  for (const match of findNumbers(text, options)) {
    const written = text.slice(match.startsAt, match.endsAt);
    const international = /^\s*(?:\+|00)/.test(written);
    const valid = match.number.isValid();
    // A national number that fits no range is more often a reference or an order number.
    if (!international && !valid) continue;
    found.push({
      type: 'phone',
      start: match.startsAt,
      end: match.endsAt,
      value: match.number.number,
      confidence: international ? (valid ? 0.97 : 0.8) : 0.9,
    });
  }
  return found;
}
