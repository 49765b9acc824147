/**
 * A line that reads as a postal address: a house number with a street, or a postcode in one of
 * the shapes countries write them. Used where nothing names the line an address (a card's
 * second line under its name).
 */

/** "12 River Street", "4800 W Grand Ave", "15 rue de la Paix": a number, then the street. */
const NUMBER_THEN_STREET =
  /(?:^|[\s,])\d{1,5}[a-z]?(?:[-–/]\d{1,5})?,?\s+(?:[\p{L}.'’-]+\s+){0,4}(?:street|st|road|rd|avenue|ave|av|lane|ln|drive|dr|boulevard|blvd|way|place|pl|court|ct|square|sq|terrace|close|crescent|cres|highway|hwy|parkway|pkwy|row|mews|gardens|grove|hill|walk)\b\.?(?![\p{L}])/iu;
/** French, Spanish, Italian and Portuguese write the street's kind first: "15 rue …", "Via Roma 12". */
const STREET_KIND_FIRST =
  /(?:^|[\s,])(?:\d{1,5},?\s+)?(?:rue|avenue|boulevard|bd|chemin|impasse|calle|avenida|paseo|carrer|via|viale|piazza|corso|rua|travessa)\s+[\p{L}\s.'’-]{2,40}?(?:,?\s*\d{1,5}\b)?/iu;
/** German, Dutch and Nordic streets end in their kind and are followed by the number: "Hauptstraße 5". */
const STREET_THEN_NUMBER =
  /\p{L}{2,}(?:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|laan|straat|gracht|plein|kade|singel|vej|gade|gatan|vägen|veien|gata)\s+\d{1,5}[a-z]?\b/iu;
/** Postcodes: UK ("LS1 4AB"), US state and ZIP ("IL 62701"), Canada ("K1A 0B1"), Netherlands ("1012 AB"). */
const POSTCODE =
  /\b(?:[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}|[A-Z]{2}\s\d{5}(?:-\d{4})?|[A-Z]\d[A-Z]\s\d[A-Z]\d|\d{4}\s?[A-Z]{2}(?=\s+\p{Lu}))\b/u;
/** A five-figure code before a town ("75001 Paris", "10115 Berlin") after a comma. */
const CODE_BEFORE_TOWN = /,\s*\d{5}\s+\p{Lu}\p{Ll}+/u;

/** Longest line read as an address; longer is a description that mentions one. */
const MAX_ADDRESS = 120;

/** Whether a line reads as a postal address. */
export function isStreetAddress(text: string): boolean {
  const line = text.trim();
  if (line.length < 6 || line.length > MAX_ADDRESS) return false;
  // A street without a figure is a name ("Abbey Road" the album): a house number or postcode.
  if (!/\d/.test(line)) return false;
  return (
    NUMBER_THEN_STREET.test(line) ||
    STREET_THEN_NUMBER.test(line) ||
    (STREET_KIND_FIRST.test(line) && /\d/.test(line)) ||
    POSTCODE.test(line) ||
    CODE_BEFORE_TOWN.test(line)
  );
}

/** Share of the values that read as postal addresses. */
export function streetAddressShare(samples: readonly string[]): number {
  if (samples.length === 0) return 0;
  return samples.filter(isStreetAddress).length / samples.length;
}
