import { z } from 'zod';
import { RenderModeSchema } from './jobs.js';
import { withoutControlCharacters } from './plain-text.js';

/**
 * Page preview: `GET /api/preview?url=<address>&render=auto|never|always` answers the target page
 * as a static HTML snapshot (its scripts removed, <base> set, rendered first when it needs
 * JavaScript) with our element picker injected. Show it in
 * `<iframe sandbox="allow-scripts">` (never allow-same-origin), so nothing in it runs with the
 * app's rights. Failure: `{ success: false, error }` with a status.
 *
 * The picker and the app talk by postMessage; every message carries `source: 'gleaner-preview'`.
 */
export const PREVIEW_MESSAGE_SOURCE = 'gleaner-preview';

export const PreviewQuerySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    url: z
      .string({ error: 'url is required' })
      .max(2048)
      .refine(
        (value) => /^https?:\/\//i.test(value) && URL.canParse(value),
        'url must be an http or https address',
      ),
    render: RenderModeSchema.default('auto'),
  }),
);

/** From the preview frame to the app. */
export const PreviewFrameMessageSchema = /* @__PURE__ */ z.discriminatedUnion('type', [
  /** The snapshot loaded and the picker is listening. */
  z.object({
    source: z.literal(PREVIEW_MESSAGE_SOURCE),
    type: z.literal('ready'),
    title: z.string(),
    url: z.string(),
  }),
  /** The pointer is over an element (already outlined in the frame). */
  z.object({
    source: z.literal(PREVIEW_MESSAGE_SOURCE),
    type: z.literal('hover'),
    selector: z.string(),
    tag: z.string(),
    text: z.string(),
  }),
  /** An element was clicked in pick mode; every element the selector matches is highlighted. */
  z.object({
    source: z.literal(PREVIEW_MESSAGE_SOURCE),
    type: z.literal('pick'),
    selector: z.string(),
    count: z.number().int(),
    tag: z.string(),
    text: z.string(),
    /** Suggested item type for the pick: link, image, table, form or text. */
    itemType: z.enum(['text', 'link', 'image', 'table', 'form']),
  }),
  /** Answer to a highlight request. */
  z.object({
    source: z.literal(PREVIEW_MESSAGE_SOURCE),
    type: z.literal('highlighted'),
    selector: z.string(),
    count: z.number().int(),
    error: z.string().optional(),
  }),
  /** Escape was pressed inside the frame, where the app's own key listeners cannot hear it. */
  z.object({ source: z.literal(PREVIEW_MESSAGE_SOURCE), type: z.literal('escape') }),
]);
export type PreviewFrameMessage = z.infer<typeof PreviewFrameMessageSchema>;

/** From the app to the preview frame. */
export const PreviewCommandSchema = /* @__PURE__ */ z.discriminatedUnion('type', [
  /** Turn element picking on or off (hover outlines only while on). */
  z.object({
    source: z.literal(PREVIEW_MESSAGE_SOURCE),
    type: z.literal('pick-mode'),
    enabled: z.boolean(),
  }),
  /** Highlight every element a selector matches; the frame answers `highlighted`. */
  z.object({
    source: z.literal(PREVIEW_MESSAGE_SOURCE),
    type: z.literal('highlight'),
    selector: z.string(),
  }),
  z.object({ source: z.literal(PREVIEW_MESSAGE_SOURCE), type: z.literal('clear') }),
]);
export type PreviewCommand = z.infer<typeof PreviewCommandSchema>;
