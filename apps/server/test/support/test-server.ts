import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { openDatabase, type Database, type DatabaseKind } from '../../src/db/database.js';
import { loadEnv } from '../../src/env.js';
import { loadJwtSecret } from '../../src/services/access-tokens.js';
import { copyPgliteTemplate } from './pglite-template.js';
import { createMigratedScratchDatabase } from './postgres-template.js';

export interface TestServer {
  kind: DatabaseKind;
  url: string;
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** Pass as `reuse` to start a server on the same data, as a restart would. */
  reuseInfo: Reuse;
  /** JSON request against the listening server; `token` becomes a Bearer header. */
  call(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; raw?: string; headers?: Record<string, string> },
  ): Promise<{
    status: number;
    body: Record<string, unknown>;
    headers: Headers;
  }>;
  /** Stops the server; `keepData` leaves DATA_DIR (and a PostgreSQL database) for a restart. */
  close(options?: { keepData?: boolean }): Promise<void>;
}

interface Reuse {
  dataDir: string;
  databaseUrl?: string | undefined;
  drop?: (() => Promise<void>) | undefined;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Reuse a DATA_DIR (and database) from an earlier server, to test a restart. */
  reuse?: Reuse;
  /** Also run job chunks (`npm start`), or only serve (`npm run server`). @default true */
  worker?: boolean;
}

/** Boots the real app on a real port with a real database of the given kind. */
export async function startTestServer(
  kind: DatabaseKind,
  options: StartOptions = {},
): Promise<TestServer> {
  const dataDir = options.reuse?.dataDir ?? (await mkdtemp(join(tmpdir(), 'gleaner-test-')));
  let databaseUrl = options.reuse?.databaseUrl;
  let drop = options.reuse?.drop;
  if (kind === 'postgres' && !databaseUrl) {
    const scratch = await createMigratedScratchDatabase();
    databaseUrl = scratch.url;
    drop = scratch.drop;
  }
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    PUBLIC_URL: 'http://gleaner.test',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  if (kind === 'pglite' && !options.reuse && env.DATA_DIR !== 'memory://')
    await copyPgliteTemplate(env.DATA_DIR);
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const jwtSecret = await loadJwtSecret(env.JWT_SECRET, env.DATA_DIR);
  const app = await buildApp({ env, database, jwtSecret, worker: options.worker ?? true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  return {
    kind,
    url,
    app,
    database,
    dataDir,
    reuseInfo: { dataDir, databaseUrl, drop },
    async call(method, path, { body, token, raw, headers = {} } = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      const h = init.headers as Record<string, string>;
      if (token) h.authorization = `Bearer ${token}`;
      if (raw !== undefined) {
        h['content-type'] ??= 'application/json';
        init.body = raw;
      } else if (body !== undefined) {
        h['content-type'] = 'application/json';
        init.body = JSON.stringify(body);
      }
      const response = await fetch(url + path, init);
      const text = await response.text();
      let parsed: Record<string, unknown> = {};
      try {
        parsed = JSON.parse(text) as Record<string, unknown>;
      } catch {
        parsed = { text };
      }
      return { status: response.status, body: parsed, headers: response.headers };
    },
    async close({ keepData = false } = {}) {
      await app.close();
      await database.close();
      if (!keepData) {
        await drop?.();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}

let counter = 0;
/** A unique e-mail per call, so tests never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}
