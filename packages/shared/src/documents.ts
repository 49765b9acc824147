import { z } from 'zod';
import { withoutControlCharacters } from './plain-text.js';
import { groupedDigits } from './plural.js';
import { EntityStatusSchema, EntityTypeSchema } from './entity-kinds.js';

export { EntityStatusSchema, EntityTypeSchema };
export type { EntityStatus, EntityType } from './entity-kinds.js';

/** spec/core.md section 9: entity extraction's confidence threshold and longest input. */
export const ENTITY_CONFIDENCE_THRESHOLD = 0.9;
export const MAX_DOCUMENT_TEXT_LENGTH = 50_000;

/** Uploaded PDFs and images: largest file, most pages read, longest reading. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const MAX_PDF_PAGES = 200;
export const DOCUMENT_TIME_LIMIT_MS = 60_000;
/**
 * Most pixels an image may declare before it is decoded for OCR: a 600 dpi A4 scan is 35 MP;
 * past this, decoding alone takes gigabytes.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
/**
 * Bytes a PDF's compressed streams may inflate to, each and all together, checked before the
 * file is read: a 1.5 MB file whose one stream inflates to 1.5 GB took the server's memory
 * from 0.7 to 3.2 GB. Generous for real files (a 200-page report's streams inflate to ~50 MB).
 */
export const MAX_PDF_STREAM_BYTES = 64 * 1024 * 1024;
export const MAX_PDF_INFLATED_BYTES = 256 * 1024 * 1024;

/**
 * PDFs a job meets are read within tighter bounds than an upload: at most this many per page,
 * pages and seconds per file, and characters of text kept per file.
 */
export const MAX_JOB_DOCUMENTS_PER_PAGE = 10;
export const MAX_JOB_DOCUMENT_PAGES = 50;
export const JOB_DOCUMENT_TIME_LIMIT_MS = 30_000;
export const MAX_JOB_DOCUMENT_TEXT = 100_000;
/** Scanned pages (no text layer) of one PDF a job or an upload reads by OCR. */
export const MAX_OCR_PDF_PAGES = 10;

/** A PDF a job met, as stored in its `pdf` item. */
export const PdfItemContentSchema = /* @__PURE__ */ z.object({
  /** The file's address, after redirects. */
  url: z.string(),
  /** The metadata title, else the link's words, else the file name. */
  title: z.string(),
  /** The page it was linked from, when it was a link. */
  found_on: z.string().optional(),
  text: z.string(),
  page_count: z.number().int(),
  pages_read: z.number().int(),
  truncated: z.boolean(),
  metadata: z.record(z.string(), z.string()),
  warnings: z.array(z.string()),
  /** Scanned pages whose text was read by OCR, and their mean word confidence (0 to 1). */
  ocr_pages: z.array(z.number().int()).optional(),
  ocr_confidence: z.number().optional(),
  /** Why the file could not be read, in words; the text is then empty. */
  error: z.string().optional(),
});
export type PdfItemContent = z.infer<typeof PdfItemContentSchema>;

/**
 * The spec's model names (spec/dashboard.md section 9) under which each helper is logged and
 * costed: rule- and lexicon-based work stands in for the models the delivered product named.
 */
export const DOCUMENT_HELPER_MODELS = {
  extract: 'simple-ner',
  analyzeRisk: 'simple-ner',
  label: 'pattern-processor',
  pdf: 'lightweight-doc',
  image: 'simple-ocr',
} as const;

export const EntitySchema = /* @__PURE__ */ z.object({
  type: EntityTypeSchema,
  /** The words as they stand in the text, from `start` up to (not including) `end`. */
  text: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  /** Normalised: an e-mail lower-cased, a phone in E.164, a date in ISO 8601, money as `USD 12.50`. */
  value: z.string(),
  confidence: z.number(),
  status: EntityStatusSchema,
});
export type Entity = z.infer<typeof EntitySchema>;

export const LanguageSchema = /* @__PURE__ */ z.object({
  /** ISO 639-1, or `und` when the text is too short or too mixed to tell. */
  code: z.string(),
  name: z.string(),
  confidence: z.number(),
});
export type Language = z.infer<typeof LanguageSchema>;

export const RiskLevelSchema = /* @__PURE__ */ z.enum(['high', 'medium', 'low']);
export type RiskLevel = z.infer<typeof RiskLevelSchema>;

export const PersonalDataKindSchema = /* @__PURE__ */ z.enum([
  'email',
  'phone',
  'postal_address',
  'payment_card',
  'iban',
  'national_id',
  'person_name',
]);
export type PersonalDataKind = z.infer<typeof PersonalDataKindSchema>;

export const PersonalDataFindingSchema = /* @__PURE__ */ z.object({
  kind: PersonalDataKindSchema,
  text: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  /** What the value becomes when redacted. */
  masked: z.string(),
});
export type PersonalDataFinding = z.infer<typeof PersonalDataFindingSchema>;

export const RiskAnalysisSchema = /* @__PURE__ */ z.object({
  risk_level: RiskLevelSchema,
  /** In words a person can check, one per kind of finding. */
  reasons: z.array(z.string()),
  findings: z.array(PersonalDataFindingSchema),
});
export type RiskAnalysis = z.infer<typeof RiskAnalysisSchema>;

export const DATA_LABELS = [
  'product',
  'article',
  'job posting',
  'event',
  'person',
  'organisation',
  'contact',
  'price list',
  'table of figures',
  'other',
] as const;
export const DataLabelSchema = /* @__PURE__ */ z.enum(DATA_LABELS);
export type DataLabel = z.infer<typeof DataLabelSchema>;

export const DocumentTypeSchema = /* @__PURE__ */ z.enum(['pdf', 'text']);
export type DocumentType = z.infer<typeof DocumentTypeSchema>;

/** spec/core.md section 5: pdf if the item's type mentions pdf or its content starts with `%PDF`. */
export function documentTypeOf(itemType: string, content: unknown): DocumentType {
  if (/pdf/i.test(itemType)) return 'pdf';
  return typeof content === 'string' && content.trimStart().startsWith('%PDF') ? 'pdf' : 'text';
}

export const LabelResultSchema = /* @__PURE__ */ z.object({
  label: DataLabelSchema,
  confidence: z.number(),
  status: EntityStatusSchema,
  reasons: z.array(z.string()),
});
export type LabelResult = z.infer<typeof LabelResultSchema>;

const documentText = () =>
  z
    .string()
    .trim()
    .min(1, 'text is empty: paste the text to read')
    .max(
      MAX_DOCUMENT_TEXT_LENGTH,
      `text is longer than ${groupedDigits(MAX_DOCUMENT_TEXT_LENGTH)} characters: send it in parts`,
    );

export const ExtractBodySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({ text: documentText() }),
);
export type ExtractBody = z.infer<typeof ExtractBodySchema>;

export const ExtractResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  entities: z.array(EntitySchema),
  language: LanguageSchema,
  model: z.string(),
  processing_time_ms: z.number(),
});
export type ExtractResponse = z.infer<typeof ExtractResponseSchema>;

export const AnalyzeRiskBodySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z
    .object({
      text: documentText().optional(),
      /** A job of the caller's: its captured items are read instead of `text`. */
      jobId: z.uuid('jobId must be a job id').optional(),
    })
    .refine((body) => (body.text === undefined) !== (body.jobId === undefined), {
      message: 'send either text or jobId, not both and not neither',
    }),
);
export type AnalyzeRiskBody = z.infer<typeof AnalyzeRiskBodySchema>;

export const AnalyzeRiskResponseSchema = /* @__PURE__ */ RiskAnalysisSchema.extend({
  success: z.literal(true),
  /** How many captured items were read, when a job was analysed. */
  items_checked: z.number().int().optional(),
  model: z.string(),
});
export type AnalyzeRiskResponse = z.infer<typeof AnalyzeRiskResponseSchema>;

/** A text block, a table (rows of cells) or a record (field to value). */
export const RawDataSchema = /* @__PURE__ */ z.union([
  z.string().max(MAX_DOCUMENT_TEXT_LENGTH),
  z.array(z.unknown()).max(10_000),
  z.record(z.string(), z.unknown()),
]);

export const LabelBodySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    raw_data: RawDataSchema,
    extraction_type: z.string().max(200).default('auto'),
    document_type: DocumentTypeSchema.default('text'),
    job_id: z.uuid('job_id must be a job id').optional(),
    /** The spec's agent call carries it; the server takes the caller from the token instead. */
    user_id: z.string().max(200).nullable().optional(),
  }),
);
export type LabelBody = z.infer<typeof LabelBodySchema>;

export const LabelResponseSchema = /* @__PURE__ */ LabelResultSchema.extend({
  success: z.literal(true),
  document_type: DocumentTypeSchema,
  model: z.string(),
});
export type LabelResponse = z.infer<typeof LabelResponseSchema>;

export const DocumentPageSchema = /* @__PURE__ */ z.object({
  number: z.number().int(),
  text: z.string(),
});

/** Text read from an uploaded PDF or image. */
/** The languages OCR has a model for (ISO 639-1); tesseract's models ship in npm. */
export const OCR_LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type OcrLanguage = (typeof OCR_LANGUAGES)[number];

/** `?language=` of the upload routes: the language of the text to read by OCR. */
export const DocumentQuerySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    language: z
      .enum(OCR_LANGUAGES, { error: `language must be one of ${OCR_LANGUAGES.join(', ')}` })
      .optional(),
  }),
);

export const DocumentResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  kind: z.enum(['pdf', 'image']),
  file_name: z.string(),
  pages: z.array(DocumentPageSchema),
  /** Pages the file has; more than `pages.length` when the page limit stopped the reading. */
  page_count: z.number().int(),
  truncated: z.boolean(),
  metadata: z.record(z.string(), z.string()),
  /** OCR only: mean word confidence, 0 to 1, and each word's. */
  confidence: z.number().optional(),
  words: z.array(z.object({ text: z.string(), confidence: z.number() })).optional(),
  /** What could not be read and why (a page without a text layer, a limit reached). */
  warnings: z.array(z.string()),
  language: LanguageSchema,
  model: z.string(),
  processing_time_ms: z.number(),
});
export type DocumentResponse = z.infer<typeof DocumentResponseSchema>;

/**
 * `POST /api/process-pdf` sent with `Accept: application/x-ndjson`: a line as each page starts
 * (`ocr` when a scanned page is read by OCR), then the result, or the error that stopped it.
 */
export const DocumentProgressLineSchema = /* @__PURE__ */ z.discriminatedUnion('type', [
  z.object({
    type: z.literal('progress'),
    page: z.number().int(),
    pages: z.number().int(),
    ocr: z.boolean(),
  }),
  DocumentResponseSchema.extend({ type: z.literal('result') }),
  z.object({
    type: z.literal('error'),
    success: z.literal(false),
    error: z.string(),
    status: z.number().int(),
  }),
]);
export type DocumentProgressLine = z.infer<typeof DocumentProgressLineSchema>;

/** Most captured items `POST /api/redact` masks in one call (Captured Data's own exports). */
export const MAX_REDACT_ITEMS = 1000;
/** Longest item `POST /api/redact` masks, in characters of its JSON. */
export const MAX_REDACT_ITEM_CHARS = 100_000;

/** Captured items' contents to mask, in order: what the browser is about to export itself. */
export const RedactBodySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    contents: z
      .array(z.unknown())
      .min(1, 'contents is empty: send the items to mask')
      .max(
        MAX_REDACT_ITEMS,
        `at most ${groupedDigits(MAX_REDACT_ITEMS)} items at a time: export the job from the server instead`,
      )
      .superRefine((contents, context) => {
        const long = contents.findIndex(
          (content) => (JSON.stringify(content) ?? '').length > MAX_REDACT_ITEM_CHARS,
        );
        if (long >= 0)
          context.addIssue({
            code: 'custom',
            path: [long],
            message: `item ${long + 1} is longer than ${groupedDigits(MAX_REDACT_ITEM_CHARS)} characters: export the job from the server instead`,
          });
      }),
  }),
);
export type RedactBody = z.infer<typeof RedactBodySchema>;

export const RedactResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  /** The same contents with personal data masked, in the order sent. */
  contents: z.array(z.unknown()),
  model: z.string(),
});
export type RedactResponse = z.infer<typeof RedactResponseSchema>;

/** `POST /api/jobs/:id/export?redact=true`: personal data masked in the exported file. */
export const ExportQuerySchema = /* @__PURE__ */ z.object({
  redact: z
    .enum(['true', 'false'], { error: 'redact must be "true" or "false"' })
    .optional()
    .transform((value) => value === 'true'),
});
export type ExportQuery = z.infer<typeof ExportQuerySchema>;
