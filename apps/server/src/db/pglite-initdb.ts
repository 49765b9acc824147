/**
 * Creates a new embedded database in the folder named on the command line, then exits. Run as
 * a process of its own by `pglite-host.ts`: PostgreSQL's initdb needs several hundred MiB while
 * it runs, which a process gives back to the system when it ends; a thread's would stay with
 * the server.
 */
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from './pglite-settings.js';

const [dataDir] = process.argv.slice(2);
if (!dataDir) {
  console.error('usage: pglite-initdb <data folder>');
  process.exit(2);
}
const db = await PGlite.create(pgliteOptions(dataDir));
await db.close();
