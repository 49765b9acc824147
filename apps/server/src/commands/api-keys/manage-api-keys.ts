import { randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIX,
  API_KEY_SCOPES,
  API_KEY_SHOWN_LENGTH,
  MAX_API_KEYS,
  type ApiKey,
  type ApiKeyScope,
  type CreateApiKeyReply,
} from '@gleaner/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { apiKeys } from '../../db/schema.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { hashOpaqueToken } from '../../services/opaque-tokens.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function presentApiKey(row: typeof apiKeys.$inferSelect): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes.filter((scope): scope is ApiKeyScope =>
      (API_KEY_SCOPES as readonly string[]).includes(scope),
    ),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * A new key for `userId`. The secret has 256 random bits, so one SHA-256 is enough to store it
 * (no slow hash: nothing to guess), and it is returned this once.
 */
export async function createApiKey(
  db: Db,
  userId: string,
  name: string,
  scopes: readonly ApiKeyScope[] = API_KEY_SCOPES,
): Promise<CreateApiKeyReply> {
  const [held] = await db.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, userId));
  if ((held?.n ?? 0) >= MAX_API_KEYS) {
    throw new ConflictError(
      `You already have ${MAX_API_KEYS} API keys; revoke one you no longer use to create another`,
    );
  }
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiKeys)
    .values({
      userId,
      name,
      prefix: secret.slice(0, API_KEY_SHOWN_LENGTH),
      secretHash: hashOpaqueToken(secret),
      scopes: [...new Set(scopes)],
    })
    .returning();
  if (!row) throw new Error('The new API key was not stored');
  return { success: true, key: presentApiKey(row), secret };
}

/** The person's keys, newest first. */
export async function listApiKeys(db: Db, userId: string): Promise<ApiKey[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map(presentApiKey);
}

/** Deletes the person's key; another person's or an unknown id is the same 404. */
export async function revokeApiKey(db: Db, userId: string, id: string): Promise<void> {
  const gone = UUID.test(id)
    ? await db
        .delete(apiKeys)
        .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
        .returning({ id: apiKeys.id })
    : [];
  if (gone.length === 0) throw new NotFoundError('API key not found');
}
