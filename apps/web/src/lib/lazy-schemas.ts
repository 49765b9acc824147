import type * as Schemas from './reply-schemas';

type ReplySchemas = typeof Schemas;

let loading: Promise<ReplySchemas> | undefined;

/** The reply schemas, loaded once, after the first screen has what it needs to draw. */
export function replySchemas(): Promise<ReplySchemas> {
  return (loading ??= import('./reply-schemas'));
}

/** One of them by name, loaded when a reply is first checked (what `apiRequest` takes). */
export function lazySchema<K extends keyof ReplySchemas>(name: K): () => Promise<ReplySchemas[K]> {
  return async () => (await replySchemas())[name];
}
