import { MAX_SHARE_LINKS_PER_JOB, type ShareLink } from '@gleaner/shared';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Db } from '../../db/database.js';
import { scrapeJobs, shareLinks } from '../../db/schema.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { hashOpaqueToken, newOpaqueToken } from '../../services/opaque-tokens.js';
import { loadOwnedJob } from '../jobs/control-job.js';

type ShareLinkRow = typeof shareLinks.$inferSelect;
type JobRow = typeof scrapeJobs.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function presentShareLink(row: ShareLinkRow): ShareLink {
  return {
    id: row.id,
    jobId: row.jobId,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/**
 * A new link to one of `userId`'s jobs. The token (256 random bits) is returned this once; only
 * its SHA-256 is stored, so the table alone opens nothing.
 */
export async function createShareLink(
  database: Database,
  userId: string,
  jobId: string,
): Promise<{ link: ShareLinkRow; token: string }> {
  const job = await loadOwnedJob({ database }, { kind: 'user', userId }, jobId);
  const { db } = database;
  const [live] = await db
    .select({ n: count() })
    .from(shareLinks)
    .where(and(eq(shareLinks.jobId, job.id), isNull(shareLinks.revokedAt)));
  if ((live?.n ?? 0) >= MAX_SHARE_LINKS_PER_JOB)
    throw new ConflictError(
      `This job already has ${MAX_SHARE_LINKS_PER_JOB} working share links; revoke one first`,
    );
  const token = newOpaqueToken();
  const [link] = await db
    .insert(shareLinks)
    .values({ userId, jobId: job.id, tokenHash: hashOpaqueToken(token) })
    .returning();
  if (!link) throw new Error('insert returned no row');
  return { link, token };
}

/** A job's links, newest first, revoked ones included (they say when). */
export async function listShareLinks(
  database: Database,
  userId: string,
  jobId: string,
): Promise<ShareLinkRow[]> {
  const job = await loadOwnedJob({ database }, { kind: 'user', userId }, jobId);
  const { db } = database;
  return db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.jobId, job.id), eq(shareLinks.userId, userId)))
    .orderBy(desc(shareLinks.createdAt));
}

/** Stops a link working at once; revoking a revoked link keeps its first revocation time. */
export async function revokeShareLink(
  database: Database,
  userId: string,
  jobId: string,
  linkId: string,
): Promise<ShareLinkRow> {
  const job = await loadOwnedJob({ database }, { kind: 'user', userId }, jobId);
  const { db } = database;
  if (!UUID.test(linkId)) throw new NotFoundError('Share link not found');
  const mine = and(
    eq(shareLinks.id, linkId),
    eq(shareLinks.jobId, job.id),
    eq(shareLinks.userId, userId),
  );
  const [revoked] = await db
    .update(shareLinks)
    .set({ revokedAt: new Date() })
    .where(and(mine, isNull(shareLinks.revokedAt)))
    .returning();
  if (revoked) return revoked;
  const [already] = await db.select().from(shareLinks).where(mine);
  if (!already) throw new NotFoundError('Share link not found');
  return already;
}

/**
 * The job a working token opens. A revoked, unknown or malformed token is the same 404, so a
 * guesser learns nothing; the owner must still own the job (a link outlives no transfer).
 */
export async function loadSharedJob(db: Db, token: string): Promise<JobRow> {
  const [row] = await db
    .select({ job: scrapeJobs })
    .from(shareLinks)
    .innerJoin(
      scrapeJobs,
      and(eq(scrapeJobs.id, shareLinks.jobId), eq(scrapeJobs.userId, shareLinks.userId)),
    )
    .where(and(eq(shareLinks.tokenHash, hashOpaqueToken(token)), isNull(shareLinks.revokedAt)));
  if (!row) throw new NotFoundError('This share link does not exist or was revoked');
  return row.job;
}
