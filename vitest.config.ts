import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

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
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/test/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default in a run is one fork fewer than the cores: one on CI's two. The API tests
    // mostly wait (on PostgreSQL, child processes, timers), so two forks keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
