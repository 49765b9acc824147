/**
 * The parts of an OpenAPI 3.1 document (`GET /api/openapi.json`) the API reference shows. The
 * reference is drawn from the document itself, so it lists exactly what the server serves.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  description?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
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

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

export interface ListedOperation {
  method: string;
  path: string;
  operation: Operation;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation, grouped by its first tag, in the document's order. */
export function operationsByTag(doc: OpenApiDocument): [string, ListedOperation[]][] {
  const groups = new Map<string, ListedOperation[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const tag = operation.tags?.[0] ?? 'other';
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, operation }]);
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
