/**
 * Memory benchmark: the built app as `npm start` runs it (one process, PGlite, a fresh data
 * folder unless `--data-dir DIR`), its RSS ten seconds after `GET /api/health` first answers
 * (target at most 150 MiB), then where that memory goes: resident memory by kind of mapping
 * (the WebAssembly memory PGlite runs in, compiled code, heaps), each thread's heap and the
 * source it has loaded, by package. `--job` then crawls the saved shop (1,159 pages) as a job,
 * prints the peak (target at most 300 MiB) and the same breakdown ten seconds after it.
 *
 * The breakdown is read through the inspector, opened only after the idle reading (SIGUSR1).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureBuilt, rssMiB, startApp, type App } from './bench-app.js';
import { JOB_ENV, describeJob, runJob, withShop } from './shop-job.js';
import { inspectorAddress, readThreads, residentByKind } from './thread-memory.js';

const IDLE_TARGET_MIB = 150;
const PEAK_TARGET_MIB = 300;
const MiB = 2 ** 20;

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}

async function waitForHealth(app: App): Promise<void> {
  for (;;) {
    const ok = await fetch(`${app.base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
}

const mib = (bytes: number) => (bytes / MiB).toFixed(1).padStart(7);

let stderr = '';
/** Opens the app's inspector once and returns its address. */
async function inspector(app: App): Promise<string> {
  let address = inspectorAddress(stderr);
  if (address) return address;
  process.kill(app.pid, 'SIGUSR1');
  for (let waited = 0; !address && waited < 100; waited += 1) {
    await sleep(50);
    address = inspectorAddress(stderr);
  }
  if (!address) throw new Error('the app did not open its inspector');
  return address;
}

async function breakdown(app: App, label: string): Promise<void> {
  const rss = rssMiB(app.pid);
  console.log(`\n${label}: RSS ${rss.toFixed(0)} MiB`);
  console.log('resident memory by kind:');
  for (const [kind, size] of [...residentByKind(app.pid)].sort((a, b) => b[1] - a[1]))
    console.log(`  ${size.toFixed(1).padStart(7)} MiB  ${kind}`);
  const threads = await readThreads(await inspector(app));
  console.log('by thread (MiB):  heap used  heap total   external (buffers)   modules   source');
  for (const thread of threads) {
    const source = [...thread.sourceByPackage.values()].reduce((sum, size) => sum + size, 0);
    console.log(
      `  ${thread.name.padEnd(14)} ${mib(thread.heapUsed)}    ${mib(thread.heapTotal)}    ${mib(thread.external)} (${mib(thread.arrayBuffers).trim()})   ${String(thread.modules).padStart(7)}  ${mib(source)}`,
    );
  }
  for (const thread of threads) {
    const top = [...thread.sourceByPackage].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.log(`source loaded by ${thread.name}, largest packages (MiB of source):`);
    console.log(top.map(([name, size]) => `  ${mib(size)}  ${name}`).join('\n'));
  }
}

ensureBuilt();
const dataDir = option('--data-dir');
const started = performance.now();
const app = await startApp(JOB_ENV, dataDir, {
  // The inspector stays closed until SIGUSR1, on a port of the system's choosing.
  nodeFlags: ['--inspect-port=0'],
  onStderr: (text) => (stderr += text),
});
try {
  await waitForHealth(app);
  const healthAt = (performance.now() - started) / 1000;
  await sleep(10_000);
  const idle = rssMiB(app.pid);
  console.log(
    `idle app (${dataDir ? dataDir : 'a fresh data folder'}), health answered ${healthAt.toFixed(1)} s after start; RSS 10 s later: ${idle.toFixed(0)} MiB (target at most ${IDLE_TARGET_MIB} MiB)`,
  );
  await breakdown(app, 'idle');
  if (process.argv.includes('--job'))
    await withShop(async (origin) => {
      const run = await runJob(app, origin);
      const peak = Math.max(...run.rss);
      console.log(`\njob: ${describeJob(run)}`);
      console.log(
        `app RSS through the job: start ${run.rss[0]?.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB (target at most ${PEAK_TARGET_MIB} MiB), end ${run.rss.at(-1)?.toFixed(0)} MiB`,
      );
      await sleep(10_000);
      await breakdown(app, '10 s after the job');
    });
} finally {
  await app.stop();
}
