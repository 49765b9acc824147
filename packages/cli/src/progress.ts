import { countOf } from '@gleaner/shared';
import type { CrawlPageResult, CrawlProgress } from '@gleaner/scraper';
import type { Io } from './io.js';

/** Crawl progress on stderr: a live bar on a terminal, one plain line per page otherwise. */
export class ProgressReporter {
  readonly #io: Io;
  readonly #tty: boolean;
  #drawn = false;
  #lastDraw = 0;
  #last: CrawlProgress | undefined;

  constructor(io: Io) {
    this.#io = io;
    this.#tty = io.stderr.isTTY === true;
  }

  page(result: CrawlPageResult): void {
    const { progress } = result;
    if (!this.#tty) {
      const outcome = result.error
        ? `failed: ${result.error.message}`
        : result.skipped
          ? `skipped: ${result.skipped.message}`
          : `${result.status ?? ''} ${countOf(result.items.length, 'item')}`;
      this.#io.stderr.write(
        `[${progress.processed}/${progress.maxPages}] ${result.url} ${outcome}\n`,
      );
      return;
    }
    if (result.error) this.#line(`failed ${result.url}: ${result.error.message}`);
    this.#last = progress;
    const now = Date.now();
    if (now - this.#lastDraw < 80 && progress.processed < progress.maxPages) return;
    this.#lastDraw = now;
    this.#draw(progress);
  }

  done(): void {
    // Redraw the final counts: the last page may have come between two throttled draws.
    if (this.#tty && this.#last) this.#draw(this.#last);
    if (this.#tty && this.#drawn) this.#io.stderr.write('\n');
    this.#drawn = false;
  }

  #line(text: string): void {
    if (this.#drawn) this.#io.stderr.write('\r\x1b[2K');
    this.#io.stderr.write(`${text}\n`);
    this.#drawn = false;
  }

  #draw(progress: CrawlProgress): void {
    const total = Math.max(progress.maxPages, 1);
    const width = 24;
    const filled = Math.min(width, Math.round((progress.processed / total) * width));
    const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
    const text = `${bar} ${progress.processed}/${countOf(progress.maxPages, 'page')} · ${countOf(progress.items, 'item')} · ${progress.failed} failed · ${progress.queued} queued`;
    this.#io.stderr.write(`\r\x1b[2K${text.slice(0, (this.#io.stderr.columns ?? 120) - 1)}`);
    this.#drawn = true;
  }
}

export function summary(progress: CrawlProgress, seconds: number, cancelled: boolean): string {
  const failures = countOf(progress.failed, 'failure');
  return `${cancelled ? 'Cancelled after' : 'Crawled'} ${countOf(progress.processed, 'page')}: ${countOf(progress.items, 'item')}, ${failures}, ${progress.skipped} skipped, in ${seconds.toFixed(seconds < 10 ? 2 : 1)} s\n`;
}
