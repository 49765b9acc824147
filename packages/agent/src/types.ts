import { z } from 'zod';
import type {
  AgentInstruction,
  RecordFieldSpec,
  RecordSpec,
  RecordValue,
  ValueKind,
} from '@gleaner/shared';
import type { ValueShape } from './text/values.js';

export const EntityKindSchema = z.enum([
  'records',
  'links',
  'images',
  'emails',
  'tables',
  'text',
  'forms',
  'metadata',
]);
export type EntityKind = z.infer<typeof EntityKindSchema>;

export const ScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page') }),
  z.object({ kind: z.literal('pages'), maxPages: z.number().int().positive() }),
  z.object({ kind: z.literal('all') }),
]);
export type Scope = z.infer<typeof ScopeSchema>;

/** What a plain-language request asks for. */
export const ParsedRequestSchema = z.object({
  text: z.string(),
  url: z.string().nullable(),
  /** What kind of thing is wanted; `records` for products, quotes, articles… */
  kind: EntityKindSchema,
  /** The record noun in singular ("product", "quote"), when one was named. */
  entity: z.string().nullable(),
  /** Named fields as slugs ("title", "price", "number_of_reviews"), in the order asked. */
  fields: z.array(z.string()),
  scope: ScopeSchema,
  /** Visit each record's detail page. */
  followDetails: z.boolean(),
  /**
   * Whether the request is about one item ("the recipe: …", "this product") or many ("every job",
   * "all reviews"); null when its words do not say.
   */
  quantity: z.enum(['one', 'many']).nullable(),
  format: z.enum(['csv', 'json']).nullable(),
  /** Read the PDFs the pages link to ("also get the text of the PDFs"); absent when not asked. */
  documentText: z.boolean().optional(),
});
export type ParsedRequest = z.infer<typeof ParsedRequestSchema>;

/** Field and record specs as the jobs run them (`pattern` included), under the agent's names. */
export type AgentFieldSpec = RecordFieldSpec;
export type AgentRecordSpec = RecordSpec;

/** One named column of a record group. */
export interface ColumnInfo {
  name: string;
  /** Other words this column answers to (class tokens, itemprop, label). */
  aliases: string[];
  shape: ValueShape;
  spec: AgentFieldSpec;
  /** Share of records where the column has a value, 0..1. */
  coverage: number;
  samples: string[];
  /** The record's heading / name column. */
  isTitle: boolean;
  /** The link to the record's own page. */
  isDetailLink?: boolean;
}

export interface RecordGroup {
  /** CSS selector that matches exactly the records. */
  container: string;
  count: number;
  /** How many sibling elements make one record (2 for a record spread over two table rows). */
  span: number;
  columns: ColumnInfo[];
  score: number;
  /** Words from the container's class names ("product", "quote"). */
  words: string[];
  /** Word stems naming the blocks the records sit in: ids, classes, headings ("showcase"). */
  place: string[];
  source: 'repeated' | 'table';
  /** Field name of the link to the record's own page, when it has one. */
  detailField: string | null;
  /** Nested inside another group's records (tags inside quotes). */
  nested: boolean;
  /** Every record sits in the page's chrome: its navigation, header, footer or a sidebar. */
  chrome?: boolean;
}

export interface PaginationInfo {
  /** Selector of the "next" link or "load more" button. */
  selector: string;
  nextUrl: string | null;
  kind: 'next-link' | 'page-numbers' | 'load-more';
  /** Highest page number seen ("Page 1 of 50", page links), when known. */
  lastPage: number | null;
  /** Records the whole list holds, when the page says ("Showing 1–20 of 1,000 results"). */
  totalRecords: number | null;
}

export interface FormInfo {
  selector: string;
  action: string;
  method: string;
  fields: { name: string; type: string; label: string; required: boolean }[];
}

export interface StructuredDataInfo {
  jsonLdTypes: string[];
  jsonLd: unknown[];
  microdataTypes: string[];
  openGraph: Record<string, string>;
}

/** What "training" learned about a page. */
export interface PageAnalysis {
  url: string;
  title: string;
  groups: RecordGroup[];
  tables: { selector: string; headers: string[]; rows: number }[];
  forms: FormInfo[];
  structuredData: StructuredDataInfo;
  pagination: PaginationInfo | null;
  needsJavaScript: boolean;
  /** Why the page looks like it needs a browser, when it does. */
  javaScriptReason: string | null;
  counts: { links: number; images: number; emails: number; textLength: number };
}

export interface FieldPlan {
  /** The field name the person used (or the proposed column name). */
  name: string;
  spec: AgentFieldSpec;
  confidence: number;
  samples: string[];
  /** Where the value comes from. */
  source: 'list' | 'detail';
  /** What kind of evidence found it: the page's structured data, a label, or an element. */
  origin?: FieldOrigin;
  /** Where exactly, in words a person can check ("structured data: Recipe › name"). */
  where?: string;
}

export type FieldOrigin = 'structured' | 'label' | 'selector';

/** One way to read a requested field on a page, with how sure the agent is of it. */
export interface FieldCandidate {
  spec: AgentFieldSpec;
  /** 0..1 */
  score: number;
  origin: FieldOrigin;
  where: string;
  samples: string[];
}

export interface DetailPlan {
  /** Field of the list record that holds the detail page URL. */
  linkField: string;
  /** Selector of the link, relative to the record container. */
  linkSelector: string;
  /** Fields to read on the detail page. */
  fields: string[];
  reason: 'requested' | 'fields-on-detail-page';
  /** Filled by `planDetail` once a detail page was fetched. */
  recordSpec: AgentRecordSpec | null;
}

/**
 * The start page lists links to more lists (categories, subcategories) rather than the records:
 * the run follows them from the start page down, and reads the records on every list reached.
 */
export interface SectionPlan {
  /** The links followed on every list page (each level's, as one CSS selector list). */
  linkSelector: string;
  /** Levels of link lists above the record lists. */
  levels: number;
  /** Links to follow on the start page. */
  startLinks: number;
  /** Pages of the start page's own list of links (a front page of tiles may be paged too). */
  startPages?: number;
  /** The list page the records were planned on. */
  sampleUrl: string;
  /**
   * Pages one start link is expected to lead to (its lists' pages and the levels between),
   * from the pages read while planning; null when none was read. What the job's estimate counts.
   */
  pagesPerLink?: number | null;
  /** Pages read below the start page to learn that figure. */
  sampledPages?: number;
}

export interface ExtractionPlan {
  url: string;
  kind: EntityKind;
  /** The record noun of the request ("recipe", "job"), when it named one. */
  entity: string | null;
  /** One item (a detail page read as one record) or a list of records. */
  pageKind: 'item' | 'list';
  /** Null when no record group fits (links, images… are extracted by type instead). */
  recordSpec: AgentRecordSpec | null;
  fields: FieldPlan[];
  missingFields: string[];
  /** Plain sentence about the missing fields, or null. */
  missingMessage: string | null;
  instructions: AgentInstruction[];
  pagination: {
    selector: string;
    nextUrl: string | null;
    maxPages: number | null;
    /** What the page says of the list's length (see PaginationInfo): what a job expects. */
    lastPage?: number | null;
    totalRecords?: number | null;
  } | null;
  detail: DetailPlan | null;
  recordCount: number;
  sampleRows: Record<string, RecordValue>[];
  /** Mean of the field confidences, 0..1. */
  confidence: number;
  needsJavaScript: boolean;
  summary: string;
  /** The job also reads the PDFs each page links to. */
  documentText?: boolean;
  /** The records are on the lists the start page links to, walked level by level. */
  sections?: SectionPlan | null;
  /** The field that identifies a record (its own page's address): a record met twice is kept once. */
  recordKey?: string;
}

export type { ValueKind };
