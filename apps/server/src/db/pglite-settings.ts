import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * PostgreSQL's shared buffer cache inside PGlite. PGlite runs one session in one process, and
 * the WebAssembly memory it allocates is resident from the start, so every megabyte here is held
 * for good (128 MB by default). The data files are cached by the operating system beneath it, so
 * a small cache costs little: at 8 MB the database thread used ~7% more CPU in a warm shop job
 * than at 16 MB (4 MB: ~18%), for 10 MiB less memory at idle and through jobs (bench:memory).
 */
export const PGLITE_SHARED_BUFFERS = '8MB';

/**
 * How the embedded database is opened, by its thread and by the process that creates a new
 * one. The application's tables live in `template1`: PGlite before 0.4 had no other database,
 * and folders it made must keep working.
 */
export function pgliteOptions(dataDir: string): PGliteOptions {
  return {
    dataDir,
    database: 'template1',
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  };
}
