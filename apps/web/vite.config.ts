import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { cliHelpPlugin } from './scripts/cli-help-plugin';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), cliHelpPlugin()],
  resolve: {
    // '@gleaner/shared' exports its TypeScript source under the 'gleaner-source' condition.
    conditions: ['gleaner-source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/ws': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      // packages/shared only declares constants and schemas, so a module nobody uses from it
      // can be dropped: importing a constant must not pull every zod schema into the bundle.
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/shared/src/') },
    },
  },
});
