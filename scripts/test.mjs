// `npm test`: every check — lint beside typecheck and build, then unit and API tests (Vitest),
// then the end-to-end suite in Chromium against the built app. Ends with one "N passed, N failed"
// line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const started = Date.now();

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds} s`);
    return false;
  }
  console.log(`✔ ${title} (${seconds} s)`);
  return true;
}

/**
 * Runs checks side by side, each with its output held back and printed whole when it ends, so
 * two reports never interleave. ESLint, Prettier and TypeScript each keep one core busy: on
 * CI's two cores, side by side they take the time of the longest, not of all of them.
 */
async function runSideBySide(steps) {
  const results = await Promise.all(
    steps.map(
      ({ title, command, args }) =>
        new Promise((resolve) => {
          const t0 = Date.now();
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => {
            const seconds = ((Date.now() - t0) / 1000).toFixed(1);
            console.log(`\n▶ ${title}`);
            if (output) process.stdout.write(output);
            if (code === 0) console.log(`✔ ${title} (${seconds} s)`);
            else console.error(`\n✖ ${title} failed after ${seconds} s`);
            resolve(code === 0);
          });
        }),
    ),
  );
  return results.every(Boolean);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

if (!existsSync('node_modules')) {
  if (!run('install dependencies', npm, ['install', '--no-audit', '--no-fund'])) process.exit(1);
}

const vitestReport = join(tmpdir(), `gleaner-vitest-${process.pid}.json`);
const playwrightReport = join(tmpdir(), `gleaner-playwright-${process.pid}.json`);
// The build comes before the tests: spawned servers and CLI runs use it when it is current
// (apps/server/test/support/server-entry.ts, packages/cli/bin/gleaner.mjs), and the end-to-end
// suite serves it.
let ok =
  run('chromium', process.execPath, ['scripts/ensure-chromium.mjs']) &&
  (await runSideBySide([
    // `npm run lint`, in its two halves.
    { title: 'lint: eslint', command: npx, args: ['eslint', '.', '--max-warnings=0'] },
    { title: 'lint: prettier', command: npx, args: ['prettier', '--check', '.'] },
    {
      title: 'typecheck, then build',
      command: 'sh',
      args: ['-c', `${npm} run typecheck && ${npm} run build`],
    },
  ]));

let passed = 0;
let failed = 0;
if (ok) {
  ok = run('unit and API tests', npx, [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]);
  const report = readJson(vitestReport);
  if (report) {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  } else if (!ok) failed += 1;
}
if (ok) {
  ok = run('end-to-end tests in Chromium', npx, ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  const report = readJson(playwrightReport);
  if (report?.stats) {
    passed += report.stats.expected ?? 0;
    failed += (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0);
  } else if (!ok) failed += 1;
}
rmSync(vitestReport, { force: true });
rmSync(playwrightReport, { force: true });
if (!ok && failed === 0) failed = 1;

console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
