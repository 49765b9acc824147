/**
 * Export benchmark: jobs of 10,000 and 100,000 records are written into an embedded database,
 * which the built app then serves; each is exported as JSON and as CSV through the running app.
 * Prints each file's size, time and rate, and the app's memory before and at its peak during
 * the export: a streamed export's peak does not grow with the number of items.
 * Needs nothing from ../shared/data.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/db/database.js';
import { hashOpaqueToken } from '../src/services/opaque-tokens.js';
import { seedRecordsJob } from '../test/support/seed-results.js';
import { ensureBuilt, rssMiB, startApp, type App } from './bench-app.js';

const anonymousId = 'bench-export-0123456789';
const sizesAt = process.argv.indexOf('--sizes');
/** `--sizes 10000,100000,300000` to try others. */
const sizes = (sizesAt > 0 ? (process.argv[sizesAt + 1] ?? '') : '10000,100000')
  .split(',')
  .map(Number)
  .filter((size) => Number.isInteger(size) && size > 0);

interface ExportRun {
  bytes: number;
  seconds: number;
  before: number;
  peak: number;
}

/** Downloads one export, counting its bytes as they stream in and sampling the app's memory. */
async function download(app: App, jobId: string, format: 'json' | 'csv'): Promise<ExportRun> {
  const before = rssMiB(app.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(app.pid))), 25);
  const started = performance.now();
  try {
    const response = await fetch(`${app.base}/api/jobs/${jobId}/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-gleaner-anonymous-id': anonymousId },
      body: JSON.stringify({ format }),
    });
    if (!response.ok || !response.body) throw new Error(`export failed: ${response.status}`);
    let bytes = 0;
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).length;
    return { bytes, seconds: (performance.now() - started) / 1000, before, peak };
  } finally {
    clearInterval(sampler);
  }
}

ensureBuilt();
const dataDir = mkdtempSync(join(tmpdir(), 'gleaner-bench-export-'));
const database = await openDatabase({ dataDir });
const jobs: [number, string][] = [];
for (const size of sizes) {
  const started = performance.now();
  jobs.push([
    size,
    await seedRecordsJob(database, { anonymousKey: hashOpaqueToken(anonymousId) }, size),
  ]);
  console.log(`seeded ${size} records in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
await database.close();

const app = await startApp({}, dataDir);
try {
  for (const format of ['json', 'csv'] as const) {
    for (const [size, jobId] of jobs) {
      const run = await download(app, jobId, format);
      console.log(
        `${format.padEnd(4)} ${String(size).padStart(7)} items: ${(run.bytes / 2 ** 20).toFixed(1)} MiB in ${run.seconds.toFixed(2)} s (${Math.round(size / run.seconds)} items/s); app RSS ${run.before.toFixed(0)} MiB before, peak ${run.peak.toFixed(0)} MiB (+${(run.peak - run.before).toFixed(0)})`,
      );
    }
  }
} finally {
  await app.stop();
}
