import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serverEntry } from './server-entry.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

export interface GleanerProcess {
  child: ChildProcess;
  /** HTTP port (web and all roles). */
  port: number;
  url: string;
  output: string[];
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Runs the real server entry point in its own process (its build when current, else its sources). */
export async function startGleaner(
  role: 'all' | 'web' | 'worker',
  env: Record<string, string>,
): Promise<GleanerProcess> {
  const child = spawn(process.execPath, [...serverEntry(), `--role=${role}`], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const ready = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`gleaner ${role} did not start:\n${output.join('')}`)),
      60_000,
    );
    const onLine = (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      for (const line of text.split('\n')) {
        if (!line.includes('is ready')) continue;
        clearTimeout(timer);
        try {
          resolve((JSON.parse(line) as { port?: number }).port ?? 0);
        } catch {
          resolve(0);
        }
      }
    };
    child.stdout.on('data', onLine);
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`gleaner ${role} exited with ${code}:\n${output.join('')}`));
    });
  });
  const port = await ready;
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    output,
    kill: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
