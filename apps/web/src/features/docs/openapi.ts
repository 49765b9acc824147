/**
 * The parts of an OpenAPI 3.1 document (`GET /api/openapi.json`) the API reference shows. The
 * reference is generated from the document itself, so it lists exactly what the server serves.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  description?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  example?: unknown;
}

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: JsonSchema }> }
  >;
  security?: Record<string, string[]>[];
}

export interface SecurityScheme {
  type: string;
  scheme?: string;
  bearerFormat?: string;
  in?: string;
  name?: string;
  description?: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, SecurityScheme> };
}

export interface ListedOperation {
  method: string;
  path: string;
  operation: Operation;
  /** Its element id, the link to it: `api-reference/tag/keys/POST/api/keys`. */
  anchor: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Where links to an operation point (the form Scalar's reference used, so old links still work). */
export function operationAnchor(tag: string, method: string, path: string): string {
  return `api-reference/tag/${tag}/${method.toUpperCase()}${path}`;
}

/** Every operation, grouped by its first tag, in the document's order. */
export function operationsByTag(doc: OpenApiDocument): [string, ListedOperation[]][] {
  const groups = new Map<string, ListedOperation[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const tag = operation.tags?.[0] ?? 'other';
      const listed = { method, path, operation, anchor: operationAnchor(tag, method, path) };
      groups.set(tag, [...(groups.get(tag) ?? []), listed]);
    }
  }
  return [...groups.entries()];
}

/** Whether a caller must sign in (token or API key): no requirement in the list is empty. */
export function needsSignIn(operation: Operation): boolean {
  const security = operation.security ?? [];
  return (
    security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0)
  );
}

/** A short type: `string`, `string | null`, `array of object`, `"json" | "csv"`. */
export function typeLabel(schema: JsonSchema): string {
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.anyOf) return [...new Set(schema.anyOf.map(typeLabel))].join(' | ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return (
    types
      .map((type) =>
        type === 'array' && schema.items ? `array of ${typeLabel(schema.items)}` : type,
      )
      .join(' | ') || 'any'
  );
}

/** Limits worth knowing: lengths, ranges, the default. */
export function constraints(schema: JsonSchema): string[] {
  const notes: string[] = [];
  if (schema.minLength !== undefined || schema.maxLength !== undefined)
    notes.push(`length ${schema.minLength ?? 0}–${schema.maxLength ?? '∞'}`);
  if (schema.minimum !== undefined || schema.maximum !== undefined)
    notes.push(`${schema.minimum ?? '−∞'} to ${schema.maximum ?? '∞'}`);
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  return notes;
}

/** The object schema whose fields a list shows: itself, its array items, or an object in anyOf. */
export function objectOf(schema: JsonSchema): JsonSchema | undefined {
  if (schema.properties) return schema;
  if (schema.items) return objectOf(schema.items);
  return schema.anyOf?.map(objectOf).find(Boolean);
}

/**
 * A value the schema accepts, to start a request body from: its example or default, else its
 * first allowed value, else a placeholder of its type; objects get their required fields.
 */
export function exampleValue(schema: JsonSchema, depth = 0): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return exampleValue(schema.anyOf[0], depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    if (depth > 3) return {};
    const required = new Set(schema.required ?? []);
    return Object.fromEntries(
      Object.entries(schema.properties ?? {})
        .filter(([name]) => required.has(name))
        .map(([name, field]) => [name, exampleValue(field, depth + 1)]),
    );
  }
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return schema.minimum ?? 0;
  if (type === 'boolean') return false;
  if (type === 'null') return null;
  return schema.format === 'uri' ? 'https://example.com/' : '';
}

/** The JSON body an operation takes, if any. */
export function jsonBodyOf(operation: Operation): JsonSchema | undefined {
  return operation.requestBody?.content?.['application/json']?.schema;
}

/** The path with its `{name}` parts filled and the query parameters given a value appended. */
export function requestPath(
  path: string,
  parameters: Parameter[],
  values: Record<string, string>,
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    const value = values[parameter.name];
    if (parameter.in === 'query' && value) query.set(parameter.name, value);
  }
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}

/** The header a sign-in scheme is sent in: a bearer token, or a named header. */
export function credentialHeader(
  scheme: SecurityScheme | undefined,
  value: string,
): [string, string] | undefined {
  if (!scheme || !value) return undefined;
  if (scheme.type === 'http' && scheme.scheme === 'bearer')
    return ['Authorization', `Bearer ${value}`];
  if (scheme.type === 'apiKey' && scheme.in === 'header' && scheme.name)
    return [scheme.name, value];
  return undefined;
}

/** A curl command that calls the operation on `origin`, signed in the first way it accepts. */
export function curlExample(
  origin: string,
  { method, path, operation }: ListedOperation,
  schemes: Record<string, SecurityScheme>,
): string {
  const lines = [`curl -X ${method.toUpperCase()} '${origin}${path}'`];
  const first = Object.keys(operation.security?.find((req) => Object.keys(req).length) ?? {})[0];
  const scheme = first ? schemes[first] : undefined;
  const header = credentialHeader(scheme, scheme?.type === 'http' ? '$GLEANER_TOKEN' : '$ID');
  if (header) lines.push(`-H "${header[0]}: ${header[1]}"`);
  const body = jsonBodyOf(operation);
  if (body) {
    lines.push('-H "Content-Type: application/json"');
    lines.push(`-d '${JSON.stringify(exampleValue(body))}'`);
  }
  return lines.join(' \\\n  ');
}
