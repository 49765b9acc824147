import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { chatConversations } from '../../db/schema.js';
import { ownerColumns, type JobOwner } from '../../jobs/job-owner.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The id of the conversation a chat message belongs to. The client's `conversation_id` is only
 * a request to continue: it is honoured when that conversation exists and belongs to the
 * sender. Anything else (unknown, made up, someone else's) starts a new conversation under an id
 * issued here, so knowing another person's id neither continues their conversation nor reveals
 * its plan, and never tells whether the id exists.
 */
export async function openConversation(
  db: Db,
  owner: JobOwner,
  requestedId: string | null | undefined,
): Promise<string> {
  if (requestedId && UUID.test(requestedId)) {
    const [own] = await db
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(and(eq(chatConversations.id, requestedId), conversationOwnedBy(owner)))
      .limit(1);
    if (own) return own.id;
  }
  const [created] = await db
    .insert(chatConversations)
    .values(ownerColumns(owner))
    .returning({ id: chatConversations.id });
  if (!created) throw new Error('insert returned no conversation');
  return created.id;
}

function conversationOwnedBy(owner: JobOwner): SQL {
  return owner.kind === 'user'
    ? eq(chatConversations.userId, owner.userId)
    : eq(chatConversations.anonymousOwner, owner.key);
}
