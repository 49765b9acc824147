import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DOCUMENT_TIME_LIMIT_MS, OCR_LANGUAGES, type OcrLanguage } from '@gleaner/shared';
import type { Worker } from 'tesseract.js';
import { DocumentProcessingError } from './helper-call.js';

/** Tesseract's model for each language OCR reads (OCR_LANGUAGES, by ISO 639-1 code). */
const OCR_MODELS: Record<OcrLanguage, string> = { en: 'eng', de: 'deu', fr: 'fra', es: 'spa' };

export interface OcrText {
  text: string;
  /** Mean word confidence, 0 to 1. */
  confidence: number;
  words: { text: string; confidence: number }[];
  /** The language whose model read it. */
  language: OcrLanguage;
}

const require = createRequire(import.meta.url);

/**
 * A language's model shipped inside `@tesseract.js-data/<model>` (LSTM, integer "best"), read
 * from node_modules: nothing is downloaded at run time.
 */
function modelFolder(language: OcrLanguage): string {
  const name = OCR_MODELS[language];
  return join(
    dirname(require.resolve(`@tesseract.js-data/${name}/package.json`)),
    '4.0.0_best_int',
  );
}

function isOcrLanguage(code: string): code is OcrLanguage {
  return (OCR_LANGUAGES as readonly string[]).includes(code);
}

/**
 * OCR by tesseract.js on one worker thread, started on first use (about a second) and reused;
 * one image at a time, one language's model loaded at a time (another language replaces it).
 * An image that takes longer than the time limit ends the worker, and the next image starts a
 * fresh one.
 */
export class OcrEngine {
  private worker: { language: OcrLanguage; ready: Promise<Worker> } | undefined;
  private turn: Promise<unknown> = Promise.resolve();

  constructor(private readonly timeLimitMs = DOCUMENT_TIME_LIMIT_MS) {}

  private async start(language: OcrLanguage): Promise<Worker> {
    if (this.worker?.language !== language) {
      await this.close();
      this.worker = {
        language,
        ready: import('tesseract.js').then(({ createWorker, OEM }) =>
          createWorker(OCR_MODELS[language], OEM.LSTM_ONLY, {
            langPath: modelFolder(language),
            gzip: true,
            // No cache folder written beside the app; the model is read from node_modules.
            cacheMethod: 'none',
          }),
        ),
      };
    }
    return this.worker.ready;
  }

  /**
   * Text of an image read with the model of `language` (an ISO 639-1 code: the language of
   * the text around it, or the one the person named) when OCR has one, else English.
   */
  read(image: Buffer, language?: string): Promise<OcrText> {
    return this.recognize(image, language && isOcrLanguage(language) ? language : 'en');
  }

  /** Text of an image (PNG, JPEG, BMP, WebP, PBM) by one language's model, each word's confidence. */
  recognize(image: Buffer, language: OcrLanguage = 'en'): Promise<OcrText> {
    const run = this.turn.then(() => this.recognizeNow(image, language));
    this.turn = run.catch(() => undefined);
    return run;
  }

  private async recognizeNow(image: Buffer, language: OcrLanguage): Promise<OcrText> {
    const worker = await this.start(language);
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
      return {
        text: data.text.trim(),
        confidence: Math.round(data.confidence) / 100,
        words,
        language,
      };
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
    if (worker) await (await worker.ready.catch(() => undefined))?.terminate();
  }
}
