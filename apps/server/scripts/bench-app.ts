/** What the measurement scripts share: the built app in its own process, and /proc readings. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Resolves with the first capture of `pattern` in the child's output lines. */
export function firstLine(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((done, fail) => {
    if (!child.stdout) return fail(new Error('no stdout'));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = pattern.exec(line);
      if (match?.[1]) done(match[1]);
    });
    child.once('exit', (code) => fail(new Error(`process exited with ${code}`)));
  });
}

/** CPU seconds (user + system) the process has used so far. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds the threads of the process have used so far, summed by name: `main`, the app's
 * named worker threads (`gleaner-db`, `gleaner-pages`) and `node` for the rest (V8's garbage
 * collection and compiler helpers, libuv's pool).
 */
export function threadCpuSeconds(pid: number): Map<string, number> {
  const byName = new Map<string, number>();
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8');
    } catch {
      continue; // the thread ended between the listing and the read
    }
    const name =
      task === String(pid) ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    const seconds = (Number(fields[11]) + Number(fields[12])) / 100;
    byName.set(name, (byName.get(name) ?? 0) + seconds);
  }
  return byName;
}

export function rssMiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

/** Builds the compiled app when it is missing or `--build` is given. */
export function ensureBuilt(): void {
  if (!existsSync(join(root, 'apps/server/dist/server.js')) || process.argv.includes('--build'))
    spawnSync('npx', ['tsc', '-b'], { cwd: root, stdio: 'inherit' });
}

/**
 * The environment and Node flags `npm start` gives the app (package.json's start script:
 * `VAR=value … node --flag … apps/server/dist/server.js`), so measurements run it as a
 * self-hoster does.
 */
export function startCommand(): { env: Record<string, string>; flags: string[] } {
  const scripts = (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const match = /((?:\b[A-Z_]+=\S+ )*)node ((?:--\S+ )*)apps\/server\/dist\/server\.js/.exec(
    scripts.start ?? '',
  );
  const words = (text: string | undefined) => text?.split(' ').filter(Boolean) ?? [];
  const env = Object.fromEntries(
    words(match?.[1]).map((pair) => [
      pair.slice(0, pair.indexOf('=')),
      pair.slice(pair.indexOf('=') + 1),
    ]),
  );
  return { env, flags: words(match?.[2]) };
}

export interface App {
  pid: number;
  base: string;
  port: string;
  stop(): Promise<void>;
}

/**
 * The app as `npm start` runs it (one process, PGlite), on `dataDir` or a fresh folder, which
 * is removed once the app has stopped, with the start script's Node flags. `--profile DIR`
 * writes a CPU profile of it there; BENCH_APP_FLAGS adds Node or V8 flags to its command line
 * (after the start script's: a later V8 flag wins).
 */
export interface StartOptions {
  /** More Node flags for the app's command line. */
  nodeFlags?: string[];
  /** Called with each piece of the app's standard error (which is also passed through). */
  onStderr?: (text: string) => void;
}

export async function startApp(
  env: Record<string, string> = {},
  dataDir = mkdtempSync(join(tmpdir(), 'gleaner-bench-')),
  { nodeFlags = [], onStderr }: StartOptions = {},
): Promise<App> {
  const profileAt = process.argv.indexOf('--profile');
  const profile =
    profileAt > 0 ? ['--cpu-prof', `--cpu-prof-dir=${process.argv[profileAt + 1] ?? '.'}`] : [];
  const flags = process.env.BENCH_APP_FLAGS?.split(' ').filter(Boolean) ?? [];
  const start = startCommand();
  const args = [...start.flags, ...flags, ...nodeFlags, ...profile, 'apps/server/dist/server.js'];
  const app = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      ...start.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', onStderr ? 'pipe' : 'inherit'],
  });
  app.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    onStderr?.(chunk.toString());
  });
  // Its data folder goes only once it has stopped: removed under a stopping PGlite, the
  // shutdown checkpoint fails (this was the "Aborted()" seen on stop after bench runs).
  const stop = async () => {
    const exited = new Promise((resolve) => app.once('exit', resolve));
    if (app.exitCode === null) app.kill();
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const port = await firstLine(app, /"port":(\d+)/);
    return { pid: app.pid ?? 0, port, base: `http://127.0.0.1:${port}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
