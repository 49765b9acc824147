import type { Plugin } from 'vite';

const COPY = '?gleaner-lazy-copy';
/** Scalar's packages, the AI SDK its agent chat brings, the Vue binding of floating-ui. */
const SCALAR_SIDE = /\/node_modules\/(@scalar|@ai-sdk|@floating-ui\/vue)\//;
/** Libraries the landing page uses too. */
const SHARED_WITH_LANDING = /\/node_modules\/(zod|@floating-ui\/[^/]+)\//;

/**
 * Scalar's API reference (a lazy chunk) uses zod and floating-ui, as the landing page does.
 * Rollup keeps one copy of a module, tree-shaken for all its importers and placed once, so the
 * parts of zod only Scalar needs landed in the landing's entry chunk (+1.2 KB gzip) and
 * floating-ui became a chunk of its own that the entry had to name. Scalar's imports of them,
 * and their own imports below, get module ids of their own: a second copy, in Scalar's chunk.
 */
export function isolateScalarDepsPlugin(): Plugin {
  return {
    name: 'gleaner-isolate-scalar-deps',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const fromCopy = importer.endsWith(COPY);
      if (!fromCopy && !SCALAR_SIDE.test(importer)) return null;
      const resolved = await this.resolve(source, importer.replace(COPY, ''), {
        ...options,
        skipSelf: true,
      });
      if (!resolved || resolved.external || !SHARED_WITH_LANDING.test(resolved.id)) return null;
      return { ...resolved, id: `${resolved.id}${COPY}` };
    },
  };
}
