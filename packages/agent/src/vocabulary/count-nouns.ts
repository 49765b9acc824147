/**
 * Nouns a count is written with, and the glyphs drawn for them: a person asking for "installs"
 * reads "1M+ downloads", one asking for "stars" reads "1.2k stargazers" or "★ 1.2k". Each group
 * is one count under its usual names; nouns are compared in the singular.
 */
import { singular } from './field-words.js';

const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['download', 'install', 'installation'],
  ['star', 'stargazer'],
  ['vote', 'upvote', 'point'],
  ['follower', 'subscriber'],
  ['like', 'favourite', 'favorite', 'heart'],
  ['view', 'play'],
  ['comment', 'reply', 'response'],
  ['member', 'user'],
  ['listen', 'stream'],
];

const HEART = ['like', 'heart', 'favourite', 'favorite'];
/** Pictures of what is counted, drawn before or after the figure. */
const GLYPHS: Record<string, readonly string[]> = {
  '★': ['star'],
  '☆': ['star'],
  '⭐': ['star'],
  '♥': HEART,
  '♡': HEART,
  '❤': HEART,
  '❤️': HEART,
  '👁': ['view'],
  '👁️': ['view'],
  '💬': ['comment', 'reply'],
  '⬇': ['download', 'install'],
  '⬇️': ['download', 'install'],
  '👍': ['like', 'vote', 'upvote'],
  '▲': ['vote', 'upvote', 'point'],
};

/** Shortest stem a word made on another is judged by ("star" in "stargazers"). */
const MIN_STEM = 4;

/**
 * Whether a count written with `word` (a noun as the page writes it, or a glyph) counts what
 * `wanted` names (a singular noun): the same noun, a word made on it ("stargazers", "viewers"),
 * another name for the same count, or its picture.
 */
export function countsSame(wanted: string, word: string): boolean {
  const pictured = GLYPHS[word];
  if (pictured) return pictured.some((noun) => countsSame(wanted, noun));
  const noun = singular(word.toLowerCase());
  if (noun === wanted) return true;
  if (SYNONYM_GROUPS.some((group) => group.includes(wanted) && group.includes(noun))) return true;
  const [short, long] = noun.length < wanted.length ? [noun, wanted] : [wanted, noun];
  // Made on the noun at its start only: "review" ends with "view" and counts something else.
  return short.length >= MIN_STEM && long.startsWith(short);
}
