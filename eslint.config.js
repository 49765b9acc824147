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
    files: ['apps/web/**'],
    rules: forbid('@gleaner/scraper', '@gleaner/agent', '@gleaner/server'),
  },
);
