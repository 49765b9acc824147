import type { LanguageModel } from 'ai';
import type { Env } from '../env.js';

export interface ConfiguredModel {
  languageModel: LanguageModel;
  name: string;
}

/**
 * The language model LLM_BASE_URL and LLM_MODEL name, or undefined without them. Its provider
 * is loaded only when one is configured: without a model the server never holds the AI SDK.
 */
export async function configuredModel(
  config: Pick<Env, 'LLM_BASE_URL' | 'LLM_MODEL' | 'LLM_API_KEY'>,
): Promise<ConfiguredModel | undefined> {
  const { LLM_BASE_URL: baseUrl, LLM_MODEL: model, LLM_API_KEY: apiKey } = config;
  if (!baseUrl || !model) return undefined;
  const { getModel } = await import('@gleaner/agent/model');
  return { languageModel: getModel({ baseUrl, model, apiKey }), name: model };
}
