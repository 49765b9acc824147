/**
 * Evidence from the page's structured data: which entity the page is about, and which of its
 * properties answers each requested field (through the vocabulary's schema.org properties, else
 * by the property's own name).
 */
import type { ValueKind } from '@gleaner/shared';
import { entityFor, structuredText, valuesAt } from '@gleaner/scraper';
import type { StructuredEntity, StructuredValue } from '@gleaner/scraper';
import type { FieldCandidate } from '../types.js';
import { conceptOf, fieldIsList, fieldKind, nameSimilarity } from '../vocabulary/field-words.js';
import { cleanText } from '../text/values.js';

/** Types that describe the page, its site or parts of an item, never the item itself. */
const SUPPORT_TYPES = new Set([
  'WebPage',
  'WebSite',
  'BreadcrumbList',
  'ListItem',
  'ImageObject',
  'SearchAction',
  'SiteNavigationElement',
  'Offer',
  'AggregateOffer',
  'AggregateRating',
  'Rating',
  'HowToStep',
  'HowToSection',
  'HowToDirection',
  'PostalAddress',
  'GeoCoordinates',
  'EntryPoint',
  'ItemList',
  'NutritionInformation',
  'MonetaryAmount',
  'QuantitativeValue',
  'PropertyValue',
  'InteractionCounter',
  'WPHeader',
  'WPFooter',
  'WPSideBar',
  'CollectionPage',
  'ReadAction',
  'Brand',
  'Comment',
  'Answer',
  'OpeningHoursSpecification',
  'ContactPoint',
  'VideoObject',
  'Country',
  'OpenGraph',
]);

/** Types that are what a page is about: one product, job, recipe, event, place, work. */
const ITEM_TYPE =
  /^(?:Product|ProductGroup|IndividualProduct|Recipe|JobPosting|\w*Event|Book|Movie|TVSeries|Course|\w*Restaurant|FoodEstablishment|LocalBusiness|Hotel|LodgingBusiness|\w*Store|Article|NewsArticle|BlogPosting|Report|ScholarlyArticle|Question|QAPage|SoftwareApplication|MobileApplication|VideoGame|Car|Vehicle|MusicAlbum|MusicRecording|Residence|House|Apartment|SingleFamilyResidence|RealEstateListing|Accommodation|Offer|Service|Person|Organization|Corporation|Dataset|Podcast\w*|CreativeWork|Thing)$/;

/** The record noun of a request and the types that stand for it. */
const ENTITY_TYPES: Record<string, RegExp> = {
  product: /^(?:Product|ProductGroup|IndividualProduct)$/,
  item: /^(?:Product|ProductGroup|IndividualProduct)$/,
  offer: /^(?:Product|Offer)$/,
  deal: /^(?:Product|Offer)$/,
  book: /^(?:Book|Product)$/,
  recipe: /^Recipe$/,
  job: /^JobPosting$/,
  vacancy: /^JobPosting$/,
  event: /Event$/,
  restaurant: /^(?:\w*Restaurant|FoodEstablishment|LocalBusiness)$/,
  hotel: /^(?:Hotel|LodgingBusiness)$/,
  company: /^(?:Organization|Corporation|LocalBusiness)$/,
  article: /^(?:Article|NewsArticle|BlogPosting|Report)$/,
  post: /^(?:Article|BlogPosting|DiscussionForumPosting|SocialMediaPosting)$/,
  story: /^(?:Article|NewsArticle)$/,
  headline: /^(?:Article|NewsArticle)$/,
  movie: /^Movie$/,
  film: /^Movie$/,
  course: /^Course$/,
  person: /^Person$/,
  profile: /^(?:Person|ProfilePage)$/,
  car: /^(?:Car|Vehicle|Product)$/,
  property: /^(?:Residence|House|Apartment|SingleFamilyResidence|RealEstateListing|Product)$/,
  listing: /^(?:RealEstateListing|Product|Residence|House|Apartment)$/,
  app: /^(?:SoftwareApplication|MobileApplication)$/,
  game: /^(?:VideoGame|SoftwareApplication)$/,
  video: /^VideoObject$/,
  song: /^MusicRecording$/,
  question: /^(?:Question|QAPage)$/,
  podcast: /^Podcast/,
};

function propertyCount(entity: StructuredEntity): number {
  return Object.keys(entity.properties).filter((key) => !key.startsWith('@')).length;
}

/** The entity the page is about, if its structured data names one. */
export function mainEntity(
  entities: StructuredEntity[],
  entityNoun: string | null,
  heading: string,
): StructuredEntity | null {
  const wanted = entityNoun ? ENTITY_TYPES[entityNoun] : undefined;
  let best: StructuredEntity | null = null;
  let bestScore = 0;
  for (const entity of entities) {
    if (entity.types.every((type) => SUPPORT_TYPES.has(type))) continue;
    let score = 0;
    if (wanted && entity.types.some((type) => wanted.test(type))) score += 3;
    if (entity.types.some((type) => ITEM_TYPE.test(type))) score += 1.5;
    if (entity.nested) score -= 1;
    score += Math.min(2, propertyCount(entity) * 0.1);
    const name =
      typeof entity.properties.name === 'string' ? cleanText(entity.properties.name) : '';
    if (name && heading && name.toLowerCase() === heading.toLowerCase()) score += 1;
    // Who wrote or published a page is not what it is about, unless the request says so.
    if (entity.types.some((type) => /^(?:Person|Organization)$/.test(type)) && !wanted)
      score -= 1.5;
    if (score > bestScore) {
      bestScore = score;
      best = entity;
    }
  }
  return best;
}

/** The type name a job reads the entity by: one whose first top-level entity is this one. */
function addressableType(entities: StructuredEntity[], entity: StructuredEntity): string | null {
  return entity.types.find((type) => entityFor(entities, type) === entity) ?? null;
}

function texts(entity: StructuredEntity, path: string): string[] {
  return valuesAt(entity.properties, path)
    .map((value: StructuredValue) => structuredText(value))
    .filter((text) => text.length > 0);
}

/** Property paths of an entity, down to a few levels: "aggregateRating.reviewCount". */
function leafPaths(value: StructuredValue, prefix = '', depth = 0): string[] {
  if (depth > 2 || value === null || typeof value !== 'object') return [];
  const object = Array.isArray(value) ? value[0] : value;
  if (!object || typeof object !== 'object' || Array.isArray(object)) return [];
  const paths: string[] = [];
  for (const [key, child] of Object.entries(object)) {
    if (key.startsWith('@')) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    paths.push(path);
    paths.push(...leafPaths(child, path, depth + 1));
  }
  return paths;
}

/** "aggregateRating.reviewCount" → "review_count"; "og:price:amount" → "price_amount". */
/** Properties holding what others wrote about the item: its reviews, comments, answers. */
const REPLY_PROPERTY = /^(?:reviews?|comments?|answers?|acceptedAnswer|suggestedAnswer)$/i;

function throughReplies(path: string): boolean {
  return path
    .split('.')
    .slice(0, -1)
    .some((step) => REPLY_PROPERTY.test(step));
}

function namesReplies(field: string): boolean {
  return /(?:^|_)(?:reviews?|reviewers?|comments?|commenters?|answers?)(?:_|$)/.test(field);
}

function propertyWords(path: string): string {
  const last = path.split('.').pop() ?? path;
  return last
    .replace(/^(?:og|product|twitter|article|book):/, '')
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/[^a-zA-Z0-9]+/g, '_')
    .toLowerCase();
}

/**
 * A rating of the main item written apart from it (an hReview-aggregate block beside a
 * Restaurant's microdata): it answers the item's rating and review count too.
 */
function ratingsOf(
  entities: StructuredEntity[],
  main: StructuredEntity | null,
): StructuredEntity[] {
  if (!main || main.types.includes('AggregateRating')) return [];
  const names = texts(main, 'name').map((name) => name.toLowerCase());
  const ratings = entities.filter(
    (entity) => entity !== main && !entity.nested && entity.types.includes('AggregateRating'),
  );
  return ratings.filter((rating) => {
    const reviewed = texts(rating, 'itemReviewed')[0]?.toLowerCase() ?? '';
    if (!reviewed) return ratings.length === 1;
    return names.some((name) => name.includes(reviewed) || reviewed.includes(name));
  });
}

/** Scores of evidence, so sources compare: a property the vocabulary names beats a name match. */
const VOCABULARY_SCORE = 0.92;
const NAME_MATCH_SCORE = 0.88;

/** A code written after its scheme's name, never an address ("isbn:…", not "https://…"). */
const SCHEMED_CODE = /^[A-Za-z][A-Za-z0-9]{1,9}:([^/\s]\S*)$/;

/** How much more a price range read whole counts than its lowest figure alone. */
const RANGE_BONUS = 0.02;

/** The property pairs that make an offer's price a range: an AggregateOffer's, a spec's. */
const RANGE_ENDS = [
  ['lowPrice', 'highPrice'],
  ['minPrice', 'maxPrice'],
] as const;

function figure(value: StructuredValue | undefined): number | null {
  const number = typeof value === 'string' ? Number(value.replace(/,/g, '')) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/**
 * Paths of the objects in an entity that price it as a range with two different ends
 * ("offers" holding lowPrice 120 and highPrice 180); a range from 14 to 14 is one price.
 */
function rangeHolders(entity: StructuredEntity): string[] {
  return leafPaths(entity.properties).filter((path) =>
    valuesAt(entity.properties, path).some((value) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
      return RANGE_ENDS.some(([low, high]) => {
        const ends = [figure(value[low]), figure(value[high])];
        return ends[0] !== null && ends[1] !== null && ends[0] !== ends[1];
      });
    }),
  );
}

/** Candidates for one field from the structured data, best first. */
export function structuredCandidates(
  entities: StructuredEntity[],
  main: StructuredEntity | null,
  field: string,
): FieldCandidate[] {
  const sources = [
    ...(main ? [main] : []),
    ...ratingsOf(entities, main),
    // Meta tags say what the page shows when nothing richer does (title, image, price).
    ...entities.filter((entity) => entity.source === 'meta'),
  ];
  const concept = conceptOf(field);
  const kind: ValueKind = fieldKind(field);
  const multiple = fieldIsList(field);
  const candidates: FieldCandidate[] = [];
  for (const entity of sources) {
    const type = addressableType(entities, entity);
    if (!type) continue;
    const meta = entity.source === 'meta';
    const tried = new Set<string>();
    const consider = (path: string, score: number) => {
      if (tried.has(path)) return;
      tried.add(path);
      const values = texts(entity, path);
      if (values.length === 0) return;
      // "productID": "isbn:9780306406157", "sku:RG-77": the code after the name of its scheme.
      const scheme = /(?:^|\.)productID$/.test(path) && SCHEMED_CODE.test(values[0] ?? '');
      candidates.push({
        spec: {
          name: field,
          selector: '',
          kind,
          data: { type, path },
          ...(scheme ? { pattern: SCHEMED_CODE.source } : {}),
          ...(multiple ? { multiple: true } : {}),
        },
        score: meta ? score - 0.1 : score,
        origin: 'structured',
        where: `structured data: ${type} › ${path}`,
        samples: multiple ? values.slice(0, 3) : values.slice(0, 1),
      });
    };
    // "lowPrice" is one end of a range a person reads whole: the offer that holds both ends.
    if (kind === 'price')
      for (const path of rangeHolders(entity)) consider(path, VOCABULARY_SCORE + RANGE_BONUS);
    for (const path of concept?.properties ?? []) consider(path, VOCABULARY_SCORE);
    for (const path of leafPaths(entity.properties)) {
      // "review.author" is whoever wrote a review, not the item's author asked for.
      if (throughReplies(path) && !namesReplies(field)) continue;
      const similarity = nameSimilarity(field, propertyWords(path));
      if (similarity >= 0.8) consider(path, NAME_MATCH_SCORE * similarity);
    }
  }
  return candidates.sort((a, b) => b.score - a.score);
}

/**
 * The type of which the structured data lists several items (the JobPostings of an ItemList,
 * the Products of a category page), the request's own noun first; null when none repeats.
 */
export function repeatedItemType(
  entities: StructuredEntity[],
  entityNoun: string | null,
): string | null {
  const counts = new Map<string, number>();
  for (const entity of entities)
    for (const type of entity.types)
      if (!SUPPORT_TYPES.has(type) && ITEM_TYPE.test(type))
        counts.set(type, (counts.get(type) ?? 0) + 1);
  const repeated = [...counts.entries()].filter(([, count]) => count >= 2);
  const wanted = entityNoun ? ENTITY_TYPES[entityNoun] : undefined;
  const ranked = repeated.sort(
    (a, b) =>
      Number(wanted?.test(b[0]) ?? false) - Number(wanted?.test(a[0]) ?? false) || b[1] - a[1],
  );
  // Who wrote or published the page is not a list of what it is about, unless asked for.
  const [best] = ranked.filter(
    ([type]) => wanted?.test(type) || !/^(?:Person|Organization|Thing)$/.test(type),
  );
  return best?.[0] ?? null;
}
