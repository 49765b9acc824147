import type { ColumnInfo } from '../types.js';

/** Words people use for the same field; the first word is the group's canonical name. */
const SYNONYM_GROUPS: string[][] = [
  ['title', 'name', 'heading', 'headline', 'product_name', 'product', 'label', 'subject'],
  ['price', 'cost', 'amount', 'fee', 'price_incl_tax', 'pricing'],
  ['rating', 'stars', 'star', 'score', 'star_rating', 'rate', 'review_score'],
  ['author', 'by', 'writer', 'creator', 'artist', 'byline', 'posted_by'],
  ['tags', 'tag', 'keywords', 'keyword', 'labels', 'topics', 'topic'],
  ['availability', 'stock', 'in_stock', 'instock', 'available', 'stock_status', 'inventory'],
  ['url', 'link', 'href', 'detail_url', 'page_url', 'links', 'detail_link', 'permalink'],
  [
    'image',
    'picture',
    'photo',
    'thumbnail',
    'img',
    'cover',
    'image_url',
    'pic',
    'images',
    'photos',
  ],
  ['description', 'summary', 'excerpt', 'blurb', 'abstract', 'synopsis', 'overview', 'body'],
  [
    'date',
    'published',
    'time',
    'posted',
    'created',
    'published_date',
    'publication_date',
    'posted_date',
  ],
  ['text', 'quote', 'content', 'quote_text', 'body_text', 'message'],
  ['category', 'categories', 'genre', 'section', 'department', 'type'],
  ['location', 'place', 'city', 'address', 'where'],
  ['company', 'employer', 'organization', 'organisation', 'business'],
  ['reviews', 'number_of_reviews', 'num_reviews', 'review_count', 'reviews_count'],
];

const CANONICAL = new Map<string, string>();
for (const group of SYNONYM_GROUPS)
  for (const word of group) if (!CANONICAL.has(word)) CANONICAL.set(word, group[0] ?? word);

export function canonicalField(name: string): string {
  const direct = CANONICAL.get(name);
  if (direct) return direct;
  // "product_title", "book_price": the last word decides.
  const last = name.split('_').pop() ?? name;
  return CANONICAL.get(last) ?? name;
}

const SHAPE_FOR: Record<string, string> = {
  price: 'price',
  rating: 'rating',
  date: 'date',
  availability: 'availability',
  image: 'image',
  url: 'url',
};

/** How well a column answers a requested field, 0..1. */
export function matchScore(requested: string, column: ColumnInfo): number {
  if (column.name === requested) return 1;
  if (column.aliases.includes(requested)) return 0.9;
  const wanted = canonicalField(requested);
  if (canonicalField(column.name) === wanted) return 0.85;
  if (column.aliases.some((alias) => canonicalField(alias) === wanted)) return 0.75;
  if (wanted === 'title' && column.isTitle) return 0.8;
  const shape = SHAPE_FOR[wanted];
  if (shape && (column.shape === shape || column.spec.kind === shape)) return 0.7;
  if (column.name.startsWith(`${requested}_`) || requested.startsWith(`${column.name}_`))
    return 0.5;
  return 0;
}

export interface FieldMatch {
  requested: string;
  column: ColumnInfo;
  score: number;
}

/** Assigns each requested field its best column, each column used once, best pairs first. */
export function matchFields(
  requested: string[],
  columns: ColumnInfo[],
  threshold = 0.5,
): { matches: FieldMatch[]; missing: string[] } {
  const pairs: FieldMatch[] = [];
  for (const field of requested) {
    for (const column of columns) {
      let score = matchScore(field, column);
      // Multi-valued link columns rarely answer a single field ("url" is the record's own link).
      if (column.spec.multiple && column.spec.kind === 'url') score *= 0.6;
      score *= 0.8 + 0.2 * column.coverage;
      if (score >= threshold) pairs.push({ requested: field, column, score });
    }
  }
  pairs.sort((a, b) => b.score - a.score);
  const usedFields = new Set<string>();
  const usedColumns = new Set<ColumnInfo>();
  const matches: FieldMatch[] = [];
  for (const pair of pairs) {
    if (usedFields.has(pair.requested) || usedColumns.has(pair.column)) continue;
    usedFields.add(pair.requested);
    usedColumns.add(pair.column);
    matches.push(pair);
  }
  matches.sort((a, b) => requested.indexOf(a.requested) - requested.indexOf(b.requested));
  return { matches, missing: requested.filter((field) => !usedFields.has(field)) };
}
