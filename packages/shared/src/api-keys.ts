import { z } from 'zod';
import { withoutControlCharacters } from './plain-text.js';

/** Every API key secret starts so, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'glnr_';
/** Characters of the secret kept and shown to tell keys apart (`glnr_` and 8 more). */
export const API_KEY_SHOWN_LENGTH = 13;
/** Keys one person may hold at once. */
export const MAX_API_KEYS = 50;
export const MAX_API_KEY_NAME_LENGTH = 100;

/**
 * What a key may be used for. Account management (keys, password, profile, budgets, deleting
 * the account) is no scope: a key never does it, so a leaked key cannot make keys or lock its
 * owner out.
 */
export const API_KEY_SCOPES = ['scrape', 'jobs:read', 'jobs:write', 'data'] as const;
export const ApiKeyScopeSchema = /* @__PURE__ */ z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof ApiKeyScopeSchema>;

export const CreateApiKeyBodySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    /** @default every scope */
    scopes: z
      .array(ApiKeyScopeSchema)
      .min(1, 'give the key at least one scope, or none to give it every scope')
      .optional(),
    name: z
      .string({ error: 'name is required' })
      .trim()
      .min(1, 'Give the key a name, such as the program that will use it')
      .max(MAX_API_KEY_NAME_LENGTH, `name is at most ${MAX_API_KEY_NAME_LENGTH} characters`),
  }),
);
export type CreateApiKeyBody = z.infer<typeof CreateApiKeyBodySchema>;

/** A key as listed: never its secret, which exists only in the creation reply. */
export const ApiKeySchema = /* @__PURE__ */ z.object({
  id: z.string(),
  name: z.string(),
  /** The secret's first characters, as `glnr_AbCd1234`. */
  prefix: z.string(),
  scopes: z.array(ApiKeyScopeSchema),
  createdAt: z.string(),
  /** When a request last used it (recorded at most about once a minute); null if never. */
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const CreateApiKeyReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  key: ApiKeySchema,
  /** The whole key, shown this once: only its hash is stored. */
  secret: z.string(),
});
export type CreateApiKeyReply = z.infer<typeof CreateApiKeyReplySchema>;

export const ApiKeysReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  keys: z.array(ApiKeySchema),
});
export type ApiKeysReply = z.infer<typeof ApiKeysReplySchema>;

export const ApiKeyIdParamsSchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({ id: z.string().max(100) }),
);
