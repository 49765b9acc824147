/**
 * Creates a migrated embedded database in the folder named on the command line, then exits:
 * the template `pglite-template.ts` copies into each new test server's data folder.
 */
import { openDatabase } from '../../src/db/database.js';

const [dataDir] = process.argv.slice(2);
if (!dataDir) {
  console.error('usage: make-pglite-template <data folder>');
  process.exit(2);
}
const database = await openDatabase({ dataDir });
await database.close();
