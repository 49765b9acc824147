import {
  ANONYMOUS_ID_HEADER,
  AnalyzeRiskResponseSchema,
  ExtractResponseSchema,
  MAX_DOCUMENT_TEXT_LENGTH,
  RedactResponseSchema,
  type AnalyzeRiskResponse,
  type ExtractResponse,
} from '@gleaner/shared';
import { apiRequest } from '@/lib/api';
import { anonymousId } from '@/lib/identity';

/** Personal data in a job's captured items, with its risk level and reasons (the server reads them). */
export async function analyzeJobRisk(
  token: string | null,
  jobId: string,
): Promise<AnalyzeRiskResponse> {
  const who = token ? { token } : { headers: { [ANONYMOUS_ID_HEADER]: anonymousId() } };
  const result = await apiRequest('/analyze-risk', AnalyzeRiskResponseSchema, {
    method: 'POST',
    body: { jobId },
    ...who,
  });
  if (!result.ok) throw new Error(result.error ?? `Document processing failed: ${result.status}`);
  return result.data;
}

function whoFor(token: string | null) {
  return token ? { token } : { headers: { [ANONYMOUS_ID_HEADER]: anonymousId() } };
}

/** Entities in a text (at most MAX_DOCUMENT_TEXT_LENGTH characters), read by the server. */
export async function extractEntities(
  token: string | null,
  text: string,
): Promise<ExtractResponse> {
  const result = await apiRequest('/extract', ExtractResponseSchema, {
    method: 'POST',
    body: { text: text.slice(0, MAX_DOCUMENT_TEXT_LENGTH) },
    ...whoFor(token),
  });
  if (!result.ok) throw new Error(result.error ?? `Document processing failed: ${result.status}`);
  return result.data;
}

/** Personal data in a text, with its risk level and reasons. */
export async function analyzeTextRisk(
  token: string | null,
  text: string,
): Promise<AnalyzeRiskResponse> {
  const result = await apiRequest('/analyze-risk', AnalyzeRiskResponseSchema, {
    method: 'POST',
    body: { text: text.slice(0, MAX_DOCUMENT_TEXT_LENGTH) },
    ...whoFor(token),
  });
  if (!result.ok) throw new Error(result.error ?? `Document processing failed: ${result.status}`);
  return result.data;
}

/** Items a call to /api/redact carries, so a batch stays well inside the server's body limit. */
const REDACT_BATCH = 100;

/** Contents with their personal data masked by the server, in order, a batch at a time. */
export async function redactContents(
  token: string | null,
  contents: unknown[],
): Promise<unknown[]> {
  const masked: unknown[] = [];
  for (let start = 0; start < contents.length; start += REDACT_BATCH) {
    const result = await apiRequest('/redact', RedactResponseSchema, {
      method: 'POST',
      body: { contents: contents.slice(start, start + REDACT_BATCH) },
      ...whoFor(token),
    });
    if (!result.ok)
      throw new Error(result.error ?? `Could not remove the personal data: ${result.status}`);
    masked.push(...result.data.contents);
  }
  return masked;
}
