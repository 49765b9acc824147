import { ENTITY_CONFIDENCE_THRESHOLD, type DataLabel, type LabelResult } from '@gleaner/shared';
import { findEmails, findMoney } from './patterns.js';
import { findPhones } from './phones.js';

type Scores = Map<DataLabel, { score: number; reasons: string[] }>;

/** Words (in field names or text) that point to a label, with their weight. */
const CUES: readonly [DataLabel, RegExp, number, string][] = [
  [
    'product',
    /\b(?:sku|add to (?:cart|basket)|in stock|out of stock|brand|rating|reviews?|price|buy now|product|model no)\b/gi,
    1,
    'shop words',
  ],
  [
    'article',
    /\b(?:author|by(?:line)?|published|headline|read more|article|posted on|updated|comments?|minutes? read|editor)\b/gi,
    1,
    'article words',
  ],
  [
    'job posting',
    /\b(?:salary|apply(?: now)?|full[- ]time|part[- ]time|responsibilities|requirements|qualifications|job|hiring|vacancy|position|remote|employment|experience required)\b/gi,
    1.2,
    'job words',
  ],
  [
    'event',
    /\b(?:venue|tickets?|doors open|starts?|event|conference|concert|festival|schedule|rsvp|register now|admission|workshop)\b/gi,
    1,
    'event words',
  ],
  [
    'person',
    /\b(?:born|biography|bio|age|nationality|full name|first name|last name|occupation|spouse|education)\b/gi,
    1,
    'biography words',
  ],
  [
    'organisation',
    /\b(?:founded|headquarters|employees|inc|ltd|llc|gmbh|company|industry|revenue|subsidiar(?:y|ies)|ceo|organi[sz]ation)\b/gi,
    1,
    'company words',
  ],
  [
    'contact',
    /\b(?:contact|e-?mail|phone|tel|fax|address|reach us|get in touch|mobile)\b/gi,
    1,
    'contact words',
  ],
  [
    'price list',
    /\b(?:per (?:month|year|hour|person|night)|plans?|pricing|tariff|rates?|fee|subscription|\/mo)\b/gi,
    1,
    'pricing words',
  ],
];

/** What the caller asked for (`extraction_type`: "products", "jobs", "table"…), as a strong hint. */
const TYPE_HINTS: readonly [RegExp, DataLabel][] = [
  [/product|item|shop|book/i, 'product'],
  [/article|news|post|blog|story/i, 'article'],
  [/job|vacanc|career/i, 'job posting'],
  [/event|concert|conference/i, 'event'],
  [/people|person|author|profile|member|staff/i, 'person'],
  [/compan|organi[sz]ation|business|firm/i, 'organisation'],
  [/contact|e-?mail|phone|address/i, 'contact'],
  [/pric|plan|tariff|rate/i, 'price list'],
  [/table|figure|statistic|number/i, 'table of figures'],
];

function add(scores: Scores, label: DataLabel, score: number, reason: string): void {
  const entry = scores.get(label) ?? { score: 0, reasons: [] };
  entry.score += score;
  if (!entry.reasons.includes(reason)) entry.reasons.push(reason);
  scores.set(label, entry);
}

/** Rows of a table, or records, or a text: the words to read and the cells to count. */
function shapeOf(raw: unknown): { text: string; keys: string[]; cells: string[]; rows: number } {
  if (typeof raw === 'string') return { text: raw, keys: [], cells: [], rows: 0 };
  const rows = Array.isArray(raw) ? raw : [raw];
  const keys = new Set<string>();
  const cells: string[] = [];
  for (const row of rows.slice(0, 500)) {
    if (Array.isArray(row)) for (const cell of row) cells.push(String(cell ?? ''));
    else if (row && typeof row === 'object') {
      for (const [key, value] of Object.entries(row as Record<string, unknown>)) {
        keys.add(key);
        cells.push(
          typeof value === 'string' || typeof value === 'number'
            ? String(value)
            : (JSON.stringify(value) ?? ''),
        );
      }
    } else cells.push(String(row ?? ''));
  }
  return { text: cells.join('\n'), keys: [...keys], cells, rows: rows.length };
}

const NUMERIC = /^[\s$€£¥%+-]*\d[\d\s,.%]*[\s$€£¥%kmbn]*$/i;

/**
 * A label from the fixed taxonomy for a text block, a table (rows of cells) or a record, with
 * a confidence: cue words in field names and text, the shape of the values (how many are
 * numbers, prices, e-mails) and what the caller said it extracted. Below the threshold the
 * label is only possible; with no cue at all it is `other`.
 */
export function labelData(raw: unknown, extractionType = 'auto'): LabelResult {
  const { text, keys, cells, rows } = shapeOf(raw);
  const scores: Scores = new Map();
  // Capped at 3000 characters like the model helper's classification budget (spec section 9).
  const sample = text.slice(0, 3000);
  const keyText = keys.join(' ').replace(/[_-]+/g, ' ');
  for (const [label, cue, weight, reason] of CUES) {
    const inKeys = keyText.match(cue)?.length ?? 0;
    const inText = sample.match(cue)?.length ?? 0;
    if (inKeys > 0) add(scores, label, 2 * weight * Math.min(inKeys, 3), `field names: ${reason}`);
    if (inText > 0) add(scores, label, weight * Math.min(inText, 4), reason);
  }
  const emails = findEmails(sample).length;
  const phones = findPhones(sample).filter((p) => p.confidence >= 0.9).length;
  if (emails + phones > 0)
    add(scores, 'contact', 1.5 * Math.min(emails + phones, 4), 'e-mail addresses or phone numbers');
  const prices = findMoney(sample).length;
  if (prices > 0) {
    add(scores, 'product', Math.min(prices, 2), 'prices');
    if (prices >= 3 && (rows >= 3 || sample.split('\n').length >= 3))
      add(scores, 'price list', 1 + Math.min(prices, 6) / 2, 'a price on each line');
  }
  const numeric = cells.filter((c) => NUMERIC.test(c)).length;
  if (cells.length >= 6 && numeric / cells.length >= 0.5)
    add(scores, 'table of figures', 2 + (6 * numeric) / cells.length, 'mostly numbers');
  if (typeof raw === 'string' && raw.length > 600 && (raw.match(/[.!?]\s/g)?.length ?? 0) >= 5)
    add(scores, 'article', 2, 'paragraphs of prose');
  for (const [pattern, label] of TYPE_HINTS) {
    if (extractionType !== 'auto' && pattern.test(extractionType)) {
      add(scores, label, 3, `asked for ${extractionType}`);
      break;
    }
  }

  const ranked = [...scores.entries()].sort((a, b) => b[1].score - a[1].score);
  const [best, second] = ranked;
  if (!best || best[1].score < 2) {
    return {
      label: 'other',
      confidence: 0.5,
      status: 'possible',
      reasons: ['no cue for any label'],
    };
  }
  // Grows with the winner's lead and its own strength; a tie is a coin toss.
  const lead = best[1].score - (second?.[1].score ?? 0);
  const confidence =
    Math.round(
      Math.min(0.99, 0.5 + (lead / (best[1].score + 2)) * 0.6 + Math.min(best[1].score, 10) / 50) *
        100,
    ) / 100;
  return {
    label: best[0],
    confidence,
    status: confidence >= ENTITY_CONFIDENCE_THRESHOLD ? 'confident' : 'possible',
    reasons: best[1].reasons,
  };
}
