const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/**
 * The month a word names, 1–12: its full name or a short form of three letters or more ('Mar',
 * 'Sept.'). Only a real month name will do, so 'Mayfair' or 'Spring' is none. English only, as
 * the data agent reads questions and values.
 */
export function monthNumber(word: string): number | null {
  const lower = word.toLowerCase().replace(/\.$/, '');
  if (lower.length < 3) return null;
  const at = MONTH_NAMES.findIndex((name) => name.startsWith(lower));
  return at >= 0 ? at + 1 : null;
}
