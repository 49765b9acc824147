// Whether the compiled build of some TypeScript projects is current, for the launchers that
// choose between the build and the sources (packages/cli/bin/gleaner.mjs, the API tests'
// server processes). Plain JavaScript: it runs before anything is built.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time of any file under the folder (0 when it is missing). */
function newestFile(folder) {
  if (!existsSync(folder)) return 0;
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true }))
    if (entry.isFile())
      newest = Math.max(newest, statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
  return newest;
}

/**
 * True when every output file exists and each project folder (one with `src/` and the
 * `tsconfig.tsbuildinfo` TypeScript writes whenever it builds it) was built after its newest
 * source. Outputs alone cannot tell: one whose content did not change keeps its old time.
 */
export function isBuildCurrent(projects, outputs) {
  if (!outputs.every((file) => existsSync(file))) return false;
  return projects.every((folder) => {
    const built = join(folder, 'tsconfig.tsbuildinfo');
    return existsSync(built) && newestFile(join(folder, 'src')) <= statSync(built).mtimeMs;
  });
}
