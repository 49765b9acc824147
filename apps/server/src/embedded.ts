import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ANONYMOUS_ID_HEADER, API_KEY_PREFIX, type GleanerApiCall } from '@gleaner/shared';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { openDatabase } from './db/database.js';
import { loadEnv } from './env.js';
import { serializeError, serializeRequest } from './plugins/log-redaction.js';
import { injectCaller } from './routes/mcp/inject-call.js';
import { loadJwtSecret } from './services/access-tokens.js';

/** Where the embedded API keeps the anonymous id its callers act as, when no key is given. */
const ANONYMOUS_ID_FILE = 'mcp-anonymous-id';

export interface EmbeddedApi {
  /** HTTP API calls answered in this process, as `owner`. */
  call: GleanerApiCall;
  /** Who the calls act as, in words. */
  owner: string;
  /** Where the data lives, in words. */
  database: string;
  close(): Promise<void>;
}

/** The id the embedded caller keeps across runs, so its jobs stay its own. */
async function anonymousId(dataDir: string): Promise<string> {
  const file = join(dataDir, ANONYMOUS_ID_FILE);
  const kept = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (kept) return kept;
  const made = `mcp-${randomBytes(18).toString('base64url')}`;
  await writeFile(file, made, { mode: 0o600 });
  return made;
}

/**
 * Gleaner's whole API and a job worker in the calling process, not listening on any port: the
 * embedded database (PGlite in DATA_DIR, or DATABASE_URL), configured from `source` as
 * `npm start` is. For `gleaner mcp` with no server: its tools call this API through `inject`.
 * Calls act as the owner of `apiKey` (a key made on this database) when one is given, else as
 * one anonymous caller whose id is kept in DATA_DIR. Logs go to standard error (standard output
 * belongs to the MCP client), warnings and worse unless LOG_LEVEL says otherwise.
 */
export async function startEmbeddedApi(
  source: NodeJS.ProcessEnv,
  apiKey?: string,
): Promise<EmbeddedApi> {
  const env = loadEnv(source);
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  let app: FastifyInstance | undefined;
  try {
    const jwtSecret = await loadJwtSecret(env.JWT_SECRET, env.DATA_DIR);
    app = await buildApp(
      { env, database, jwtSecret, worker: true },
      {
        logger: {
          level: source.LOG_LEVEL ? env.LOG_LEVEL : 'warn',
          serializers: { req: serializeRequest, err: serializeError },
          stream: process.stderr,
        },
      },
    );
    await app.ready();
    let call: GleanerApiCall;
    let owner: string;
    if (apiKey?.startsWith(API_KEY_PREFIX)) {
      const claims = await app.apiKeys.verify(apiKey);
      const profile = await app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: `Bearer ${apiKey}` },
      });
      owner = profile.json<{ user?: { email?: string } }>().user?.email ?? `user ${claims.userId}`;
      call = injectCaller(app, { authorization: `Bearer ${apiKey}` });
    } else {
      owner = 'a local anonymous caller';
      call = injectCaller(app, { [ANONYMOUS_ID_HEADER]: await anonymousId(env.DATA_DIR) });
    }
    const where = database.kind === 'pglite' ? `PGlite in ${env.DATA_DIR}` : 'PostgreSQL';
    const running = app;
    const close = async () => {
      await running.close();
      await database.close();
    };
    return { call, owner, database: where, close };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}
