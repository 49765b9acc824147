// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The dependency arrows of the architecture (README): what each layer must not import. */
const forbid = (...names) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: names.map((name) => ({
        group: [name, `${name}/*`],
        message: 'This import breaks the dependency arrows drawn in README.md.',
      })),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        project: ['./tsconfig.typecheck.json', './apps/web/tsconfig.json', './e2e/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // Runs inside page previews, in the browser.
    files: ['apps/server/assets/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['packages/shared/**'],
    rules: forbid('@gleaner/scraper', '@gleaner/agent', '@gleaner/server', '@gleaner/web'),
  },
  {
    files: ['packages/scraper/**'],
    rules: forbid('@gleaner/agent', '@gleaner/server', '@gleaner/web'),
  },
  { files: ['packages/agent/**'], rules: forbid('@gleaner/server', '@gleaner/web') },
  {
    // The command line may load one entry of the server: Gleaner in-process for `gleaner mcp`.
    files: ['packages/cli/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@gleaner/web',
                '@gleaner/web/*',
                '@gleaner/server',
                '@gleaner/server/*',
                '!@gleaner/server/embedded',
              ],
              message: 'This import breaks the dependency arrows drawn in README.md.',
            },
          ],
        },
      ],
    },
  },
  { files: ['apps/server/**'], rules: forbid('@gleaner/web') },
  {
    // The whole agent (planner, model SDK, language vocabularies: ~50 MiB resident) loads on
    // first use, never at start (issue 30). Server modules take its types, or a light entry
    // ('@gleaner/agent/units', '/prompts', '/data-records', '/model'); values of the whole agent only in
    // the modules below, which are reached by a dynamic import() or run on a thread of their
    // own. Start modules must not import those statically either.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.test.ts',
      'apps/server/src/load-agent.ts',
      'apps/server/src/chat/chat-session.ts',
      'apps/server/src/chat/find-entities-reply.ts',
      'apps/server/src/commands/data-agent/ask-data-agent.ts',
      'apps/server/src/commands/data-agent/answer-text.ts',
      'apps/server/src/page-work/page-work-thread.ts',
      'apps/server/src/commands/documents/entity-thread.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@gleaner/agent',
              allowTypeImports: true,
              message:
                'The whole agent loads on first use (issue 30): import its types with `import type`, a light entry (@gleaner/agent/units, /prompts, /data-records, /model), or `loadAgent()` from load-agent.ts.',
            },
          ],
          patterns: [
            {
              group: [
                '**/chat/chat-session.js',
                '**/chat/find-entities-reply.js',
                '**/data-agent/ask-data-agent.js',
                '**/data-agent/answer-text.js',
              ],
              allowTypeImports: true,
              message:
                'This module loads the whole agent: reach it by `await import()` on first use (issue 30), or import only its types.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**'],
    rules: forbid('@gleaner/scraper', '@gleaner/agent', '@gleaner/server'),
  },
);
