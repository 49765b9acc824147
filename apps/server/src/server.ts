import { parseArgs } from 'node:util';
import pino from 'pino';
import { buildApp } from './app.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { openDatabase } from './db/database.js';
import { ConfigError, loadEnv } from './env.js';
import { createJobRuntime } from './jobs/create-job-runtime.js';
import { scrubbedLogStream, serializeError } from './plugins/log-redaction.js';
import { loadJwtSecret } from './services/access-tokens.js';

type Role = 'all' | 'web' | 'worker';

function roleFromArgs(): Role {
  const { values } = parseArgs({
    options: { role: { type: 'string', default: 'all' } },
    allowPositionals: false,
  });
  const role = values.role;
  if (role !== 'all' && role !== 'web' && role !== 'worker') {
    throw new ConfigError(`--role must be all, web or worker (got "${role}")`);
  }
  return role;
}

/**
 * Starts Gleaner as `all` (API, web app and a job worker: the embedded default), `web` (API
 * and web app only) or `worker` (scraping chunks only). Stops gracefully on SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  const role = roleFromArgs();
  const env = loadEnv();
  if (role !== 'all' && !env.DATABASE_URL) {
    // An API alone on the embedded database would queue jobs that no worker ever runs.
    throw new ConfigError(
      `--role=${role} shares jobs with other processes through PostgreSQL: set DATABASE_URL. ` +
        'On the embedded database, `npm start` runs the API and a worker in one process.',
    );
  }
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  let close: () => Promise<void>;

  if (role === 'worker') {
    const log = pino(
      { level: env.LOG_LEVEL, serializers: { err: serializeError } },
      scrubbedLogStream(),
    );
    const jobs = await createJobRuntime(database, env, log);
    await jobs.startWorker();
    close = () => jobs.stop();
    log.info({ database: database.kind }, 'Gleaner worker is ready');
  } else {
    const jwtSecret = await loadJwtSecret(env.JWT_SECRET, env.DATA_DIR);
    const app = await buildApp({ env, database, jwtSecret, worker: role === 'all' });
    await app.listen({ port: env.PORT, host: env.HOST });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    app.log.info(
      { role, database: database.kind, port, url: `http://localhost:${port}` },
      'Gleaner is ready',
    );
    close = () => app.close();
    // One request's stray promise must not end the server for everyone: it is logged as a bug.
    process.on('unhandledRejection', (reason) =>
      app.log.error({ err: reason }, 'A promise failed with no one to handle it; still serving'),
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    let clean = true;
    for (const step of [close, () => database.close()]) {
      // PGlite can throw a bare value while it shuts down; stopping must still finish.
      await step().catch((error: unknown) => {
        clean = false;
        console.error('Gleaner: error while stopping:', error);
      });
    }
    console.error(`Gleaner stopped (${signal}).`);
    process.exit(clean ? 0 : 1);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError)
    console.error(error.message);
  else console.error('Gleaner failed to start:', error);
  process.exit(1);
});
