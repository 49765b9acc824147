/**
 * Where a running Node process's memory goes, read from outside through the inspector: each
 * thread's heap (`process.memoryUsage()` in its isolate) and the modules it has loaded, grouped
 * by package. The inspector is opened only when asked (SIGUSR1, on the port `--inspect-port=0`
 * chose), so the process runs as usual until then; open it after the readings it would disturb.
 */
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';

/** One thread's isolate: its heap and what it has loaded. */
export interface ThreadMemory {
  /** `main`, or the name the thread gave the operating system (`gleaner-db`, `gleaner-pages`). */
  name: string;
  heapUsed: number;
  heapTotal: number;
  /** Memory outside the JavaScript heap the isolate holds: buffers, WebAssembly memory. */
  external: number;
  /** Of `external`, ArrayBuffers (Buffers included). */
  arrayBuffers: number;
  /** Characters of source loaded, by package (`node_modules/<name>`, a workspace, or `node:`). */
  sourceByPackage: Map<string, number>;
  modules: number;
}

interface ScriptParsed {
  url: string;
  length?: number;
}

type Reply = { id: number; result?: { result?: { value?: unknown } }; error?: unknown };

/** The `ws://` address the inspector printed on standard error after SIGUSR1. */
export function inspectorAddress(stderr: string): string | undefined {
  return /Debugger listening on (ws:\/\/\S+)/.exec(stderr)?.[1];
}

const READ_MEMORY = `(() => {
  const memory = process.memoryUsage();
  let name = 'main';
  try { if (!require('worker_threads').isMainThread) name = require('fs').readFileSync('/proc/thread-self/comm', 'utf8').trim(); } catch {}
  return JSON.stringify({ name, heapUsed: memory.heapUsed, heapTotal: memory.heapTotal, external: memory.external, arrayBuffers: memory.arrayBuffers });
})()`;

/** The package a loaded script belongs to. */
export function packageOf(url: string): string {
  if (url.startsWith('node:') || !url.includes('/')) return 'node: (built in)';
  const path = decodeURIComponent(url.replace(/^file:\/\//, ''));
  const inModules = path.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const [scope = '', name = ''] = path.slice(inModules + 14).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const workspace = /\/(apps|packages)\/([^/]+)\//.exec(path);
  return workspace ? `${workspace[1]}/${workspace[2]}` : path;
}

/** One inspector session: the main thread directly, each worker thread through NodeWorker. */
class Session {
  readonly #socket: WebSocket;
  #nextId = 0;
  readonly #replies = new Map<string, (reply: Reply) => void>();
  readonly #scripts = new Map<string, ScriptParsed[]>();
  readonly workers: { sessionId: string }[] = [];

  constructor(socket: WebSocket) {
    this.#socket = socket;
    socket.on('message', (data: Buffer) =>
      this.#receive('main', JSON.parse(data.toString()) as Record<string, unknown>),
    );
  }

  #receive(from: string, message: Record<string, unknown>): void {
    const { id, method, params } = message as {
      id?: number;
      method?: string;
      params?: Record<string, unknown>;
    };
    if (id !== undefined) this.#replies.get(`${from}:${id}`)?.(message as unknown as Reply);
    if (method === 'Debugger.scriptParsed') {
      const list = this.#scripts.get(from) ?? [];
      list.push(params as unknown as ScriptParsed);
      this.#scripts.set(from, list);
    }
    if (method === 'NodeWorker.attachedToWorker')
      this.workers.push({ sessionId: String(params?.sessionId) });
    if (method === 'NodeWorker.receivedMessageFromWorker')
      this.#receive(
        String(params?.sessionId),
        JSON.parse(String(params?.message)) as Record<string, unknown>,
      );
  }

  /** Sends `method` to the main thread (`to` = 'main') or to a worker's session. */
  send(to: string, method: string, params: Record<string, unknown> = {}): Promise<Reply> {
    const id = ++this.#nextId;
    const reply = new Promise<Reply>((resolve) => this.#replies.set(`${to}:${id}`, resolve));
    const message = JSON.stringify({ id, method, params });
    if (to === 'main') this.#socket.send(message);
    else
      this.#socket.send(
        JSON.stringify({
          id: ++this.#nextId,
          method: 'NodeWorker.sendMessageToWorker',
          params: { sessionId: to, message },
        }),
      );
    return reply;
  }

  scripts(of: string): ScriptParsed[] {
    return this.#scripts.get(of) ?? [];
  }
}

async function readThread(session: Session, to: string): Promise<ThreadMemory> {
  // Enabling the debugger replays one scriptParsed event per script already loaded.
  await session.send(to, 'Debugger.enable');
  const reply = await session.send(to, 'Runtime.evaluate', {
    expression: READ_MEMORY,
    includeCommandLineAPI: true,
    returnByValue: true,
  });
  const value = reply.result?.result?.value;
  if (typeof value !== 'string')
    throw new Error(`could not read a thread: ${JSON.stringify(reply)}`);
  const memory = JSON.parse(value) as Omit<ThreadMemory, 'sourceByPackage' | 'modules'>;
  const sourceByPackage = new Map<string, number>();
  const scripts = session.scripts(to).filter((script) => script.url);
  for (const script of scripts) {
    const name = packageOf(script.url);
    sourceByPackage.set(name, (sourceByPackage.get(name) ?? 0) + (script.length ?? 0));
  }
  await session.send(to, 'Debugger.disable');
  return { ...memory, sourceByPackage, modules: scripts.length };
}

/** Reads every thread of the process whose inspector listens at `address`. */
export async function readThreads(address: string): Promise<ThreadMemory[]> {
  const socket = new WebSocket(address);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  try {
    const session = new Session(socket);
    await session.send('main', 'NodeWorker.enable', { waitForDebuggerOnStart: false });
    // Attachments arrive as events right after the reply.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const threads = [await readThread(session, 'main')];
    for (const worker of session.workers) threads.push(await readThread(session, worker.sessionId));
    return threads;
  } finally {
    socket.close();
  }
}

interface Mapping {
  start: number;
  end: number;
  perms: string;
  file: string;
  resident: number;
}

function mappings(pid: number): Mapping[] {
  const list: Mapping[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header)
      list.push({
        start: parseInt(header[1] ?? '0', 16),
        end: parseInt(header[2] ?? '0', 16),
        perms: header[3] ?? '',
        file: header[4] ?? '',
        resident: 0,
      });
    const resident = /^Rss:\s+(\d+) kB/.exec(line);
    const last = list.at(-1);
    if (resident && last) last.resident = Number(resident[1]) / 1024;
  }
  return list;
}

/** Resident memory of the process by kind of mapping, in MiB, from /proc/<pid>/smaps. */
export function residentByKind(pid: number): Map<string, number> {
  const list = mappings(pid);
  const kinds = new Map<string, number>();
  list.forEach((mapping, index) => {
    const next = list[index + 1];
    // V8 reserves several GiB of address space for each WebAssembly memory: the pages in use
    // are mapped read-write, followed at once by the inaccessible rest of the reservation.
    const wasm =
      mapping.perms === 'rw-p' &&
      !mapping.file &&
      next?.start === mapping.end &&
      next.perms === '---p' &&
      next.end - mapping.start >= 2 ** 32;
    const kind = wasm
      ? 'WebAssembly memory (PGlite)'
      : mapping.file.endsWith('/node')
        ? 'node binary'
        : mapping.file.startsWith('/')
          ? 'other files (libraries, wasm modules)'
          : mapping.file === '[heap]'
            ? 'malloc heap (C++ allocations)'
            : mapping.perms.includes('x')
              ? 'compiled code (JIT, WebAssembly)'
              : 'JavaScript heaps and other anonymous memory';
    kinds.set(kind, (kinds.get(kind) ?? 0) + mapping.resident);
  });
  return kinds;
}
