import { describe, expect, it } from 'vitest';
import { needsSignIn, objectOf, operationsByTag, typeLabel, type OpenApiDocument } from './openapi';

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Gleaner API', version: '1.0.0' },
  paths: {
    '/api/keys': {
      get: { tags: ['keys'], security: [{ bearerAuth: [] }, { apiKey: [] }] },
      post: { tags: ['keys'], security: [{ bearerAuth: [] }] },
      parameters: {},
    },
    '/api/jobs': { post: { tags: ['jobs'], security: [{ bearerAuth: [] }, {}] } },
  },
};

describe('the OpenAPI reference', () => {
  it('lists every operation under its tag, in the document’s order, skipping non-methods', () => {
    const groups = operationsByTag(doc);
    expect(groups.map(([tag, ops]) => [tag, ops.map((o) => `${o.method} ${o.path}`)])).toEqual([
      ['keys', ['get /api/keys', 'post /api/keys']],
      ['jobs', ['post /api/jobs']],
    ]);
  });

  it('needs sign-in only when no requirement is empty', () => {
    expect(needsSignIn(doc.paths['/api/keys']!.get!)).toBe(true);
    expect(needsSignIn(doc.paths['/api/jobs']!.post!)).toBe(false);
  });

  it('names types as JSON Schema gives them', () => {
    expect(typeLabel({ type: ['string', 'null'] })).toBe('string | null');
    expect(typeLabel({ type: 'array', items: { type: 'object' } })).toBe('array of object');
    expect(typeLabel({ type: 'string', enum: ['json', 'csv'] })).toBe('"json" | "csv"');
    expect(typeLabel({ anyOf: [{ type: 'string' }, { type: 'number' }] })).toBe('string | number');
    const inner = { type: 'object', properties: { id: { type: 'string' } } };
    expect(objectOf({ type: 'array', items: inner })).toBe(inner);
  });
});
