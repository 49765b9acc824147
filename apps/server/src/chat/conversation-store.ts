import type { Conversation } from '@gleaner/agent';

const MAX_CONVERSATIONS = 1000;
const IDLE_MS = 2 * 3600 * 1000;

/**
 * Live conversations of this process (they hold the fetched page, so they stay server-side).
 * The least recently used go first; a conversation idle for two hours is forgotten, and the
 * agent starts over when it is mentioned again.
 */
export class ConversationStore {
  readonly #entries = new Map<string, { conversation: Conversation; touched: number }>();

  get(id: string): Conversation | undefined {
    const entry = this.#entries.get(id);
    if (!entry) return undefined;
    if (Date.now() - entry.touched > IDLE_MS) {
      this.#entries.delete(id);
      return undefined;
    }
    this.#entries.delete(id);
    this.#entries.set(id, { ...entry, touched: Date.now() });
    return entry.conversation;
  }

  set(conversation: Conversation): void {
    this.#entries.delete(conversation.id);
    this.#entries.set(conversation.id, { conversation, touched: Date.now() });
    while (this.#entries.size > MAX_CONVERSATIONS) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  delete(id: string): void {
    this.#entries.delete(id);
  }
}
