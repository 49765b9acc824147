import type { Language } from '@gleaner/shared';
import { detectAll } from 'tinyld';

/** Below this many letters a detector guesses; the text is said to be undetermined. */
const MIN_LETTERS = 12;
/** tinyld's score for its best guess; below it (names and numbers, few words) it is a guess. */
const MIN_ACCURACY = 0.1;

const names = new Intl.DisplayNames(['en'], { type: 'language' });

function nameOf(code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The text's language (tinyld, trained on 60+ languages, no model to download), or `und`. */
export function detectLanguage(text: string): Language {
  const letters = text.replace(/[^\p{L}]+/gu, '').length;
  if (letters < MIN_LETTERS) return { code: 'und', name: 'undetermined', confidence: 0 };
  const [best] = detectAll(text);
  if (!best || best.accuracy < MIN_ACCURACY)
    return { code: 'und', name: 'undetermined', confidence: 0 };
  return {
    code: best.lang,
    name: nameOf(best.lang),
    confidence: Math.round(Math.min(1, best.accuracy) * 1000) / 1000,
  };
}
