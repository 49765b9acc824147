import type { DocumentReading } from '@gleaner/shared';

/**
 * What the pages of one chunk are reading, for the job's watchers: the document page most
 * recently started, published at most once per `intervalMs` (a PDF's pages can follow each other
 * within milliseconds, and each publish is a NOTIFY and a job read per watching process), the
 * latest state always last, and null only once no page of the chunk is reading a document.
 */
export class ReadingReporter {
  readonly #reading = new Map<string, DocumentReading>();
  #sent: DocumentReading | null = null;
  #lastSent = -Infinity;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(
    private readonly publish: (reading: DocumentReading | null) => void,
    private readonly intervalMs = 500,
  ) {}

  /** The reporter of one page (pages of a chunk run at once): its reading, or null when done. */
  forPage(page: string): (reading: DocumentReading | null) => void {
    return (reading) => {
      if (this.#closed) return;
      // Re-inserted, so the page read most recently is the one shown.
      this.#reading.delete(page);
      if (reading) this.#reading.set(page, reading);
      this.#schedule();
    };
  }

  /** The chunk is over: a reading still shown is cleared. */
  close(): void {
    this.#closed = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#sent !== null) this.publish(null);
    this.#sent = null;
  }

  #schedule(): void {
    if (this.#timer) return;
    const wait = this.#lastSent + this.intervalMs - performance.now();
    if (wait <= 0) this.#flush();
    else
      this.#timer = setTimeout(() => {
        this.#timer = undefined;
        this.#flush();
      }, wait);
  }

  #flush(): void {
    const now = [...this.#reading.values()].at(-1) ?? null;
    if (now === this.#sent) return;
    this.#lastSent = performance.now();
    this.#sent = now;
    this.publish(now);
  }
}
