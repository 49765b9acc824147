import { Worker, type WorkerOptions } from 'node:worker_threads';

/** The module `name` beside `from` (an `import.meta.url`), with the same extension. */
export function siblingModule(from: string, name: string): URL {
  return new URL(`./${name}${from.endsWith('.ts') ? '.ts' : '.js'}`, from);
}

/**
 * Starts a worker thread on `entry`. Compiled, that is the `.js` module itself; from the
 * TypeScript sources (tests, `npm run dev`) the thread compiles it with tsx, and workspace
 * packages resolve to their sources as they do in the main thread.
 */
export function startThread(entry: URL, options: WorkerOptions = {}): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, options);
  const target = JSON.stringify(entry.href);
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${target}); })`;
  return new Worker(bootstrap, {
    ...options,
    eval: true,
    execArgv: [...(options.execArgv ?? process.execArgv), '--conditions=gleaner-source'],
  });
}
