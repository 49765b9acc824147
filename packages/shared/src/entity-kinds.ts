/**
 * The kinds of entity the document helpers find, apart from the rest of `documents.ts`: the chat's
 * reply names them, and the chat is on the landing page, which should not carry the documents'
 * schemas with it.
 */
import { z } from 'zod';

export const EntityTypeSchema = /* @__PURE__ */ z.enum([
  'person',
  'organisation',
  'place',
  'date',
  'money',
  'email',
  'phone',
  'url',
]);
export type EntityType = z.infer<typeof EntityTypeSchema>;

/** At or above the threshold an entity is `confident`; below it, shown as `possible`. */
export const EntityStatusSchema = /* @__PURE__ */ z.enum(['confident', 'possible']);
export type EntityStatus = z.infer<typeof EntityStatusSchema>;
