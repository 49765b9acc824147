/**
 * A label is never part of its value: "Company: Loews" is Loews, "<b>Tel.</b> 555 0100" is the
 * number, "SKU MKI6X2" is the code. A field read from an element whose text opens with a label
 * gets a pattern that reads past it. What shows a label is the page, never a list of words:
 * punctuation (a colon), structure (a label element of its own before the value), repetition (the
 * same opening on every record while the rest differs), or the field's own name opening the text.
 */
import { MAX_FIELD_PATTERN_LENGTH } from '@gleaner/shared';
import { extractRecordsFromPage } from '@gleaner/scraper';
import type { ParsedPage } from '@gleaner/scraper';
import { isTag, isText } from 'domhandler';
import type { AnyNode, Element } from 'domhandler';
import type { AgentFieldSpec, FieldPlan } from '../types.js';
import { cleanText, regexEscape } from '../text/values.js';
import { conceptOf, nameTokens } from '../vocabulary/field-words.js';
import { asksForIdentifier, codeIn, namesIdentifier } from '../analysis/identifiers.js';

/** Records looked at; a label shows on the first few as well as on all. */
const RECORDS_READ = 20;
const MAX_LABEL_LENGTH = 32;
const MAX_LABEL_WORDS = 4;

/** How the page shows that an opening is a label. */
type Evidence = 'colon' | 'element' | 'name';

interface Opening {
  label: string;
  evidence: Evidence;
}

/** Elements pages set a label in, and class words that name one. */
const LABEL_TAGS = new Set(['b', 'strong', 'label', 'dt', 'th', 'em', 'small', 'abbr']);
const LABEL_CLASS = /label|lbl|key|term|caption|prefix|heading|title|name|bold/i;
const INLINE = new Set([...LABEL_TAGS, 'span', 'i', 'u', 'mark', 'sup']);

function looksLikeLabel(text: string): boolean {
  const label = text.replace(/\s*[:：]\s*$/, '');
  if (!label || label.length > MAX_LABEL_LENGTH) return false;
  if (label.split(/\s+/).length > MAX_LABEL_WORDS) return false;
  // A label names; a number or a price is already the value.
  return /^\p{L}/u.test(label) && !/\d{2}/.test(label);
}

/** The first node of an element that shows anything. */
function firstShown(element: Element): AnyNode | null {
  for (const node of element.children) {
    if (isText(node) && !node.data.trim()) continue;
    if (isTag(node) && /^(?:img|svg|i|br)$/.test(node.name) && !cleanText(textIn(node))) continue;
    return node;
  }
  return null;
}

function textIn(node: AnyNode): string {
  if (isText(node)) return node.data;
  return isTag(node) ? node.children.map(textIn).join('') : '';
}

/** `<span class="label">Owner</span> Acme`: a label element of its own opening the value. */
function elementLabel(element: Element, text: string): string | null {
  const first = firstShown(element);
  if (!first || !isTag(first) || !INLINE.has(first.name)) return null;
  if (first.children.some((child) => isTag(child) && !INLINE.has(child.name))) return null;
  const label = cleanText(textIn(first));
  if (!looksLikeLabel(label) || !text.startsWith(label)) return null;
  const rest = text.slice(label.length).trim();
  if (!rest) return null;
  const marked =
    /[:：]$/.test(label) ||
    LABEL_TAGS.has(first.name) ||
    LABEL_CLASS.test(first.attribs.class ?? '') ||
    conceptOf(label) !== null;
  return marked ? label : null;
}

/** The words a field goes by: its own and its concept's ("sku": SKU, item number, code…). */
function ownNames(field: string): string[][] {
  const concept = conceptOf(field);
  const names = [field, ...(concept ? [concept.name, ...concept.words] : [])];
  return names.map((name) => nameTokens(name)).filter((tokens) => tokens.length > 0);
}

/** "SKU MKI6X2", "Item no. 4711": the field's own name opening the text, then a value. */
function nameLabel(field: string, text: string): string | null {
  const words = text.split(/\s+/);
  for (const tokens of ownNames(field)) {
    const count = tokens.length;
    if (words.length <= count) continue;
    const opening = words.slice(0, count).join(' ');
    const folded = nameTokens(opening.replace(/[#.:]+$/, ''));
    if (folded.length > 0 && folded.join('_') === tokens.join('_')) return opening;
  }
  return null;
}

/** "Part # 44-100" for a code asked by another name: the identifier's label before its code. */
function identifierLabel(field: string, text: string): string | null {
  if (!asksForIdentifier(field)) return null;
  const code = codeIn(text);
  if (!code || code === text.trim()) return null;
  const label = text.slice(0, text.lastIndexOf(code)).replace(/[\s:#.]+$/, '');
  return label && namesIdentifier(label) ? label : null;
}

function openingOf(field: string, text: string, element: Element | null): Opening | null {
  const [, colon, next] = /^([^:：]{1,40}?)\s*[:：]\s*(\S)/.exec(text) ?? [];
  // "Mon–Sat 9:00", "https://…": a clock time or an address, not a label and its value.
  const clock = colon !== undefined && /\d$/.test(colon) && /\d/.test(next ?? '');
  if (colon && !clock && looksLikeLabel(colon) && !/^(?:https?|ftp|mailto)$/i.test(colon))
    return { label: colon, evidence: 'colon' };
  const byElement = element ? elementLabel(element, text) : null;
  if (byElement)
    return {
      label: byElement.replace(/\s*[:：]$/, ''),
      evidence: /[:：]$/.test(byElement) ? 'colon' : 'element',
    };
  const byName = nameLabel(field, text) ?? identifierLabel(field, text);
  return byName ? { label: byName, evidence: 'name' } : null;
}

/** Free text where a colon is part of what is said ("Dune: Part Two"), not a label's end. */
const PROSE = new Set(['title', 'description', 'body', 'text']);

/**
 * Whether one record's opening is a label by itself: its own name ("SKU …"); in a field that is
 * no free text, any words ended by a colon ("Item #: …"), or a word that names a field of some
 * kind set apart in an element of its own ("<b>Publisher</b> …").
 */
function labelAlone(field: string, opening: Opening, oneOfMany = false): boolean {
  const own = ownNames(field).some(
    (tokens) => tokens.join('_') === nameTokens(opening.label).join('_'),
  );
  if (own || (asksForIdentifier(field) && namesIdentifier(opening.label))) return true;
  if (opening.evidence === 'name' || PROSE.has(conceptOf(field)?.name ?? '')) return false;
  // Among many records, words before a colon that no other record repeats are the value's
  // own ("Mama Tried: Traditional Italian…"), unless they name a kind of field.
  return (opening.evidence === 'colon' && !oneOfMany) || conceptOf(opening.label) !== null;
}

/** Each letter in either case, the rest as written: the pattern is matched as the page writes. */
function anyCase(text: string): string {
  return [...text]
    .map((char) =>
      char.toLowerCase() !== char.toUpperCase()
        ? `[${char.toUpperCase()}${char.toLowerCase()}]`
        : regexEscape(char),
    )
    .join('')
    .replace(/(?:\\ |\s)+/g, String.raw`\s+`);
}

/** The labels to read past, or none when the openings are values. */
function labelsOf(field: string, openings: (Opening | null)[]): string[] {
  const found = openings.filter((opening): opening is Opening => opening !== null);
  if (openings.length === 1) {
    const [one] = found;
    return one && labelAlone(field, one) ? [one.label] : [];
  }
  // Many records: a label is the opening that repeats while the values after it differ.
  const counts = new Map<string, { label: string; count: number }>();
  for (const opening of found) {
    const key = opening.label.toLowerCase();
    const entry = counts.get(key) ?? { label: opening.label, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  // A headline's kicker ("Opinion: …", "Review: …") belongs to it; only a title's own name
  // ("Title: …") is a label there.
  const prose = PROSE.has(conceptOf(field)?.name ?? '');
  const labels = [...counts.values()].filter((entry) => {
    const alone = found.some(
      (opening) => opening.label === entry.label && labelAlone(field, opening, true),
    );
    return prose ? alone : entry.count >= 2 || alone;
  });
  const covered = labels.reduce((sum, entry) => sum + entry.count, 0);
  return covered * 2 >= openings.length ? labels.map((entry) => entry.label) : [];
}

/** The elements and texts a field reads on the first records of the page. */
function readings(
  page: ParsedPage,
  container: string,
  spec: AgentFieldSpec,
): { text: string; element: Element | null }[] {
  const probe: AgentFieldSpec = { ...spec, kind: 'text', alternatives: undefined };
  const items = extractRecordsFromPage(page, { container, fields: [probe] }, RECORDS_READ);
  let containers: Element[] = [];
  try {
    containers = page.$.root().find(container).slice(0, RECORDS_READ).toArray();
  } catch {
    containers = [];
  }
  return items.flatMap((item, index) => {
    const value = (item.content as Record<string, unknown>)[spec.name];
    if (typeof value !== 'string' || !value) return [];
    const root = containers[index];
    let element: Element | null = null;
    if (root && !spec.line) {
      try {
        element = spec.selector.trim() ? (page.$(root).find(spec.selector).get(0) ?? null) : root;
      } catch {
        element = null;
      }
    }
    return [{ text: value, element }];
  });
}

/**
 * Reads each text field past the label its values open with, on the records of `container`
 * (`body` for a page about one item). Changes the fields in place.
 */
export function withoutLabels(fields: FieldPlan[], page: ParsedPage, container: string): void {
  for (const field of fields) {
    const { spec } = field;
    if (spec.kind !== 'text' || spec.pattern || spec.data || spec.label || spec.multiple) continue;
    if (spec.attribute || spec.content || spec.preceding) continue;
    const read = readings(page, container, spec);
    if (read.length === 0) continue;
    const labels = labelsOf(
      field.name,
      read.map((reading) => openingOf(field.name, reading.text, reading.element)),
    );
    if (labels.length === 0) continue;
    const opening = `(?:${labels.map(anyCase).join('|')})\\s*[:：#.\\-–]*\\s*`;
    const pattern = `^(?:${opening})?(\\S[\\s\\S]*)$`;
    // Labels are a few words: a pattern past a plan's limit was built from values.
    if (pattern.length > MAX_FIELD_PATTERN_LENGTH) continue;
    // The label is optional, so a record that writes the value alone still reads whole.
    field.spec = { ...spec, pattern };
    const strip = new RegExp(`^${opening}`);
    field.samples = field.samples.map((sample) => String(sample).replace(strip, ''));
  }
}
