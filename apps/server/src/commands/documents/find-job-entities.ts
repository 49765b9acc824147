import { ENTITY_CONFIDENCE_THRESHOLD, type Entity, type EntityType } from '@gleaner/shared';
import type { Db } from '../../db/database.js';
import { entityThread } from './entity-pool.js';
import { readJobTextsInBatches } from './job-text.js';

/** Values listed in an answer; the count says how many there were in all. */
const MAX_LISTED = 50;

export interface FoundEntity {
  type: EntityType;
  /** Normalised (an e-mail lower-cased, a phone in E.164). */
  value: string;
  /** As first written in the data. */
  text: string;
  /** The highest confidence it was found with. */
  confidence: number;
  status: Entity['status'];
  /** How many times it occurs in the captured data. */
  occurrences: number;
}

export interface JobEntities {
  entities: FoundEntity[];
  /** Distinct values in all, when more than are listed. */
  distinct: number;
  itemsChecked: number;
}

/**
 * Entities of one type across a job's captured items (records, texts, the text of its PDFs),
 * read on the entity thread a batch at a time and merged by their normalised value, most
 * frequent first.
 */
export async function findJobEntities(
  db: Db,
  jobId: string,
  type: EntityType,
): Promise<JobEntities> {
  const byValue = new Map<string, FoundEntity>();
  const items = await readJobTextsInBatches(db, jobId, async (batch) => {
    for (const entity of await entityThread.call('extractMany', batch, type)) {
      const seen = byValue.get(entity.value);
      if (seen) {
        seen.occurrences += 1;
        if (entity.confidence > seen.confidence) {
          seen.confidence = entity.confidence;
          seen.status = entity.status;
        }
      } else
        byValue.set(entity.value, {
          type,
          value: entity.value,
          text: entity.text,
          confidence: entity.confidence,
          status: entity.confidence >= ENTITY_CONFIDENCE_THRESHOLD ? 'confident' : 'possible',
          occurrences: 1,
        });
    }
  });
  const all = [...byValue.values()].sort(
    (a, b) => b.occurrences - a.occurrences || a.value.localeCompare(b.value),
  );
  return { entities: all.slice(0, MAX_LISTED), distinct: all.length, itemsChecked: items };
}
