/**
 * Waiting work taken from each owner in turn: one person's burst of a hundred tasks waits
 * behind itself, while another person's one task goes next.
 */
export class FairQueue<T> {
  /** By owner, owners in the order they are served. */
  private readonly waiting = new Map<string, T[]>();

  get size(): number {
    let count = 0;
    for (const queue of this.waiting.values()) count += queue.length;
    return count;
  }

  push(owner: string, item: T): void {
    const queue = this.waiting.get(owner) ?? [];
    queue.push(item);
    this.waiting.set(owner, queue);
  }

  /** The next item, from the owner served longest ago; that owner goes to the back. */
  take(): T | undefined {
    for (const [owner, queue] of this.waiting) {
      const item = queue.shift();
      this.waiting.delete(owner);
      if (queue.length > 0) this.waiting.set(owner, queue);
      if (item !== undefined) return item;
    }
    return undefined;
  }

  /** Every waiting item, the queue left empty. */
  drain(): T[] {
    const items = [...this.waiting.values()].flat();
    this.waiting.clear();
    return items;
  }
}
