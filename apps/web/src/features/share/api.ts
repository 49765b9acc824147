import {
  CreateShareLinkReplySchema,
  RevokeShareLinkReplySchema,
  SharedResultsReplySchema,
  ShareLinksReplySchema,
} from '@gleaner/shared';
import { apiRequest, type ReplySchema } from '@/lib/api';

/** A share call the server refused or never answered, with the text to show. */
export class ShareApiError extends Error {
  override name = 'ShareApiError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(
  path: string,
  schema: ReplySchema<T>,
  options: { token?: string; method?: 'GET' | 'POST' | 'DELETE' } = {},
): Promise<T> {
  let result;
  try {
    result = await apiRequest(path, schema, {
      ...options,
      body: options.method === 'POST' ? {} : undefined,
    });
  } catch (error) {
    throw new ShareApiError(error instanceof Error ? error.message : 'Network error', 0);
  }
  if (!result.ok)
    throw new ShareApiError(result.error ?? `Request failed: ${result.status}`, result.status);
  return result.data;
}

const links = (jobId: string) => `/jobs/${encodeURIComponent(jobId)}/share-links`;
const shared = (token: string) => `/share/${encodeURIComponent(token)}`;

export const shareKeys = {
  links: (jobId: string) => ['share-links', jobId] as const,
  shared: (token: string, offset: number) => ['shared', token, offset] as const,
};

export const shareApi = {
  list: (token: string, jobId: string) => call(links(jobId), ShareLinksReplySchema, { token }),
  create: (token: string, jobId: string) =>
    call(links(jobId), CreateShareLinkReplySchema, { token, method: 'POST' }),
  revoke: (token: string, jobId: string, linkId: string) =>
    call(`${links(jobId)}/${encodeURIComponent(linkId)}`, RevokeShareLinkReplySchema, {
      token,
      method: 'DELETE',
    }),
  /** One page of a shared job's results, as anyone with the link sees them. */
  results: (shareToken: string, offset: number, limit: number) =>
    call(`${shared(shareToken)}?offset=${offset}&limit=${limit}`, SharedResultsReplySchema),
};

/** Where the browser downloads a shared job's results as a file (a plain link, no script). */
export const sharedExportHref = (token: string, format: 'csv' | 'json') =>
  `/api${shared(token)}/export?format=${format}`;
