import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';

export interface ModelSettings {
  /** An OpenAI-compatible endpoint: OpenAI, Ollama, vLLM, a llama.cpp server… */
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
}

/** The one place a language model is made; everything else receives it. */
export function getModel(settings: ModelSettings): LanguageModel {
  const provider = createOpenAICompatible({
    name: 'gleaner-llm',
    baseURL: settings.baseUrl,
    ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
  });
  return provider(settings.model);
}
