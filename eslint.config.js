// One lint setup for every workspace. Import boundaries follow docs/decisions/0001: features do not import each
// other, the web app never imports the database package, contracts and domain depend on nothing of ours.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      'test-results/**',
      'packages/db/migrations/**',
      '**/dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@loyalty/db', '@loyalty/db/*'], message: 'The web app never imports the database package.' }] },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@loyalty/db', '@loyalty/db/*'], message: 'The web app never imports the database package.' },
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/*`, '../../*/**'],
              message: 'Features do not import each other; compose them in src/app.',
            },
          ],
        },
      ],
    },
  })),
  {
    // One owner per table (docs/decisions/0051): outside its module's folder, and its tests, a table's rows are
    // reached through that module's functions, never by importing the table. apps/api/lint-fixtures/ breaks it on
    // purpose for apps/api/src/table-owners.test.ts.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/modules/content/**', '**/*.test.ts', '**/testing.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@loyalty/db/schema',
              importNames: ['news'],
              message: 'The news table belongs to the content module: call modules/content/repository.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@loyalty/*'], message: 'domain depends on nothing of ours.' }] },
      ],
    },
  },
  {
    // Contracts may use domain's pure rules (the Kyiv calendar of "not in the future"), never the database.
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@loyalty/*', '!@loyalty/domain'], message: 'contracts depend on domain only.' },
            { group: ['@loyalty/domain/*/**'], message: 'contracts import domain modules by their subpath.' },
          ],
        },
      ],
    },
  },
);
