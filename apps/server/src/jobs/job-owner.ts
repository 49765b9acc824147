import { ANONYMOUS_ID_HEADER, ANONYMOUS_ID_PATTERN } from '@gleaner/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scrapeJobs } from '../db/schema.js';
import { BadRequestError } from '../errors.js';
import { hashOpaqueToken } from '../services/opaque-tokens.js';

/** Whose jobs a request may see: a signed-in person's, or one anonymous browser's. */
export type JobOwner = { kind: 'user'; userId: string } | { kind: 'anonymous'; key: string };

/** The stored key (a hash) of a well-formed anonymous id; null for a missing or malformed one. */
export function anonymousKey(id: string | undefined): string | null {
  return id && ANONYMOUS_ID_PATTERN.test(id) ? hashOpaqueToken(id) : null;
}

/** The owner from a raw anonymous id (header or WebSocket query); stored only as a hash. */
export function anonymousOwner(id: string | undefined): JobOwner | null {
  if (!id) return null;
  const key = anonymousKey(id);
  if (!key) {
    throw new BadRequestError(`${ANONYMOUS_ID_HEADER} must be 16 to 128 letters, digits, - or _`);
  }
  return { kind: 'anonymous', key };
}

/** The raw anonymous id a request sends in its header, unchecked. */
export function anonymousIdOf(request: FastifyRequest): string | undefined {
  const header = request.headers[ANONYMOUS_ID_HEADER];
  return Array.isArray(header) ? header[0] : header;
}

export async function ownerOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<JobOwner | null> {
  const auth = await app.optionalAuth(request);
  if (auth) return { kind: 'user', userId: auth.userId };
  return anonymousOwner(anonymousIdOf(request));
}

/** SQL condition: the job with this id, owned by this owner. */
export function ownedJob(jobId: string, owner: JobOwner): SQL | undefined {
  return and(eq(scrapeJobs.id, jobId), ownerCondition(owner));
}

export function ownerCondition(owner: JobOwner): SQL {
  return owner.kind === 'user'
    ? eq(scrapeJobs.userId, owner.userId)
    : eq(scrapeJobs.anonymousOwner, owner.key);
}

export function ownerColumns(owner: JobOwner | null): {
  userId: string | null;
  anonymousOwner: string | null;
} {
  if (!owner) return { userId: null, anonymousOwner: null };
  return owner.kind === 'user'
    ? { userId: owner.userId, anonymousOwner: null }
    : { userId: null, anonymousOwner: owner.key };
}

export function sameOwner(
  row: { userId: string | null; anonymousOwner: string | null },
  owner: JobOwner,
): boolean {
  return owner.kind === 'user' ? row.userId === owner.userId : row.anonymousOwner === owner.key;
}
