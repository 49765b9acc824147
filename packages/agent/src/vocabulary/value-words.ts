/**
 * Words whose values say what field they are, when no class or label does: a column of "Blue",
 * "Grey", "Indigo" is a colour. Data only; `plan-list.ts` uses it for a field no column answers.
 */
export const VALUE_WORDS: Record<string, ReadonlySet<string>> = {
  color: new Set([
    'black',
    'white',
    'grey',
    'gray',
    'silver',
    'red',
    'blue',
    'navy',
    'indigo',
    'green',
    'olive',
    'khaki',
    'yellow',
    'gold',
    'orange',
    'pink',
    'purple',
    'violet',
    'lilac',
    'brown',
    'beige',
    'cream',
    'ivory',
    'tan',
    'camel',
    'burgundy',
    'maroon',
    'teal',
    'turquoise',
    'mint',
    'charcoal',
    'multicolour',
    'multicolor',
    'natural',
    'sand',
    'stone',
    'rose',
    'coral',
    'schwarz',
    'weiss',
    'weiß',
    'rot',
    'blau',
    'grün',
    'gelb',
    'braun',
    'noir',
    'blanc',
    'rouge',
    'bleu',
    'vert',
    'gris',
    'negro',
    'blanco',
    'rojo',
    'azul',
    'verde',
    'nero',
    'bianco',
    'rosso',
    'zwart',
    'wit',
    'rood',
    'blauw',
    'groen',
  ]),
  condition: new Set([
    'new',
    'used',
    'refurbished',
    'renewed',
    'neu',
    'gebraucht',
    'neuf',
    'occasion',
    'nuevo',
    'usado',
    'nuovo',
    'usato',
  ]),
  format: new Set([
    'paperback',
    'hardcover',
    'hardback',
    'ebook',
    'e-book',
    'audiobook',
    'audio',
    'kindle',
    'nook',
    'vinyl',
    'dvd',
    'blu-ray',
    'cd',
    'board',
    'spiral-bound',
    'taschenbuch',
    'gebunden',
    'broché',
    'poche',
    'relié',
    'tapa',
  ]),
  level: new Set([
    'beginner',
    'beginners',
    'intermediate',
    'advanced',
    'expert',
    'introductory',
    'entry',
    'junior',
    'senior',
    'mid',
    'all levels',
    'anfänger',
    'fortgeschrittene',
    'débutant',
    'avancé',
    'principiante',
    'avanzado',
  ]),
};

/** Fields named for what their words are, where no concept of their own covers them. */
const FIELD_VALUE_WORDS: Record<string, string> = {
  level: 'level',
  difficulty: 'level',
  seniority: 'level',
  experience: 'level',
  format: 'format',
  binding: 'format',
  edition: 'format',
  medium: 'format',
};

/** The key of VALUE_WORDS a field's values would be words of: its concept, else its head noun. */
export function valueWordsKey(concept: string | undefined, field: string): string | null {
  if (concept && VALUE_WORDS[concept]) return concept;
  const head =
    field
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean)
      .pop() ?? '';
  return FIELD_VALUE_WORDS[head] ?? null;
}

/** One word of a person's name: a capitalised word, an initial, or a particle ("van"). */
const NAME_WORD = /^(?:[A-Z][a-zà-öø-ÿ'’-]+|[A-Z]\.|van|von|de|da|del|di|le|la|bin|al)$/;

/** A person's name: two to five such words ("R. F. Kuang"), the last a whole word. */
function isPersonName(text: string): boolean {
  const words = text.split(/\s+|(?<=\.)(?=[A-Z])/).filter(Boolean);
  return (
    words.length >= 2 &&
    words.length <= 5 &&
    words.every((word) => NAME_WORD.test(word)) &&
    /^[A-Z][a-zà-öø-ÿ'’-]+$/.test(words[words.length - 1] ?? '')
  );
}

/** Whether most values read as people's names (an author line with no class to say so). */
export function valuesArePeople(samples: string[]): boolean {
  if (samples.length === 0) return false;
  const names = samples.filter((sample) =>
    sample.split(/\s*(?:,|&|\band\b)\s*/).every((part) => isPersonName(part.trim())),
  );
  return names.length >= samples.length * 0.8;
}

/** Share of a column's values that must be such words. */
export const VALUE_WORD_SHARE = 0.6;

/** Whether most values are words of the concept ("Light blue" counts by its last word). */
export function valuesNameConcept(concept: string, samples: string[]): boolean {
  const words = VALUE_WORDS[concept];
  if (!words || samples.length === 0) return false;
  const hits = samples.filter((sample) =>
    sample
      .toLowerCase()
      .split(/[\s/,&-]+/)
      .some((word) => words.has(word)),
  );
  return hits.length >= samples.length * VALUE_WORD_SHARE;
}

/** "6 weeks", "45 min", "2 hrs 30 mins": a length of time, as courses and recipes write it. */
const DURATION =
  /^(?:about\s+)?\d+(?:[.,]\d+)?\s*(?:-\s*\d+\s*)?(?:min(?:ute)?s?|h(?:ou)?rs?|hours?|days?|weeks?|months?|years?|wks?|mos?)\b/i;

/** Whether most values are lengths of time. */
export function valuesAreDurations(samples: string[]): boolean {
  return (
    samples.length > 0 &&
    samples.filter((sample) => DURATION.test(sample.trim())).length >= samples.length * 0.8
  );
}
