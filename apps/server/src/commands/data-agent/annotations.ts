import { annotationColor, type CellAnnotation, type SaveAnnotationBody } from '@gleaner/shared';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { cellAnnotations } from '../../db/schema.js';
import { BadRequestError } from '../../errors.js';
import { ownerColumns, type JobOwner } from '../../jobs/job-owner.js';

type Row = typeof cellAnnotations.$inferSelect;

const present = (row: Row): CellAnnotation => ({
  cellId: row.cellId,
  type: row.type,
  content: row.content,
  color: row.color,
  timestamp: row.timestamp.toISOString(),
});

/** SQL condition: this owner's annotations of this job. */
function ownedBy(owner: JobOwner, jobId: string): SQL | undefined {
  return and(
    owner.kind === 'user'
      ? eq(cellAnnotations.userId, owner.userId)
      : eq(cellAnnotations.anonymousOwner, owner.key),
    eq(cellAnnotations.jobId, jobId),
  );
}

export async function listAnnotations(
  db: Db,
  owner: JobOwner,
  jobId: string,
): Promise<CellAnnotation[]> {
  const rows = await db
    .select()
    .from(cellAnnotations)
    .where(ownedBy(owner, jobId))
    .orderBy(asc(cellAnnotations.timestamp));
  return rows.map(present);
}

/**
 * Saves one annotation of a cell (one of each type per cell and person). A note or label must
 * hold text once trimmed; a colour that is not six-digit hex is stored as white (spec section 5).
 */
export async function saveAnnotation(
  db: Db,
  owner: JobOwner,
  jobId: string,
  body: SaveAnnotationBody,
): Promise<CellAnnotation> {
  const content = (body.content ?? '').trim();
  if ((body.type === 'note' || body.type === 'label') && !content)
    throw new BadRequestError(`A ${body.type} needs some text`);
  const values = {
    ...ownerColumns(owner),
    jobId,
    cellId: body.cellId,
    type: body.type,
    content,
    color: annotationColor(body.color),
    timestamp: new Date(),
  };
  const [row] = await db
    .insert(cellAnnotations)
    .values(values)
    .onConflictDoUpdate({
      target: [
        owner.kind === 'user' ? cellAnnotations.userId : cellAnnotations.anonymousOwner,
        cellAnnotations.jobId,
        cellAnnotations.cellId,
        cellAnnotations.type,
      ],
      set: { content: values.content, color: values.color, timestamp: values.timestamp },
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return present(row);
}

export async function deleteAnnotation(
  db: Db,
  owner: JobOwner,
  jobId: string,
  cellId: string,
  type: Row['type'],
): Promise<void> {
  await db
    .delete(cellAnnotations)
    .where(
      and(
        ownedBy(owner, jobId),
        eq(cellAnnotations.cellId, cellId),
        eq(cellAnnotations.type, type),
      ),
    );
}
