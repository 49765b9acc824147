import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shared corpora beside the project (../shared/data); absent on a user's machine. */
export function dataDir(sub: string): string | null {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const dir = resolve(root, '../shared/data', sub);
  if (existsSync(dir)) return dir;
  console.log(
    `No data at ${dir}: this measurement needs the shared corpora beside the project (../shared/data). Nothing to do.`,
  );
  return null;
}
