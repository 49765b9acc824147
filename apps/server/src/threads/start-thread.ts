import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** The module `name` beside `from` (an `import.meta.url`), with the same extension. */
export function siblingModule(from: string, name: string): URL {
  return new URL(`./${name}${from.endsWith('.ts') ? '.ts' : '.js'}`, from);
}

/**
 * Starts a worker thread on `entry`, named `name` for the operating system (Linux: `top -H`,
 * /proc/<pid>/task/<tid>/comm, at most 15 characters; elsewhere the name is skipped). Compiled,
 * the thread imports the `.js` module itself; from the TypeScript sources (tests, `npm run dev`)
 * it compiles it with tsx, and workspace packages resolve to their sources as in the main thread.
 */
export function startThread(entry: URL, name: string, options: WorkerOptions = {}): Worker {
  const fromSource = entry.pathname.endsWith('.ts');
  const target = JSON.stringify(entry.href);
  // Resolved here: an eval'd thread resolves bare names from the working directory, which is
  // anywhere when an MCP client starts `gleaner mcp` (Vitest lacks import.meta.resolve; its
  // working directory is the repository).
  const tsx =
    typeof import.meta.resolve === 'function' ? import.meta.resolve('tsx/esm/api') : 'tsx/esm/api';
  const load = fromSource
    ? `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${target}); })`
    : `import(${target})`;
  const bootstrap = `import('node:fs').then((fs) => {
    try { fs.writeFileSync('/proc/thread-self/comm', ${JSON.stringify(name.slice(0, 15))}); } catch {}
    return ${load};
  })`;
  return new Worker(bootstrap, {
    ...options,
    eval: true,
    ...(fromSource
      ? { execArgv: [...(options.execArgv ?? process.execArgv), '--conditions=gleaner-source'] }
      : {}),
  });
}

/**
 * Starts a Node process on `entry` with `args`, its standard error piped. From the TypeScript
 * sources it runs through tsx, as `startThread` does.
 */
export function startProcess(entry: URL, args: string[]): ChildProcess {
  const fromSource = entry.pathname.endsWith('.ts');
  const tsx = typeof import.meta.resolve === 'function' ? import.meta.resolve('tsx') : 'tsx';
  const loader = fromSource ? ['--conditions=gleaner-source', '--import', tsx] : [];
  return spawn(process.execPath, [...loader, fileURLToPath(entry), ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}
