import { z } from 'zod';
import { MAX_FIELD_PATTERN_LENGTH } from './constants.js';

/** Kinds of captured item (spec/core.md section 3); `record` holds one row of named fields. */
export const ItemTypeSchema = /* @__PURE__ */ z.enum([
  'text',
  'image',
  'link',
  'table',
  'form',
  'record',
  'download_links',
  'metadata',
  'general_content',
  /** A PDF a job met (linked from a page, or a page itself): its text and metadata. */
  'pdf',
]);
export type ItemType = z.infer<typeof ItemTypeSchema>;

export const ImageContentSchema = /* @__PURE__ */ z.object({ alt: z.string(), src: z.string() });
export const LinkContentSchema = /* @__PURE__ */ z.object({ text: z.string(), href: z.string() });
export const TableContentSchema = /* @__PURE__ */ z.object({
  headers: z.array(z.string()),
  rows: z.number().int(),
  columns: z.number().int(),
  data: z.array(z.array(z.string())),
});
export const FormFieldSchema = /* @__PURE__ */ z.object({
  name: z.string(),
  type: z.string(),
  label: z.string(),
  required: z.boolean(),
});
export const FormContentSchema = /* @__PURE__ */ z.object({
  action: z.string(),
  method: z.string(),
  fields: z.array(FormFieldSchema),
});
export const DownloadLinksContentSchema = /* @__PURE__ */ z.array(
  z.object({ text: z.string(), href: z.string(), extension: z.string() }),
);
/** One field's value: text, a number, nothing, or the texts of a multi-valued field (tags). */
export const RecordValueSchema = /* @__PURE__ */ z.union([
  z.string(),
  z.number(),
  z.null(),
  z.array(z.string()),
]);
export type RecordValue = z.infer<typeof RecordValueSchema>;
export const RecordContentSchema = /* @__PURE__ */ z.record(z.string(), RecordValueSchema);

export type ImageContent = z.infer<typeof ImageContentSchema>;
export type LinkContent = z.infer<typeof LinkContentSchema>;
export type TableContent = z.infer<typeof TableContentSchema>;
export type FormContent = z.infer<typeof FormContentSchema>;
export type RecordContent = z.infer<typeof RecordContentSchema>;

/** A captured item: spec/core.md section 3, plus the page it came from. */
export const CapturedItemSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  type: ItemTypeSchema,
  content: z.unknown(),
  selector: z.string(),
  /** ISO 8601. */
  timestamp: z.string(),
  /** 0 to 1. */
  confidence: z.number().min(0).max(1),
  url: z.string(),
});
export type CapturedItem = z.infer<typeof CapturedItemSchema>;

/** A selector the caller asks for: extract what it matches as the given type. */
export const SelectorRequestSchema = /* @__PURE__ */ z.object({
  type: z.string().min(1).max(50),
  selector: z.string().min(1).max(2000),
});
export type SelectorRequest = z.infer<typeof SelectorRequestSchema>;

export const ValueKindSchema = /* @__PURE__ */ z.enum([
  'text',
  'number',
  'price',
  'url',
  'image',
  'date',
  'rating',
  /** ISO 4217 code of the price the field reads ("GBP" from "£53.98"). */
  'currency',
  /** A length of time in minutes ("1 hr 10 mins", "PT1H10M" → 70). */
  'duration',
]);
export type ValueKind = z.infer<typeof ValueKindSchema>;

/** Where a field's value is read: a selector (with attribute and pattern), structured data or a label. */
const fieldSourceShape = {
  /** CSS selector relative to the container; empty means the container itself. */
  selector: z.string().max(2000),
  /** Attribute to read instead of the text (href, src, content, class…). */
  attribute: z.string().max(100).optional(),
  /**
   * A regular expression whose first group is the value, for values that share one text node
   * ("“…” Author: Jane"); applied to the whitespace-normalised text before the kind's parsing.
   */
  pattern: z.string().min(1).max(MAX_FIELD_PATTERN_LENGTH).optional(),
  /**
   * Read the value from the page's structured data (JSON-LD, microdata, RDFa, OpenGraph)
   * instead of the selector: the first entity of `type` ("Recipe", "Product", "OpenGraph") and
   * the property path in it ("offers.price").
   */
  data: z.object({ type: z.string().min(1).max(100), path: z.string().min(1).max(300) }).optional(),
  /** Read the value the page labels with this text ("Location", "Salary") inside the container. */
  label: z.string().min(1).max(100).optional(),
  /** Read only this line (from 1) of the element's text, lines ending at `<br>` and blocks. */
  line: z.number().int().min(1).max(50).optional(),
  /**
   * Read the page's main content as a reader keeps it (an article's text without navigation,
   * inline "read more" boxes, share bars or comments) instead of the selector.
   */
  content: z.enum(['main']).optional(),
  /**
   * Match `selector` in the whole page and read the last match before the record: the heading
   * of the section the record sits in (a department above its jobs, a day above its events).
   */
  preceding: z.boolean().optional(),
};
export const FieldSourceSchema = /* @__PURE__ */ z.object(fieldSourceShape);
export type FieldSource = z.infer<typeof FieldSourceSchema>;

/** One named field of a record: where it is inside the container and what kind of value it holds. */
export const RecordFieldSpecSchema = /* @__PURE__ */ z.object({
  name: z.string().min(1).max(100),
  kind: ValueKindSchema,
  /** Collect every match as one list value (tags, authors). */
  multiple: z.boolean().optional(),
  ...fieldSourceShape,
  /**
   * Other places the same value was found, tried in order when the first gives nothing: pages of
   * one site differ (a sold-out product has no "Availability" row but says "Out of stock").
   */
  alternatives: z.array(FieldSourceSchema).max(4).optional(),
});
export type RecordFieldSpec = z.infer<typeof RecordFieldSpecSchema>;

/** A repeated record on a page: one item of type `record` per container match. */
export const RecordSpecSchema = /* @__PURE__ */ z.object({
  container: z.string().min(1).max(2000),
  fields: z.array(RecordFieldSpecSchema).min(1).max(100),
  /**
   * Records are the page's structured entities of this type (each JobPosting of a JSON-LD
   * ItemList) instead of matches of `container`; each field's `data.path` is read inside one.
   */
  entities: z.object({ type: z.string().min(1).max(100) }).optional(),
});
export type RecordSpec = z.infer<typeof RecordSpecSchema>;
