import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the first folder up from here that holds both apps/ and packages/. */
function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!(existsSync(join(dir, 'apps')) && existsSync(join(dir, 'packages')))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

/** The shared corpora beside the project (../shared/data); absent on a user's machine. */
export function dataDir(sub: string): string | null {
  const dir = resolve(repoRoot(), '../shared/data', sub);
  if (existsSync(dir)) return dir;
  console.log(
    `No data at ${dir}: this measurement needs the shared corpora beside the project (../shared/data). Nothing to do.`,
  );
  return null;
}
