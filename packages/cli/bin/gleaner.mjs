#!/usr/bin/env node
// Runs the built CLI when it is up to date; otherwise runs the TypeScript sources through tsx,
// so `npx gleaner` works straight after `npm install` and never runs a stale build.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const dist = here('../dist/main.js');
const builds = [
  dist,
  here('../../scraper/dist/index.js'),
  here('../../shared/dist/index.js'),
  // `gleaner mcp` with no server runs the server's code in-process.
  here('../../../apps/server/dist/embedded.js'),
];
/**
 * Each project's sources and the build-info file TypeScript writes whenever it builds that
 * project. An output whose content did not change keeps its old time, so outputs cannot tell
 * a stale build from a current one; a project built after its newest source is current.
 */
const projects = [
  here('../'),
  here('../../scraper/'),
  here('../../shared/'),
  here('../../agent/'),
  here('../../../apps/server/'),
].map((folder) => ({ sources: `${folder}src`, built: `${folder}tsconfig.tsbuildinfo` }));

/** Newest modification time of any file under the folder (0 when it is missing). */
function newest(folder) {
  if (!existsSync(folder)) return 0;
  let latest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      latest = Math.max(
        latest,
        statSync(`${entry.parentPath ?? entry.path}/${entry.name}`).mtimeMs,
      );
  }
  return latest;
}

function builtAndCurrent() {
  if (!builds.every((file) => existsSync(file))) return false;
  return projects.every(
    ({ sources, built }) => existsSync(built) && newest(sources) <= statSync(built).mtimeMs,
  );
}

function tsxAvailable() {
  try {
    return import.meta.resolve('tsx');
  } catch {
    return undefined;
  }
}

const tsx = tsxAvailable();
if (!tsx || builtAndCurrent()) {
  await import(new URL('../dist/main.js', import.meta.url).href);
} else {
  const child = spawn(
    process.execPath,
    [
      '--conditions=gleaner-source',
      '--import',
      tsx,
      here('../src/main.ts'),
      ...process.argv.slice(2),
    ],
    {
      stdio: 'inherit',
    },
  );
  // Ctrl+C reaches the child from the terminal itself; forwarding it too would count twice.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => {
    if (signal) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
}
