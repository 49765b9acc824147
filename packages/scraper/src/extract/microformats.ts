/**
 * Microformats — classic (hCard, hReview, hReview-aggregate, hProduct, hRecipe, hEntry, hEvent)
 * and microformats2 (`h-card`, `p-name`, …) — as structured entities named with schema.org's
 * vocabulary, so the agent maps fields onto them the way it maps JSON-LD and microdata.
 * microformats-parser does the parsing (its backward-compatible mode reads the classic forms);
 * it is given only the microformat blocks, not the whole page, so a long page costs little.
 */
import type { CheerioAPI } from 'cheerio';
import { isTag } from 'domhandler';
import type { Element } from 'domhandler';
import type * as Microformats from 'microformats-parser';
import { lazy } from '../lazy.js';

// Loaded with the first page that has a microformat block (it brings parse5), not at start.
const microformats = lazy<typeof Microformats>('microformats-parser');

type MicroformatRoot = ReturnType<typeof Microformats.mf2>['items'][number];
type MicroformatProperty = MicroformatRoot['properties'][string][number];

type StructuredValue =
  string | number | boolean | null | StructuredValue[] | { [key: string]: StructuredValue };
type StructuredObject = { [key: string]: StructuredValue };

/** Root classes, classic and microformats2, of the formats mapped below. */
const ROOTS =
  '.vcard, .hreview, .hreview-aggregate, .hproduct, .hrecipe, .hentry, .vevent, .adr, ' +
  '.h-card, .h-review, .h-review-aggregate, .h-product, .h-recipe, .h-entry, .h-event, .h-adr, .h-item';

/** Most microformat blocks read from one page: a directory of hundreds of cards says enough. */
const MAX_ROOTS = 200;

const TYPES: Record<string, string[]> = {
  'h-card': ['Organization', 'Person'],
  'h-review': ['Review'],
  'h-review-aggregate': ['AggregateRating'],
  'h-product': ['Product'],
  'h-recipe': ['Recipe'],
  'h-entry': ['Article'],
  'h-event': ['Event'],
  'h-adr': ['PostalAddress'],
  'h-item': ['Thing'],
};

/** microformats property → schema.org property, where the names differ. */
const PROPERTIES: Record<string, string> = {
  adr: 'address',
  'street-address': 'streetAddress',
  locality: 'addressLocality',
  region: 'addressRegion',
  'postal-code': 'postalCode',
  'country-name': 'addressCountry',
  tel: 'telephone',
  photo: 'image',
  note: 'description',
  org: 'worksFor',
  average: 'ratingValue',
  rating: 'ratingValue',
  count: 'reviewCount',
  votes: 'ratingCount',
  best: 'bestRating',
  worst: 'worstRating',
  item: 'itemReviewed',
  published: 'datePublished',
  updated: 'dateModified',
  content: 'articleBody',
  summary: 'description',
  ingredient: 'recipeIngredient',
  yield: 'recipeYield',
  instructions: 'recipeInstructions',
  duration: 'totalTime',
  start: 'startDate',
  end: 'endDate',
  identifier: 'sku',
};

function propertyValue(value: MicroformatProperty): StructuredValue {
  if (typeof value === 'string') return value.replace(/^mailto:/i, '');
  if ('properties' in value) return toObject(value);
  if ('html' in value) return value.value;
  return value.value ?? null;
}

function toObject(root: MicroformatRoot): StructuredObject {
  const types = (root.type ?? []).flatMap((type) => TYPES[type] ?? []);
  const object: StructuredObject = types.length > 0 ? { '@type': types } : {};
  for (const [name, values] of Object.entries(root.properties)) {
    // hReview-aggregate's "rating" holds "average" and "best" run together ("8.310").
    if (name === 'rating' && root.properties.average) continue;
    const key = PROPERTIES[name] ?? name;
    const read = values.map(propertyValue).filter((value) => value !== null && value !== '');
    if (read.length === 0 || object[key] !== undefined) continue;
    object[key] = read.length === 1 ? (read[0] ?? null) : read;
  }
  // A card's locality and street are also its address, as schema.org nests them.
  if (object.addressLocality !== undefined || object.streetAddress !== undefined)
    object.address ??= {
      '@type': ['PostalAddress'],
      ...Object.fromEntries(
        ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry']
          .filter((key) => object[key] !== undefined)
          .map((key) => [key, object[key] ?? null]),
      ),
    };
  return object;
}

/** The outermost microformat blocks of the page, each once. */
function outermostRoots($: CheerioAPI): Element[] {
  const all = $(ROOTS).toArray().filter(isTag);
  const set = new Set(all);
  return all
    .filter((element) => {
      for (let node = element.parent; node; node = node.parent)
        if (set.has(node as Element)) return false;
      return true;
    })
    .slice(0, MAX_ROOTS);
}

/**
 * A classic hEntry's `published` day, which microformats-parser's backward-compatible mode does
 * not read (it reads `updated` only): WordPress themes mark every post `<time class="entry-date
 * published" datetime>` beside `<time class="updated">`, so without it a post's date was the day
 * it was last edited. The day is the element's datetime, an abbr's title, else its text.
 */
function withPublished($: CheerioAPI, root: Element, item: MicroformatRoot): MicroformatRoot {
  if (!$(root).hasClass('hentry') || item.properties.published) return item;
  const element = $(root).find('.published').first();
  const day = (
    element.attr('datetime') ??
    (element.is('abbr') ? element.attr('title') : undefined) ??
    element.text()
  ).trim();
  return day ? { ...item, properties: { ...item.properties, published: [day] } } : item;
}

/** The page's microformat items as schema.org-named objects, nested ones marked. */
export function microformatItems(
  $: CheerioAPI,
  baseUrl: string,
): { types: string[]; properties: StructuredObject }[] {
  const roots = outermostRoots($);
  if (roots.length === 0) return [];
  // One parse per block, so each item is known by the element it came from.
  const items = roots.flatMap((root) =>
    microformats()
      .mf2($.html(root), { baseUrl })
      .items.map((item) => withPublished($, root, item)),
  );
  return items.flatMap((item) => {
    const properties = toObject(item);
    const types = (properties['@type'] as string[] | undefined) ?? [];
    return types.length > 0 ? [{ types, properties }] : [];
  });
}
