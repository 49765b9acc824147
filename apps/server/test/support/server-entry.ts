import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuildCurrent } from '../../scripts/build-current.mjs';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
/** The projects whose code the server runs: each built into its dist/ by `tsc -b`. */
const PROJECTS = ['packages/shared', 'packages/scraper', 'packages/agent', 'apps/server'];

/**
 * Node's arguments to run the server entry point: the build when it is current (`npm test`
 * builds before the tests), which starts in two thirds of the CPU time of the TypeScript sources
 * through tsx; the sources when any project changed since it was built, so a test never runs
 * stale code.
 */
export function serverEntry(): string[] {
  const entry = join(root, 'apps/server/dist/server.js');
  if (
    isBuildCurrent(
      PROJECTS.map((project) => join(root, project)),
      [entry],
    )
  )
    return ['apps/server/dist/server.js'];
  return ['--conditions=gleaner-source', '--import', 'tsx', 'apps/server/src/server.ts'];
}
