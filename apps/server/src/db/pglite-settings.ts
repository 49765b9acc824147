import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * PostgreSQL's shared buffer cache inside PGlite. PGlite runs one session in one process, and
 * the WebAssembly memory it allocates is resident from the start, so PostgreSQL's 128 MB default
 * cost 128 MB for good; this size measured as fast on `bench:jobs` and `bench:export` (the data
 * files are cached by the operating system beneath it anyway).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

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
