import { annotationColor, type CellAnnotation, type SaveAnnotationBody } from '@gleaner/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { cellAnnotations } from '../../db/schema.js';
import { BadRequestError } from '../../errors.js';

type Row = typeof cellAnnotations.$inferSelect;

const present = (row: Row): CellAnnotation => ({
  cellId: row.cellId,
  type: row.type,
  content: row.content,
  color: row.color,
  timestamp: row.timestamp.toISOString(),
});

export async function listAnnotations(
  db: Db,
  userId: string,
  jobId: string,
): Promise<CellAnnotation[]> {
  const rows = await db
    .select()
    .from(cellAnnotations)
    .where(and(eq(cellAnnotations.userId, userId), eq(cellAnnotations.jobId, jobId)))
    .orderBy(asc(cellAnnotations.timestamp));
  return rows.map(present);
}

/**
 * Saves one annotation of a cell (one of each type per cell and person). A note or label must
 * hold text once trimmed; a colour that is not six-digit hex is stored as white (spec section 5).
 */
export async function saveAnnotation(
  db: Db,
  userId: string,
  jobId: string,
  body: SaveAnnotationBody,
): Promise<CellAnnotation> {
  const content = (body.content ?? '').trim();
  if ((body.type === 'note' || body.type === 'label') && !content)
    throw new BadRequestError(`A ${body.type} needs some text`);
  const values = {
    userId,
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
        cellAnnotations.userId,
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
  userId: string,
  jobId: string,
  cellId: string,
  type: Row['type'],
): Promise<void> {
  await db
    .delete(cellAnnotations)
    .where(
      and(
        eq(cellAnnotations.userId, userId),
        eq(cellAnnotations.jobId, jobId),
        eq(cellAnnotations.cellId, cellId),
        eq(cellAnnotations.type, type),
      ),
    );
}
