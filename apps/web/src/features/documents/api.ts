import {
  ANONYMOUS_ID_HEADER,
  AnalyzeRiskResponseSchema,
  type AnalyzeRiskResponse,
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
