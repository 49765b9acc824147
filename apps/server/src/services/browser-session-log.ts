import { randomUUID } from 'node:crypto';
import type { LiveBrowserPage } from '@gleaner/scraper';

export type BrowserSessionStatus = 'active' | 'completed' | 'failed';

/** One Chromium page a job opened in this process (spec: browser session). */
export interface BrowserSessionRecord {
  id: string;
  /** The job's browser context: every page of one job shares it. */
  jobId: string;
  url: string;
  status: BrowserSessionStatus;
  startedAt: number;
  endedAt: number | null;
  /** Items read from the page; null until it has been read. */
  elementsFound: number | null;
  lastActivity: number;
}

/** Ended pages kept for the "recent" list. */
export const RECENT_KEPT = 50;

export type BrowserSessionChange = 'opened' | 'found' | 'closed';

export interface BrowserSessionLogOptions {
  /** Told of every change, with a copy of the record as it now stands (to share it). */
  onChange?: (record: BrowserSessionRecord, change: BrowserSessionChange) => void;
}

/**
 * The browser pages of this process's jobs: the open ones (with a handle to look at them) and
 * the last few that closed. A page exists only in the process that opened it; `onChange` lets
 * the job runtime share the records with other processes (BrowserSessionBoard).
 */
export class BrowserSessionLog {
  readonly #active = new Map<string, { record: BrowserSessionRecord; page: LiveBrowserPage }>();
  readonly #recent: BrowserSessionRecord[] = [];
  /** The last picture a watcher got of each page, kept while the page is listed (open or recent). */
  readonly #lastImages = new Map<string, Uint8Array>();

  constructor(private readonly options: BrowserSessionLogOptions = {}) {}

  /** A page opened for `jobId`; returns the id and a function to call when it closes. */
  opened(
    jobId: string,
    requestedUrl: string,
    page: LiveBrowserPage,
  ): { id: string; closed: (outcome: 'completed' | 'failed') => void } {
    const now = Date.now();
    const record: BrowserSessionRecord = {
      id: randomUUID(),
      jobId,
      url: requestedUrl,
      status: 'active',
      startedAt: now,
      endedAt: null,
      elementsFound: null,
      lastActivity: now,
    };
    this.#active.set(record.id, { record, page });
    this.options.onChange?.({ ...record }, 'opened');
    const closed = (outcome: 'completed' | 'failed') => {
      if (!this.#active.delete(record.id)) return;
      record.url = safeUrl(page, record.url);
      record.status = outcome;
      record.endedAt = record.lastActivity = Date.now();
      this.#recent.unshift(record);
      for (const dropped of this.#recent.splice(RECENT_KEPT)) this.#lastImages.delete(dropped.id);
      this.options.onChange?.({ ...record }, 'closed');
    };
    return { id: record.id, closed };
  }

  /** The page was read: `count` items came from it. */
  found(id: string, count: number): void {
    const record =
      this.#active.get(id)?.record ?? this.#recent.find((candidate) => candidate.id === id);
    if (!record) return;
    record.elementsFound = count;
    record.lastActivity = Date.now();
    this.options.onChange?.({ ...record }, 'found');
  }

  /** Whether this process holds the page open now. */
  isOpen(id: string): boolean {
    return this.#active.has(id);
  }

  /** The open pages, with their current address. */
  open(): BrowserSessionRecord[] {
    return [...this.#active.values()].map(({ record, page }) => ({
      ...record,
      url: safeUrl(page, record.url),
    }));
  }

  /** Open pages first (with their current address), then recently closed ones. */
  list(): BrowserSessionRecord[] {
    return [...this.open(), ...this.#recent.map((record) => ({ ...record }))];
  }

  get(id: string): BrowserSessionRecord | undefined {
    return this.list().find((record) => record.id === id);
  }

  /** A JPEG of an open page now; undefined when the page is not open (any more). */
  async screenshot(id: string): Promise<Uint8Array | undefined> {
    const entry = this.#active.get(id);
    if (!entry) return undefined;
    let image: Uint8Array;
    try {
      image = await entry.page.screenshot();
    } catch (error) {
      // The page finished while its picture was being taken: that is an end, not a failure.
      if (!this.#active.has(id) || /(page|context|browser).*closed/i.test(String(error)))
        return undefined;
      throw error;
    }
    entry.record.lastActivity = Date.now();
    this.#lastImages.set(id, image);
    return image;
  }

  /** The last picture taken of a page (open or recently closed) for a watcher; undefined if none. */
  lastScreenshot(id: string): Uint8Array | undefined {
    return this.#lastImages.get(id);
  }
}

/** A closed page throws on some calls; its last known address stands. */
function safeUrl(page: LiveBrowserPage, fallback: string): string {
  try {
    const url = page.url();
    return url && url !== 'about:blank' ? url : fallback;
  } catch {
    return fallback;
  }
}
