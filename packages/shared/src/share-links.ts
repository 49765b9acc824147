import { z } from 'zod';
import { MAX_RESULTS_PAGE } from './job-results.js';
import { withoutControlCharacters } from './plain-text.js';

/** Links one person may hold for one job at once (revoked ones not counted). */
export const MAX_SHARE_LINKS_PER_JOB = 20;

/** Where the web app shows a shared job's results. */
export const sharePath = (token: string) => `/share/${encodeURIComponent(token)}`;

/**
 * A share token: 32 random bytes in base64url (256 bits). Anything else is refused before the
 * database is asked, so a malformed token costs nothing.
 */
export const ShareTokenSchema = /* @__PURE__ */ z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'Not a share link');

export const ShareTokenParamsSchema = /* @__PURE__ */ z.object({ token: ShareTokenSchema });

export const ShareLinkParamsSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  linkId: z.string(),
});

/** A share link as its owner sees it: never its token, which exists only in the creation reply. */
export const ShareLinkSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  jobId: z.string(),
  createdAt: z.string(),
  /** When it stopped working; null while it works. */
  revokedAt: z.string().nullable(),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;

export const CreateShareLinkReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  shareLink: ShareLinkSchema,
  /** The secret part of the link, shown this once: only its hash is stored. */
  token: z.string(),
  /** The page that shows the results (`/share/<token>`), on this server. */
  path: z.string(),
});
export type CreateShareLinkReply = z.infer<typeof CreateShareLinkReplySchema>;

export const ShareLinksReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  shareLinks: z.array(ShareLinkSchema),
});

export const RevokeShareLinkReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  shareLink: ShareLinkSchema,
});

export const SharedResultsQuerySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    offset: z.coerce.number().int().min(0).max(100_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(MAX_RESULTS_PAGE).default(100),
  }),
);

export const SharedExportQuerySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    format: z.enum(['json', 'csv'], { error: 'format must be "json" or "csv"' }),
  }),
);

/** What a shared link shows of its job: what was gathered, and from where; nothing of its owner. */
export const SharedJobSchema = /* @__PURE__ */ z.object({
  url: z.string(),
  status: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** The record fields in the plan's order; empty when the job captured no records. */
  fields: z.array(z.string()),
});
export type SharedJob = z.infer<typeof SharedJobSchema>;

export const SharedResultSchema = /* @__PURE__ */ z.object({
  type: z.string(),
  content: z.unknown(),
  url: z.string(),
});
export type SharedResult = z.infer<typeof SharedResultSchema>;

/** `GET /api/share/:token`: one page of a shared job's results, in stored order. */
export const SharedResultsReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  job: SharedJobSchema,
  offset: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  results: z.array(SharedResultSchema),
});
export type SharedResultsReply = z.infer<typeof SharedResultsReplySchema>;
