import type { BrowserSession } from '@gleaner/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { scrapeJobs } from '../../db/schema.js';
import type { BrowserSessionBoard } from '../../jobs/browser-session-board.js';
import type { BrowserSessionRecord } from '../../services/browser-session-log.js';
import type { SystemViewer } from './viewer.js';

export interface VisibleSessions {
  sessions: BrowserSession[];
  others: { active: number; recent: number };
}

/**
 * The pages of the viewer's own jobs (every page for an operator), in whichever process they
 * are open; the rest only counted.
 */
export async function visibleSessions(
  db: Db,
  board: BrowserSessionBoard,
  viewer: SystemViewer,
): Promise<VisibleSessions> {
  const records = await board.list();
  const mine = await ownJobIds(db, viewer, records);
  const sessions: BrowserSession[] = [];
  const others = { active: 0, recent: 0 };
  const now = Date.now();
  for (const record of records) {
    if (mine.has(record.jobId)) sessions.push(presentSession(record, now));
    else others[record.status === 'active' ? 'active' : 'recent'] += 1;
  }
  return { sessions, others };
}

/** Whether the viewer may watch this session (its job is theirs, or they are an operator). */
export async function maySee(
  db: Db,
  viewer: SystemViewer,
  record: BrowserSessionRecord,
): Promise<boolean> {
  return (await ownJobIds(db, viewer, [record])).has(record.jobId);
}

async function ownJobIds(
  db: Db,
  viewer: SystemViewer,
  records: readonly BrowserSessionRecord[],
): Promise<Set<string>> {
  const jobIds = [...new Set(records.map((record) => record.jobId))];
  if (viewer.scope === 'all') return new Set(jobIds);
  if (jobIds.length === 0) return new Set();
  const rows = await db
    .select({ id: scrapeJobs.id, userId: scrapeJobs.userId })
    .from(scrapeJobs)
    .where(inArray(scrapeJobs.id, jobIds));
  return new Set(rows.filter((row) => row.userId === viewer.userId).map((row) => row.id));
}

function presentSession(record: BrowserSessionRecord, now: number): BrowserSession {
  return {
    id: record.id,
    sessionId: record.jobId,
    jobId: record.jobId,
    url: record.url,
    status: record.status,
    duration: Math.max(0, (record.endedAt ?? now) - record.startedAt),
    elementsFound: record.elementsFound,
    lastActivity: new Date(record.lastActivity).toISOString(),
  };
}
