import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DOCUMENT_TIME_LIMIT_MS } from '@gleaner/shared';
import type { Worker } from 'tesseract.js';
import { DocumentProcessingError } from './helper-call.js';

export interface OcrText {
  text: string;
  /** Mean word confidence, 0 to 1. */
  confidence: number;
  words: { text: string; confidence: number }[];
}

const require = createRequire(import.meta.url);

/**
 * The English model shipped inside `@tesseract.js-data/eng` (LSTM, integer "best"), read from
 * node_modules: nothing is downloaded at run time.
 */
function modelFolder(): string {
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/**
 * OCR by tesseract.js on one worker thread, started on first use (about a second) and reused;
 * one image at a time. An image that takes longer than the time limit ends the worker, and
 * the next image starts a fresh one.
 */
export class OcrEngine {
  private worker: Promise<Worker> | undefined;
  private turn: Promise<unknown> = Promise.resolve();

  constructor(private readonly timeLimitMs = DOCUMENT_TIME_LIMIT_MS) {}

  private start(): Promise<Worker> {
    this.worker ??= import('tesseract.js').then(({ createWorker, OEM }) =>
      createWorker('eng', OEM.LSTM_ONLY, {
        langPath: modelFolder(),
        gzip: true,
        // No cache folder written beside the app; the model is read from node_modules each start.
        cacheMethod: 'none',
      }),
    );
    return this.worker;
  }

  /** Text of an image (PNG, JPEG, BMP, WebP, PBM), with each word's confidence. */
  recognize(image: Buffer): Promise<OcrText> {
    const run = this.turn.then(() => this.recognizeNow(image));
    this.turn = run.catch(() => undefined);
    return run;
  }

  private async recognizeNow(image: Buffer): Promise<OcrText> {
    const worker = await this.start();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(
          new DocumentProcessingError(
            `reading the image took longer than ${this.timeLimitMs / 1000} seconds; send a smaller or clearer image`,
            422,
          ),
        );
      }, this.timeLimitMs);
    });
    try {
      const { data } = await Promise.race([
        worker.recognize(image, {}, { text: true, blocks: true }),
        timeout,
      ]);
      const words = (data.blocks ?? []).flatMap((block) =>
        block.paragraphs.flatMap((paragraph) =>
          paragraph.lines.flatMap((line) =>
            line.words.map((word) => ({
              text: word.text,
              confidence: Math.round(word.confidence) / 100,
            })),
          ),
        ),
      );
      return { text: data.text.trim(), confidence: Math.round(data.confidence) / 100, words };
    } catch (error) {
      // A worker stopped midway is in no state to take the next image.
      if (error instanceof DocumentProcessingError) await this.close();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await (await worker.catch(() => undefined))?.terminate();
  }
}
