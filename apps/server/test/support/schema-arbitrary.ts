import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema that `z.toJSONSchema` writes for our request schemas. */
interface JsonSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

export interface SchemaArbitraryOptions {
  /**
   * Values for fields of these names instead of what their schema gives: addresses that lead
   * nowhere for `url`, e-mail addresses for `email`.
   */
  fields?: Record<string, fc.Arbitrary<unknown>>;
  /** Weight of a hostile value at each field, against 12 for a valid one. @default 0 */
  hostility?: number;
}

// eslint-disable-next-line no-control-regex -- valid text is text without control characters
const CONTROL = /[\u0000-\u001F\u007F]/g;

/**
 * Text a person or the agent could send, valid for the schema but not for every reader: CSS
 * selectors that do not parse, regular expressions that do not compile or backtrack, globs,
 * paths into structured data, scripts and other alphabets.
 */
const VOCABULARY = [
  'h1',
  '.item',
  'a[href]',
  '#main > li:nth-child(2)',
  'div.product .price',
  '*',
  '[[',
  'a:has(',
  ':nope()',
  'li:nth-child(-n+',
  '/products/*',
  '**/*.html',
  '!(a|b)',
  '(\\d+)',
  'Price: (.*)',
  '(',
  '[z-a]',
  '(a+)+$',
  '(?<n>x)\\k<m>',
  'name',
  'Price',
  'offers.price',
  'offers[0].price',
  'Product',
  'OpenGraph',
  'href',
  'src',
  'content',
  '€ 12,50',
  'Ünïcødé 名前',
  'مرحبا',
  '🙂👍🏽',
  '__proto__',
  'constructor',
  'prototype',
  "'; drop table users; --",
  '%00',
  '\u202Eevil',
  '\uFEFF',
  ' ',
  '',
];

function clampLength(text: string, min = 0, max = 10_000): string {
  const cut = [...text].slice(0, max).join('');
  return cut.length >= min ? cut : cut + 'x'.repeat(min - cut.length);
}

/** Text within the schema's lengths, without control characters. */
export function validText(min = 0, max = 10_000): fc.Arbitrary<string> {
  const cap = Math.min(max, 60);
  return fc
    .oneof(
      { arbitrary: fc.constantFrom(...VOCABULARY), weight: 4 },
      { arbitrary: fc.string({ maxLength: cap }), weight: 2 },
      { arbitrary: fc.string({ unit: 'grapheme', maxLength: cap }), weight: 1 },
      { arbitrary: fc.constant('y'.repeat(max === 10_000 ? 3000 : max)), weight: 1 },
    )
    .map((text) => clampLength(text.replace(CONTROL, ''), min, max));
}

const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0008', '\u001B', '\u001F', '\u007F', '\n', '\t'];

/** Text no request should carry into the database, or past a schema's length. */
export function hostileText(max = 10_000): fc.Arbitrary<string> {
  return fc.oneof(
    fc
      .tuple(validText(0, 40), fc.constantFrom(...CONTROL_CHARACTERS), validText(0, 40))
      .map(([before, control, after]) => before + control + after),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom('\uD800', 'a\uDFFF', '\uDC00\uD800', '\u0000'),
    fc.constant('z'.repeat(Math.min(max + 1, 200_000))),
  );
}

/** Any value where the schema wants another: wrong types, out of range, hostile text. */
function hostileValue(node: JsonSchema): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [
    hostileText(node.maxLength),
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom(null, true, false, -1, 0, -0, 1.5, 1e308, -1e308, 2 ** 53 + 1, [], {}, ''),
  ];
  if (node.type === 'object' && node.properties)
    // Required fields left out.
    options.push(
      fc.record(
        Object.fromEntries(Object.entries(node.properties).map(([k]) => [k, fc.string()])),
        { requiredKeys: [] },
      ),
    );
  if (node.maximum !== undefined) options.push(fc.constant(node.maximum + 1));
  if (node.minimum !== undefined) options.push(fc.constant(node.minimum - 1));
  return fc.oneof(...options);
}

function fromNode(
  node: JsonSchema,
  key: string | undefined,
  options: SchemaArbitraryOptions,
): fc.Arbitrary<unknown> {
  // Named values stand in for free text only: an enum or constant of the same name stays.
  const special =
    key === undefined || node.enum !== undefined || node.const !== undefined
      ? undefined
      : options.fields?.[key];
  const valid = special ?? validFromNode(node, options);
  const hostility = options.hostility ?? 0;
  if (hostility === 0) return valid;
  return fc.oneof(
    { arbitrary: valid, weight: 12 },
    { arbitrary: hostileValue(node), weight: hostility },
  );
}

function validFromNode(node: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<unknown> {
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const choices = node.anyOf ?? node.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => fromNode(choice, undefined, options)));
  switch (node.type) {
    case 'object': {
      if (node.properties) {
        const model = Object.fromEntries(
          Object.entries(node.properties).map(([key, child]) => [
            key,
            fromNode(child, key, options),
          ]),
        );
        return fc.record(model, { requiredKeys: node.required ?? [] });
      }
      const values =
        typeof node.additionalProperties === 'object'
          ? fromNode(node.additionalProperties, undefined, options)
          : fc.jsonValue({ maxDepth: 2 });
      return fc.dictionary(validText(0, 20), values, { maxKeys: 3 });
    }
    case 'array':
      return fc.array(node.items ? fromNode(node.items, undefined, options) : fc.jsonValue(), {
        minLength: node.minItems ?? 0,
        maxLength: Math.min(node.maxItems ?? 3, Math.max(3, node.minItems ?? 0)),
      });
    case 'string':
      return validText(node.minLength, node.maxLength);
    case 'integer':
      return fc.integer({
        min: Math.max(node.minimum ?? -1e6, -1e6),
        max: Math.min(node.maximum ?? 1e6, 1e6),
      });
    case 'number':
      return fc.double({
        min: Math.max(node.minimum ?? -1e6, -1e6),
        max: Math.min(node.maximum ?? 1e6, 1e6),
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values for a request schema, built from the schema itself (through its JSON Schema, the part
 * of zod's description that is data): valid ones, and with `hostility` some fields broken.
 */
export function schemaArbitrary(
  schema: z.ZodType,
  options: SchemaArbitraryOptions = {},
): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  // The request itself stays the shape asked for; bodies that are not are drawn elsewhere.
  return validFromNode(json, options);
}
