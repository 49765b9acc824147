import type { OpenApiDocument } from './openapi';

/** The server's OpenAPI description, as it serves it to any program. */
export async function fetchOpenApi(): Promise<OpenApiDocument> {
  const response = await fetch('/api/openapi.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
  const doc = (await response.json()) as Partial<OpenApiDocument> | null;
  if (!doc?.paths || typeof doc.paths !== 'object' || !doc.info) {
    throw new Error('the reply is not an OpenAPI document');
  }
  return doc as OpenApiDocument;
}
