import { ENTITY_PLURALS, ENTITY_SINGULARS } from '@gleaner/agent';
import {
  DOCUMENT_HELPER_MODELS,
  type ChatResponse,
  type EntityType,
  countOf,
  nounFor,
} from '@gleaner/shared';
import { runHelper } from '../commands/documents/helper-call.js';
import { findJobEntities } from '../commands/documents/find-job-entities.js';
import { scrapeJobs } from '../db/schema.js';
import { ownedJob } from '../jobs/job-owner.js';
import type { ChatDeps, ChatIdentity } from './chat-session.js';

/** Values written out in the reply; all of them come with it as `entities`. */
const IN_WORDS = 20;

/**
 * "find the e-mail addresses": entity extraction over the captured data of the person's job,
 * logged like the /api/extract helper, and the answer in words with the values listed.
 */
export async function findEntitiesReply(
  deps: Pick<ChatDeps, 'db' | 'log'>,
  identity: ChatIdentity,
  jobId: string,
  type: EntityType,
): Promise<{ message: string; entities?: NonNullable<ChatResponse['entities']> }> {
  const plural = ENTITY_PLURALS[type];
  const [job] = await deps.db
    .select({ id: scrapeJobs.id })
    .from(scrapeJobs)
    .where(ownedJob(jobId, identity.owner));
  if (!job)
    return {
      message: `I could not find that job among yours, so I have no captured data to search for ${plural}. Open one of your jobs and ask again.`,
    };
  let found;
  try {
    found = await runHelper({
      db: deps.db,
      log: deps.log,
      userId: identity.userId,
      model: DOCUMENT_HELPER_MODELS.extract,
      requestType: 'chat-entities',
      input: '',
      run: () => findJobEntities(deps.db, jobId, type),
      output: (result) => result.entities.map((entity) => entity.value).join('\n'),
    });
  } catch (error) {
    deps.log.error({ err: error, jobId }, 'entity search over a job failed');
    return {
      message: `I could not search the captured data for ${plural}: ${error instanceof Error ? error.message : String(error)}. Try again in a moment.`,
    };
  }
  const items = `${found.itemsChecked.toLocaleString('en-US')} captured ${nounFor(found.itemsChecked, 'item')}`;
  if (found.entities.length === 0)
    return { message: `I found no ${plural} in the ${items}.`, entities: [] };
  const lines = found.entities.slice(0, IN_WORDS).map((entity) => {
    const notes = [
      entity.occurrences > 1 ? countOf(entity.occurrences, 'time') : null,
      entity.status === 'possible' ? 'possible' : null,
    ].filter(Boolean);
    return `• ${entity.value}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
  });
  const more = found.distinct > IN_WORDS ? [`…and ${found.distinct - IN_WORDS} more.`] : [];
  return {
    message: [
      `I found ${found.distinct} ${found.distinct === 1 ? ENTITY_SINGULARS[type] : plural} in the ${items}:`,
      ...lines,
      ...more,
      'Say "remove personal data" to mask them in your exports.',
    ].join('\n'),
    entities: found.entities,
  };
}
