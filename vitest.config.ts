import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Tests that read their own process's memory: they run in a fork of their own, where no other
 * file's heap counts against them.
 */
const MEASURES_ITS_PROCESS = [
  'apps/server/test/hostile-images.test.ts',
  'apps/server/test/hostile-pdfs.test.ts',
  'apps/server/test/socket-memory.test.ts',
];

export default defineConfig({
  resolve: {
    // Tests run the TypeScript sources of the workspace packages, never a stale dist/.
    alias: {
      // Subpaths before the package: an alias also matches what starts with it.
      '@gleaner/shared/mcp-server': src('./packages/shared/src/mcp-server.ts'),
      '@gleaner/shared': src('./packages/shared/src/index.ts'),
      '@gleaner/scraper': src('./packages/scraper/src/index.ts'),
      '@gleaner/agent/data-records': src('./packages/agent/src/data-records.ts'),
      '@gleaner/agent/model': src('./packages/agent/src/model/get-model.ts'),
      '@gleaner/agent/prompts': src('./packages/agent/src/prompts.ts'),
      '@gleaner/agent/units': src('./packages/agent/src/units.ts'),
      '@gleaner/agent': src('./packages/agent/src/index.ts'),
      // The web app's own import alias (apps/web/tsconfig.json).
      '@': src('./apps/web/src'),
    },
  },
  test: {
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default in a run is one fork fewer than the cores: one on CI's two. The API tests
    // mostly wait (on PostgreSQL, child processes, timers, slow fixture pages): on two cores,
    // three forks keep both busy where two left them idle a third of the time.
    maxWorkers: Math.max(3, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/dist/**', ...MEASURES_ITS_PROCESS],
          // A fork runs file after file with the modules it has loaded: importing the server's
          // graph again for each of ~90 API files was a third of their CPU time. No test relies
          // on a fresh module state (none mocks modules or sets process.env).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'own-process', include: MEASURES_ITS_PROCESS, isolate: true },
      },
    ],
  },
});
