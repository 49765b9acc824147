import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DOCUMENT_TIME_LIMIT_MS, OCR_LANGUAGES, type OcrLanguage, countOf } from '@gleaner/shared';
import type { Worker } from 'tesseract.js';
import { DocumentProcessingError } from './helper-call.js';
import { checkDeclaredImage } from './image-check.js';

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

/** The thread tesseract.js runs on (its `Worker` holds it, untyped, as `worker`). */
function threadOf(worker: Worker): EventEmitter | undefined {
  const thread = (worker as unknown as { worker?: unknown }).worker;
  return thread instanceof EventEmitter ? thread : undefined;
}

/**
 * OCR by tesseract.js on one worker thread, started on first use (about a second) and reused;
 * one image at a time, one language's model loaded at a time (another language replaces it).
 * Every image is untrusted: its declared size is checked before it is decoded, and whatever
 * goes wrong while it is read (a decoder error, the thread dying, the time limit) fails that
 * image with a 422 and ends the worker, so the next image starts a fresh one and the process
 * never exits for a request.
 */
export class OcrEngine {
  private worker: { language: OcrLanguage; ready: Promise<Worker> } | undefined;
  private turn: Promise<unknown> = Promise.resolve();
  /** Fails the image being read when the thread dies under it. */
  private threadDied: ((reason: unknown) => void) | undefined;

  constructor(private readonly timeLimitMs = DOCUMENT_TIME_LIMIT_MS) {}

  /** The language whose model is loaded, if a worker runs. */
  get language(): OcrLanguage | undefined {
    return this.worker?.language;
  }

  private async start(language: OcrLanguage): Promise<Worker> {
    if (this.worker?.language !== language) {
      await this.close();
      this.worker = {
        language,
        ready: import('tesseract.js').then(async ({ createWorker, OEM }) => {
          const worker = await createWorker(OCR_MODELS[language], OEM.LSTM_ONLY, {
            langPath: modelFolder(language),
            gzip: true,
            // No cache folder written beside the app; the model is read from node_modules.
            cacheMethod: 'none',
            // Without a handler tesseract.js rethrows a failed image's error outside any
            // promise, which ends the process; the image's own promise still rejects.
            errorHandler: () => undefined,
          });
          // A thread that dies (an abort inside the WebAssembly decoder) emits 'error'; with no
          // listener that too would end the process. The image being read fails instead.
          const thread = threadOf(worker);
          const onDeath = (reason: unknown) => {
            // A thread ended by close() is no longer this.worker: nothing of ours was reading.
            if (this.worker?.ready !== ready) return;
            this.worker = undefined;
            this.threadDied?.(reason);
          };
          thread?.on('error', onDeath);
          thread?.on('exit', onDeath);
          return worker;
        }),
      };
      const ready = this.worker.ready;
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
    checkDeclaredImage(image);
    const worker = await this.start(language);
    let timer: NodeJS.Timeout | undefined;
    const stopped = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(
          new DocumentProcessingError(
            `reading the image took longer than ${countOf(this.timeLimitMs / 1000, 'second')}; send a smaller or clearer image`,
            422,
          ),
        );
      }, this.timeLimitMs);
      this.threadDied = (reason) =>
        reject(
          new DocumentProcessingError(
            'the image could not be decoded (the OCR reader stopped)',
            422,
            {
              cause: reason,
            },
          ),
        );
    });
    try {
      const { data } = await Promise.race([
        worker.recognize(image, {}, { text: true, blocks: true }),
        stopped,
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
      // A worker stopped midway, or whose decoder failed, is in no state to take the next image.
      await this.close();
      if (error instanceof DocumentProcessingError) throw error;
      // tesseract.js rejects with a bare string ("Error attempting to read image.").
      const reason = error instanceof Error ? error.message : String(error);
      throw new DocumentProcessingError(
        `the image could not be read (${reason.replace(/^(Error: )+/, '').replace(/\.$/, '')})`,
        422,
        { cause: error },
      );
    } finally {
      clearTimeout(timer);
      this.threadDied = undefined;
    }
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await (await worker.ready.catch(() => undefined))?.terminate();
  }
}
