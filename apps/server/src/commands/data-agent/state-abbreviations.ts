/**
 * States a results table writes as a short code in the cell where a score or a result stands:
 * 'P–P' for a match postponed, 'A–A' for one abandoned, 'W/O' for a walkover. A question asks by
 * the word ('How many matches were postponed?'), which no cell holds; the word finds the cells
 * written in its code. Codes only as a whole cell, so a 'P' or an 'A' inside a value is no state.
 */
const DASH = '[-–—]';
const STATES: { words: string[]; codes: string[] }[] = [
  {
    words: ['postponed', 'postponement', 'postponements'],
    codes: [`p\\s*${DASH}\\s*p`, 'ppd', 'pp', 'postp\\.?'],
  },
  {
    words: ['abandoned', 'abandonment', 'abandonments'],
    codes: [`a\\s*${DASH}\\s*a`, 'abd\\.?', 'abnd\\.?', 'aban\\.?'],
  },
  { words: ['walkover', 'walkovers', 'walked over'], codes: ['w\\s*/\\s*o', 'wo', 'w\\.o\\.'] },
];

/** The words of these phrases that name a state written as a code, each with its codes' pattern. */
export function stateCodes(phrases: string[]): { word: string; pattern: string }[] {
  const asked = new Set(phrases.map((p) => p.toLowerCase()));
  return STATES.flatMap((state) =>
    state.words
      .filter((word) => asked.has(word))
      .slice(0, 1)
      .map((word) => ({ word, pattern: `^\\s*(?:${state.codes.join('|')})\\s*$` })),
  );
}
