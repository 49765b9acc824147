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
};

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
