import { DOCUMENT_TIME_LIMIT_MS } from '@gleaner/shared';
import { FairQueue } from '../../threads/fair-queue.js';
import { OcrEngine, type OcrText } from './ocr-engine.js';
import { checkDeclaredImage } from './image-check.js';

/** Images read at once: one tesseract worker per core of the machine this runs on (2 here). */
export const OCR_WORKERS = 2;
/** A worker idle this long ends: tesseract's WebAssembly memory only grows while it lives. */
const IDLE_MS = 30_000;
/** After an image this large its worker ends, giving back the memory decoding it took. */
const LARGE_IMAGE_PIXELS = 8_000_000;

interface Waiting {
  image: Buffer;
  language: string | undefined;
  resolve: (text: OcrText) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  engine: OcrEngine;
  busy: boolean;
  idle?: NodeJS.Timeout;
}

/** What reads images for a caller: the pool bound to one owner's turn (see `OcrPool.for`). */
export interface OcrReader {
  read(image: Buffer, language?: string): Promise<OcrText>;
}

/**
 * OCR for everyone, on up to OCR_WORKERS tesseract workers started when needed: images wait in
 * one queue taken from each person in turn, so a 10-page scan shares the workers with the next
 * person's one image instead of holding them for all its pages, and a worker's memory goes back
 * when it idles or has read a large image.
 */
export class OcrPool {
  private readonly slots: Slot[] = [];
  private readonly waiting = new FairQueue<Waiting>();

  constructor(
    private readonly timeLimitMs = DOCUMENT_TIME_LIMIT_MS,
    private readonly size = OCR_WORKERS,
  ) {}

  /** Reads in `owner`'s turn. */
  for(owner: string): OcrReader {
    return { read: (image, language) => this.read(image, language, owner) };
  }

  read(image: Buffer, language?: string, owner = ''): Promise<OcrText> {
    return new Promise((resolve, reject) => {
      this.waiting.push(owner, { image, language, resolve, reject });
      this.dispatch();
    });
  }

  /** An idle worker with the language's model loaded, else any idle one, else a new one. */
  private slotFor(language: string | undefined): Slot | undefined {
    const idle = this.slots.filter((slot) => !slot.busy);
    const loaded = idle.find((slot) => slot.engine.language === (language ?? 'en'));
    if (loaded ?? idle[0]) return loaded ?? idle[0];
    if (this.slots.length >= this.size) return undefined;
    const slot: Slot = { engine: new OcrEngine(this.timeLimitMs), busy: false };
    this.slots.push(slot);
    return slot;
  }

  private dispatch(): void {
    while (this.waiting.size > 0) {
      if (this.slots.every((slot) => slot.busy) && this.slots.length >= this.size) return;
      const job = this.waiting.take();
      const chosen = job && this.slotFor(job.language);
      if (!job || !chosen) return;
      chosen.busy = true;
      clearTimeout(chosen.idle);
      void chosen.engine
        .read(job.image, job.language)
        .then(job.resolve, job.reject)
        .finally(() => this.release(chosen, job.image));
    }
  }

  private release(slot: Slot, image: Buffer): void {
    slot.busy = false;
    let large = false;
    try {
      const { width, height } = checkDeclaredImage(image);
      large = width * height > LARGE_IMAGE_PIXELS;
    } catch {
      // Refused before it was read: nothing was decoded.
    }
    if (large) void slot.engine.close();
    slot.idle = setTimeout(() => void slot.engine.close(), IDLE_MS);
    slot.idle.unref();
    this.dispatch();
  }

  async close(): Promise<void> {
    for (const job of this.waiting.drain()) job.reject(new Error('the server is closing'));
    await Promise.all(
      this.slots.splice(0).map((slot) => {
        clearTimeout(slot.idle);
        return slot.engine.close();
      }),
    );
  }
}
