import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
/** The projects whose code the server runs: each built into its dist/ by `tsc -b`. */
const PROJECTS = ['packages/shared', 'packages/scraper', 'packages/agent', 'apps/server'];

function newestSource(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true }))
    if (entry.isFile())
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  return newest;
}

/**
 * Node's arguments to run the server entry point: the build when it is current (`npm test`
 * builds before the tests), which starts in two thirds of the CPU time of the TypeScript sources
 * through tsx; the sources when any project changed since it was built, so a test never runs
 * stale code.
 */
export function serverEntry(): string[] {
  const current = PROJECTS.every((project) => {
    const built = join(root, project, 'tsconfig.tsbuildinfo');
    return existsSync(built) && newestSource(join(root, project, 'src')) <= statSync(built).mtimeMs;
  });
  if (current && existsSync(join(root, 'apps/server/dist/server.js')))
    return ['apps/server/dist/server.js'];
  return ['--conditions=gleaner-source', '--import', 'tsx', 'apps/server/src/server.ts'];
}
