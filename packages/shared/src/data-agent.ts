import { z } from 'zod';
import { withoutControlCharacters } from './plain-text.js';

/**
 * The data agent's contract: a question about one job's records becomes a typed query plan over
 * the job's columns, executed as parameterised SQL; the answer is a sentence and a table.
 */

/** What a column holds, found from the stored records' JSON values. */
export const DataColumnKindSchema = /* @__PURE__ */ z.enum([
  'number',
  'text',
  'category',
  'date',
  'boolean',
  'list',
]);
export type DataColumnKind = z.infer<typeof DataColumnKindSchema>;

export const DataColumnSchema = /* @__PURE__ */ z.object({
  key: z.string().min(1).max(200),
  kind: DataColumnKindSchema,
  /** A currency symbol or unit seen in its values ('£', '$', '%'), for the answer's wording. */
  unit: z.string().max(8).nullable(),
  /** Records holding a value, out of the records sampled. */
  filled: z.number().int().min(0),
  /** Distinct values among those sampled (list items counted one by one). */
  distinct: z.number().int().min(0),
  /** The smallest and largest figure sampled, for number columns: whether '5' can be a rating. */
  min: z.number().nullable().optional(),
  max: z.number().nullable().optional(),
  /** The values of a column of few (at most 10), as stored: whether it is a yes/no column. */
  examples: z.array(z.string().max(80)).max(10).optional(),
  /**
   * A column not read as figures whose values mostly start with one anyway ('2–1 aet', '7 (2
   * pens)', '3*'): it may hold a count of something, which counting its records would not answer.
   */
  figured: z.literal(true).optional(),
  /**
   * How the values are read when they are not plain figures or ISO days, found from the values
   * themselves: a decimal comma ('24,50', '1.449,00 €'), durations ('2:08:41', '2h 07m') and times
   * of day ('07:45') as minutes, several units of one measure ('850 g', '2.4 kg') in `unit`'s, and
   * days written another way ('17.01.2024', '3 Mar 2025', 'Mar 3, 2025') by the order of their parts.
   */
  read: z
    .object({
      decimal: z.literal(',').optional(),
      duration: z.literal(true).optional(),
      clock: z.literal(true).optional(),
      /** Each unit written in the column → its factor to `unit`. */
      factors: z.record(z.string().max(12), z.number().positive()).optional(),
      date: z.enum(['dmy', 'mdy']).optional(),
      /**
       * Some values are ranges ('£25–£40'): a value is read as its lower figure, the one it starts
       * from, and as its upper one where the highest is asked for.
       */
      range: z.literal(true).optional(),
      /**
       * One figure of a cell that holds several ('2 bd / 1 ba'): the column `of` whose cells hold
       * it, and the unit written after it there. The column is read from that one, not its key.
       */
      part: z
        .object({ of: z.string().min(1).max(200), unit: z.string().min(1).max(12) })
        .optional(),
    })
    .optional(),
});
export type DataColumn = z.infer<typeof DataColumnSchema>;

export const FilterOpSchema = /* @__PURE__ */ z.enum([
  'eq',
  'neq',
  'contains',
  'gt',
  'gte',
  'lt',
  'lte',
  'between',
  /** One of several values ('Ford and Honda together', 'fiction or poetry'): `values`. */
  'in',
  /**
   * A date column's day of the week ('on a Friday', 'at weekends'): `values` are ISO weekday
   * numbers, 1 Monday … 7 Sunday (`value` repeats the first).
   */
  'weekday',
  /** The cell holds nothing ('unassigned tickets', 'with no story points'): `value` is ''. */
  'blank',
]);
export type FilterOp = z.infer<typeof FilterOpSchema>;

const planValue = /* @__PURE__ */ z.union([z.string().max(500), z.number().finite()]);

export const PlanFilterSchema = /* @__PURE__ */ z.object({
  column: z.string().min(1).max(200),
  op: FilterOpSchema,
  value: planValue,
  /** Upper bound of `between`. */
  value2: planValue.optional(),
  /** The values of `in` (`value` repeats the first, for readers that know only `value`). */
  values: z.array(planValue).min(1).max(50).optional(),
});
export type PlanFilter = z.infer<typeof PlanFilterSchema>;

export const AggregateFnSchema = /* @__PURE__ */ z.enum([
  'count',
  'sum',
  'avg',
  'min',
  'max',
  'median',
]);
export type AggregateFn = z.infer<typeof AggregateFnSchema>;

export const PlanOperationSchema = /* @__PURE__ */ z.enum([
  /** Matching records, optionally sorted and cut to N (top / bottom N). */
  'list',
  /** One figure over the matching records. */
  'aggregate',
  /** One figure per value of `groupBy`. */
  'group',
  /** The distinct values of `groupBy`, with how many records hold each. */
  'distinct',
  /** The matching records' share of all, or each group's share when grouped. */
  'share',
  /** One figure for each of two values of a column, and their difference. */
  'compare',
]);
export type PlanOperation = z.infer<typeof PlanOperationSchema>;

/** Conditions one data-agent question may apply at once. */
export const MAX_PLAN_FILTERS = 10;

export const QueryPlanSchema = /* @__PURE__ */ z.object({
  operation: PlanOperationSchema,
  filters: z.array(PlanFilterSchema).max(MAX_PLAN_FILTERS),
  metric: z.object({
    fn: AggregateFnSchema,
    /** null for a count of records. */
    column: z.string().min(1).max(200).nullable(),
    /**
     * The unit the figure is given in when asked in another of the column's measure ('hours' of
     * a column read in minutes): the figure is converted to it.
     */
    unit: z.string().min(1).max(12).optional(),
    /**
     * A column of pairs ('2–1', a match's goals for each side): each record's two figures added
     * (the goals of the match) before the figure is computed.
     */
    both: z.literal(true).optional(),
  }),
  groupBy: z.string().min(1).max(200).nullable(),
  compare: z
    .object({
      column: z.string().min(1).max(200),
      values: /* @__PURE__ */ z.tuple([z.string().max(500), z.string().max(500)]),
    })
    .nullable(),
  /** `column` is a column key, or 'value' for the computed figure of a group. */
  sort: z
    .object({ column: z.string().min(1).max(200), direction: z.enum(['asc', 'desc']) })
    .nullable(),
  limit: z.number().int().min(1).max(1000).nullable(),
});
export type QueryPlan = z.infer<typeof QueryPlanSchema>;

export const DATA_AGENT_MAX_QUESTION = 500;

export const DataAgentAskBodySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    jobId: z.string().min(1).max(100),
    question: z.string().trim().min(1, 'Ask a question').max(DATA_AGENT_MAX_QUESTION),
  }),
);
export type DataAgentAskBody = z.infer<typeof DataAgentAskBodySchema>;

export const DataAgentCellSchema = /* @__PURE__ */ z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
]);
export type DataAgentCell = z.infer<typeof DataAgentCellSchema>;

export const DataAgentTableSchema = /* @__PURE__ */ z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(DataAgentCellSchema)),
});
export type DataAgentTable = z.infer<typeof DataAgentTableSchema>;

/** Another reading of an unclear question: the question to ask for it, and what it would do. */
export const DataAgentAlternativeSchema = /* @__PURE__ */ z.object({
  question: z.string(),
  description: z.string(),
});
export type DataAgentAlternative = z.infer<typeof DataAgentAlternativeSchema>;

export const DataAgentAnswerSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  answer: z.string(),
  plan: QueryPlanSchema,
  /** The plan in words: 'how I answered'. */
  explanation: z.string(),
  table: DataAgentTableSchema.optional(),
  alternatives: z.array(DataAgentAlternativeSchema).optional(),
  /** Which engine read the question: the built-in one, or the configured model. */
  source: z.enum(['built-in', 'model']),
  /**
   * The question could not be read against this job's columns: `answer` says why and nothing
   * was computed for it (no table), rather than a figure for some other question.
   */
  declined: z.boolean().optional(),
});
export type DataAgentAnswer = z.infer<typeof DataAgentAnswerSchema>;

export const DataAgentColumnsReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  columns: z.array(DataColumnSchema),
  records: z.number().int().min(0),
  /** Suggested prompts written for these columns, in the spec's three categories. */
  prompts: z.array(
    z.object({
      title: z.enum(['Data Analysis', 'Data Querying', 'Insights']),
      prompts: z.array(z.string()),
    }),
  ),
});
export type DataAgentColumnsReply = z.infer<typeof DataAgentColumnsReplySchema>;

/** Columns of the records table that every item has, besides its content's fields. */
export const BUILT_IN_ROW_COLUMNS = ['$type', '$selector', '$confidence', '$created'] as const;

export const DATA_AGENT_PAGE_MAX = 500;

/** A page of a job's items for the records table: paging, sorting, search and filters run in SQL. */
export const DataAgentRowsQuerySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(DATA_AGENT_PAGE_MAX).default(100),
    /** A content field, or one of BUILT_IN_ROW_COLUMNS. */
    sort: z.string().max(200).optional(),
    dir: z.enum(['asc', 'desc']).default('asc'),
    /** Words searched for anywhere in the item (its content as text, type and selector). */
    q: z.string().max(200).optional(),
    /** JSON array of filters (PlanFilterSchema); `$type` and `$confidence` are the built-ins. */
    filters: z.string().max(4000).optional(),
  }),
);
export type DataAgentRowsQuery = z.input<typeof DataAgentRowsQuerySchema>;

export const DataAgentRowSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  type: z.string(),
  selector: z.string(),
  confidence: z.number(),
  created_at: z.string(),
  content: z.unknown(),
});
export type DataAgentRow = z.infer<typeof DataAgentRowSchema>;

export const DataAgentRowsReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  /** Items matching the search and filters. */
  matched: z.number().int().min(0),
  rows: z.array(DataAgentRowSchema),
});
export type DataAgentRowsReply = z.infer<typeof DataAgentRowsReplySchema>;

/** The Enhanced Data Dashboard's figures for one job, all computed over every stored item. */
export const DataAgentOverviewReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  totalEntries: z.number().int().min(0),
  /** null when the job has no items. */
  averageConfidence: z.number().nullable(),
  lastUpdated: z.string().nullable(),
  dataTypes: z.array(z.object({ type: z.string(), count: z.number().int() })),
});
export type DataAgentOverviewReply = z.infer<typeof DataAgentOverviewReplySchema>;

/** `POST /api/data-agent/demo`: a completed job of the caller's holding the sample governance data. */
export const DataAgentDemoReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  jobId: z.string(),
});

export const AnnotationTypeSchema = /* @__PURE__ */ z.enum(['highlight', 'flag', 'note', 'label']);
export type AnnotationType = z.infer<typeof AnnotationTypeSchema>;

/** A colour as six-digit hex; anything else is white (spec section 5). */
export const annotationColor = (color: string | undefined): string =>
  color && /^#[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : '#ffffff';

/** Spec section 3, cell annotation: `cellId` is the row id and the column key, joined by ':'. */
export const CellAnnotationSchema = /* @__PURE__ */ z.object({
  cellId: z.string().min(1).max(300),
  type: AnnotationTypeSchema,
  content: z.string(),
  color: z.string(),
  timestamp: z.string(),
});
export type CellAnnotation = z.infer<typeof CellAnnotationSchema>;

export const SaveAnnotationBodySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    cellId: z.string().min(1).max(300),
    type: AnnotationTypeSchema,
    content: z.string().max(2000).optional(),
    color: z.string().max(50).optional(),
  }),
);
export type SaveAnnotationBody = z.infer<typeof SaveAnnotationBodySchema>;

export const DeleteAnnotationQuerySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    cellId: z.string().min(1).max(300),
    type: AnnotationTypeSchema,
  }),
);

export const AnnotationsReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  annotations: z.array(CellAnnotationSchema),
});

export const SaveAnnotationReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  annotation: CellAnnotationSchema,
});

export const DataAgentOkReplySchema = /* @__PURE__ */ z.object({ success: z.literal(true) });

/** The address of the sample governance data set's job (a name, never fetched). */
export const GOVERNANCE_DEMO_URL = 'https://demo.gleaner.invalid/governance';

/**
 * The knowledge graph's title names the data it draws: the spec's "Governance Data Knowledge
 * Graph" for the governance sample, "<site> Data Knowledge Graph" for a job of any other site.
 */
export function knowledgeGraphTitle(jobUrl: string | undefined): string {
  if (jobUrl === GOVERNANCE_DEMO_URL) return 'Governance Data Knowledge Graph';
  let site = '';
  try {
    site = jobUrl ? new URL(jobUrl).hostname.replace(/^www\./, '') : '';
  } catch {
    // Not an address: the title names no site.
  }
  return site ? `${site} Data Knowledge Graph` : 'Knowledge Graph';
}
