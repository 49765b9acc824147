import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { chatConversations, conversations } from '../../db/schema.js';
import { anonymousKey } from '../../jobs/job-owner.js';

/**
 * Moves one anonymous browser's chat conversations to the person who has just signed in or up
 * from it, as its jobs move (adoptAnonymousJobs): once signed in the browser chats under its
 * token, and the conversation it was having, plan included, carries on in the account. Their
 * exchanges join the account's history too. Only the anonymous id the request itself sends
 * counts; a missing or malformed one adopts nothing.
 *
 * @returns how many conversations were adopted
 */
export async function adoptAnonymousConversations(
  db: Db,
  userId: string,
  anonymousId: string | undefined,
): Promise<number> {
  const key = anonymousKey(anonymousId);
  if (!key) return 0;
  // The exchanges first, while their conversations still name the anonymous owner.
  await db
    .update(conversations)
    .set({ userId })
    .where(
      and(
        isNull(conversations.userId),
        inArray(
          conversations.conversationId,
          db
            .select({ id: sql<string>`${chatConversations.id}::text` })
            .from(chatConversations)
            .where(eq(chatConversations.anonymousOwner, key)),
        ),
      ),
    );
  const adopted = await db
    .update(chatConversations)
    .set({ userId, anonymousOwner: null })
    .where(eq(chatConversations.anonymousOwner, key))
    .returning({ id: chatConversations.id });
  return adopted.length;
}
