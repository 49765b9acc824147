/**
 * Words shortened as headers and labels shorten them: "Pts" for points, "Qty" for quantity,
 * "Yr" for year, "Avg" for average, "Pos" for position, "Min" for minutes. Read only against a
 * word the request writes out, so a short header is never guessed into a field nobody asked for.
 */

const VOWEL = /[aeiou]/;

/**
 * Whether `short` is `word` written short: its first letter, then some of its consonants in
 * order ("pts", "qty", "yr", "avg", "hrs"); or its first three letters or more, cut where the
 * next letter is a vowel, as a syllable ends ("pos|ition", "min|utes", but not "age" for agent).
 */
export function abbreviates(short: string, word: string): boolean {
  // "No." is numero's first and last letters, the one shortening of 'number' no rule above reads.
  if (short === 'no' && word === 'number') return true;
  if (!/^[a-z]{2,4}$/.test(short) || !/^[a-z]+$/.test(word)) return false;
  if (word.length < short.length + 2 || short[0] !== word[0]) return false;
  const rest = short.slice(1);
  if (!VOWEL.test(rest)) {
    let at = 1;
    for (const letter of rest) {
      at = word.indexOf(letter, at) + 1;
      if (at === 0) return false;
    }
    return true;
  }
  return (
    short.length >= 3 &&
    word.startsWith(short) &&
    !VOWEL.test(short[short.length - 1] ?? '') &&
    VOWEL.test(word[short.length] ?? '')
  );
}

/** The words of a name as written, lower case, before any folding ("Pts." → ["pts"]). */
export function writtenWords(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}
