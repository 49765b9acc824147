import { buildApp } from './app.js';
import { openDatabase } from './db/database.js';
import { ConfigError, loadEnv } from './env.js';
import { loadJwtSecret } from './services/access-tokens.js';

/** Starts Gleaner: configuration, database (migrated), HTTP, and a graceful stop on signals. */
async function main(): Promise<void> {
  const env = loadEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const jwtSecret = await loadJwtSecret(env.JWT_SECRET, env.DATA_DIR);
  const app = await buildApp({ env, database, jwtSecret });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    { database: database.kind, url: `http://localhost:${env.PORT}` },
    'Gleaner is ready',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Gleaner failed to start:', error);
  process.exit(1);
});
