#!/usr/bin/env node
// Runs the built CLI when it is up to date; otherwise runs the TypeScript sources through tsx,
// so `npx gleaner` works straight after `npm install` and never runs a stale build.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isBuildCurrent } from '../../../apps/server/scripts/build-current.mjs';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const dist = here('../dist/main.js');
const builds = [
  dist,
  here('../../scraper/dist/index.js'),
  here('../../shared/dist/index.js'),
  // `gleaner mcp` with no server runs the server's code in-process.
  here('../../../apps/server/dist/embedded.js'),
];
// A project built after its newest source is current (see build-current.mjs).
const projects = [
  here('../'),
  here('../../scraper/'),
  here('../../shared/'),
  here('../../agent/'),
  here('../../../apps/server/'),
];

function tsxAvailable() {
  try {
    return import.meta.resolve('tsx');
  } catch {
    return undefined;
  }
}

const tsx = tsxAvailable();
if (!tsx || isBuildCurrent(projects, builds)) {
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
