import { describe, expect, it } from 'vitest';
import {
  credentialHeader,
  curlExample,
  exampleValue,
  needsSignIn,
  objectOf,
  operationsByTag,
  requestPath,
  typeLabel,
  type OpenApiDocument,
} from './openapi';

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Gleaner API', version: '1.0.0' },
  paths: {
    '/api/keys': {
      get: { tags: ['keys'], security: [{ bearerAuth: [] }, { apiKey: [] }] },
      post: {
        tags: ['keys'],
        security: [{ bearerAuth: [] }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { name: { type: 'string' }, note: { type: 'string' } },
                required: ['name'],
              },
            },
          },
        },
      },
      parameters: {},
    },
    '/api/jobs': { post: { tags: ['jobs'], security: [{ bearerAuth: [] }, {}] } },
  },
  components: {
    securitySchemes: {
      bearerAuth: { type: 'http', scheme: 'bearer' },
      anonymousId: { type: 'apiKey', in: 'header', name: 'x-gleaner-anonymous-id' },
    },
  },
};

describe('the OpenAPI reference', () => {
  it('lists every operation under its tag, in the document’s order, skipping non-methods', () => {
    const groups = operationsByTag(doc);
    expect(groups.map(([tag, ops]) => [tag, ops.map((o) => `${o.method} ${o.path}`)])).toEqual([
      ['keys', ['get /api/keys', 'post /api/keys']],
      ['jobs', ['post /api/jobs']],
    ]);
    // Links keep the form of the reference before (Scalar's), so old links still open the route.
    expect(groups[0]?.[1][1]?.anchor).toBe('api-reference/tag/keys/POST/api/keys');
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

  it('starts a body from what the schema requires, its defaults and first allowed values', () => {
    expect(
      exampleValue({
        type: 'object',
        properties: {
          url: { type: 'string', format: 'uri' },
          format: { type: 'string', enum: ['json', 'csv'] },
          pages: { type: 'integer', minimum: 1 },
          depth: { type: 'integer', default: 2 },
          note: { type: 'string' },
        },
        required: ['url', 'format', 'pages', 'depth'],
      }),
    ).toEqual({ url: 'https://example.com/', format: 'json', pages: 1, depth: 2 });
  });

  it('fills path parameters and appends the query parameters given a value', () => {
    const parameters = [
      { name: 'id', in: 'path', required: true },
      { name: 'limit', in: 'query' },
      { name: 'offset', in: 'query' },
    ];
    expect(requestPath('/api/jobs/{id}', parameters, { id: 'a b', limit: '5', offset: '' })).toBe(
      '/api/jobs/a%20b?limit=5',
    );
  });

  it('signs a request as its scheme says, and writes a curl command for an operation', () => {
    const schemes = doc.components?.securitySchemes ?? {};
    expect(credentialHeader(schemes.bearerAuth, 'glnr_x')).toEqual([
      'Authorization',
      'Bearer glnr_x',
    ]);
    expect(credentialHeader(schemes.anonymousId, 'browser-1')).toEqual([
      'x-gleaner-anonymous-id',
      'browser-1',
    ]);
    expect(credentialHeader(schemes.anonymousId, '')).toBeUndefined();
    const [, keys] = operationsByTag(doc)[0]!;
    expect(curlExample('http://localhost:3000', keys[1]!, schemes)).toBe(
      [
        "curl -X POST 'http://localhost:3000/api/keys'",
        '-H "Authorization: Bearer $GLEANER_TOKEN"',
        '-H "Content-Type: application/json"',
        `-d '{"name":""}'`,
      ].join(' \\\n  '),
    );
  });
});
