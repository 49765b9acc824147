import type { Writable } from 'node:stream';

/** What a command may touch of the outside world; tests can pass their own. */
export interface Io {
  stdout: Writable & { isTTY?: boolean };
  stderr: Writable & { isTTY?: boolean; columns?: number };
  env: Record<string, string | undefined>;
  cwd: string;
}

export interface Command {
  name: string;
  /** One line for the command list. */
  summary: string;
  /** Full help text, every flag documented. */
  help: string;
  run(argv: string[], io: Io): Promise<number>;
}
