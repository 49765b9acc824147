import {
  PublicConfigSchema,
  SuccessSchema,
  type ContactRequest,
  type PublicConfig,
} from '@gleaner/shared';
import { apiRequest } from '@/lib/api';

/** A failed call from the public pages, with the text to show. */
export class InfoApiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InfoApiError';
  }
}

const unreachable = 'The server could not be reached. Check your connection and try again.';

export async function fetchPublicConfig(): Promise<PublicConfig> {
  const result = await apiRequest('/public-config', PublicConfigSchema).catch(() => null);
  if (!result) throw new InfoApiError(unreachable);
  if (!result.ok) throw new InfoApiError(result.error ?? `Status ${result.status}`);
  return result.data;
}

export async function sendContactMessage(message: ContactRequest): Promise<void> {
  const result = await apiRequest('/contact', SuccessSchema, {
    method: 'POST',
    body: message,
  }).catch(() => null);
  if (!result) throw new InfoApiError(unreachable);
  if (!result.ok)
    throw new InfoApiError(result.error ?? `Your message was not sent (status ${result.status}).`);
}
