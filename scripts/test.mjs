// `npm test`: every check in order — lint, typecheck, unit and API tests (Vitest), then the
// end-to-end suite in Chromium against the built app. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
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
let ok =
  run('chromium', process.execPath, ['scripts/ensure-chromium.mjs']) &&
  run('lint', npm, ['run', 'lint']) &&
  run('typecheck', npm, ['run', 'typecheck']);

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
if (ok) ok = run('build', npm, ['run', 'build']);
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
