/**
 * OCR quality on the fixture images (apps/server/test/fixtures/documents, made by
 * make-ocr-fixtures.ts): character accuracy (1 - edit distance / length of the true text, spaces
 * collapsed), word precision, recall and F1, the engine's own confidence, and time per image,
 * through the server's OcrEngine (tesseract.js with models from npm; the German and French
 * fixtures read with their language's model, and with the English one for comparison).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { OcrEngine } from '../src/commands/documents/ocr-engine.js';

const folder = fileURLToPath(new URL('../test/fixtures/documents/', import.meta.url));
const verbose = process.argv.includes('-v');

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length] ?? 0;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function wordScores(found: string, truth: string): { p: number; r: number } {
  const left = collapse(truth).split(' ');
  const words = collapse(found).split(' ').filter(Boolean);
  let right = 0;
  for (const word of words) {
    const at = left.indexOf(word);
    if (at >= 0) {
      right += 1;
      left.splice(at, 1);
    }
  }
  return { p: right / Math.max(words.length, 1), r: right / collapse(truth).split(' ').length };
}

const truth = JSON.parse(await readFile(`${folder}ocr-truth.json`, 'utf8')) as Record<
  string,
  string
>;
const engine = new OcrEngine();
/** The fixtures not in English, read with their language's model (as a request naming it). */
const LANGUAGE_OF: Record<string, string> = { brief: 'de', lettre: 'fr' };
const started = performance.now();
let chars = 0;
let errors = 0;
console.log('image      chars  char acc.  word P  word R  word F1  confidence  lang  ms');
try {
  for (const [name, expected] of Object.entries(truth)) {
    const image = await readFile(`${folder}${name}.png`);
    const t0 = performance.now();
    const result = await engine.read(image, LANGUAGE_OF[name]);
    const ms = performance.now() - t0;
    // What the English model alone makes of it, for comparison.
    const english = LANGUAGE_OF[name] ? await engine.read(image) : undefined;
    const distance = editDistance(collapse(result.text), collapse(expected));
    const length = collapse(expected).length;
    chars += length;
    errors += distance;
    const { p, r } = wordScores(result.text, expected);
    const f1 = (2 * p * r) / (p + r || 1);
    console.log(
      `${name.padEnd(10)} ${String(length).padStart(5)}  ${(1 - distance / length).toFixed(3).padStart(9)}  ${p.toFixed(3)}   ${r.toFixed(3)}   ${f1.toFixed(3)}    ${result.confidence.toFixed(2).padStart(8)}    ${result.language}  ${Math.round(ms)}`,
    );
    if (english)
      console.log(
        `  with the English model: ${(1 - editDistance(collapse(english.text), collapse(expected)) / length).toFixed(3)}`,
      );
    if (verbose) console.log(`  read: ${JSON.stringify(result.text)}`);
  }
} finally {
  await engine.close();
}
console.log(
  `all        ${String(chars).padStart(5)}  ${(1 - errors / chars).toFixed(3).padStart(9)}  (first image includes starting the engine; total ${Math.round(performance.now() - started)} ms)`,
);
