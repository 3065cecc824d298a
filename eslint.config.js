// One lint setup for every workspace. Import boundaries follow docs/decisions/0001: features do not import each
// other, the web app never imports the database package, contracts and domain depend on nothing of ours.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import local from './scripts/eslint-plugin-local.js';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

/** Each owned table: its schema export, its module under apps/api/src/modules, its SQL name, and where to go instead. */
const ownedTables = {
  news: { owner: 'content', sqlName: 'news', via: 'modules/content/repository.ts' },
  customers: { owner: 'user', sqlName: 'customers', via: 'modules/user/repository.ts' },
  xpLedger: { owner: 'loyalty', sqlName: 'xp_ledger', via: 'modules/loyalty/repository.ts' },
  orders: { owner: 'orders', sqlName: 'orders', via: 'modules/orders/repository.ts' },
  orderPayments: { owner: 'payments', sqlName: 'order_payments', via: 'modules/payments/repository.ts' },
  campaigns: { owner: 'campaigns', sqlName: 'campaigns', via: 'modules/campaigns/repository.ts' },
  campaignCredits: { owner: 'campaigns', sqlName: 'campaign_credits', via: 'modules/campaigns/repository.ts' },
  campaignMembers: { owner: 'campaigns', sqlName: 'campaign_members', via: 'modules/campaigns/repository.ts' },
  campaignRewardUnlocks: {
    owner: 'campaigns',
    sqlName: 'campaign_reward_unlocks',
    via: 'modules/campaigns/repository.ts (rewardUnlocksOf)',
  },
  campaignCustomEvents: {
    owner: 'campaigns',
    sqlName: 'campaign_custom_events',
    via: 'modules/campaigns/custom-events.ts (reportCustomEvent)',
  },
  tierSets: { owner: 'tiers', sqlName: 'tier_sets', via: 'modules/tiers/repository.ts' },
  tierLevels: { owner: 'tiers', sqlName: 'tier_levels', via: 'modules/tiers/repository.ts' },
  customerTiers: { owner: 'tiers', sqlName: 'customer_tiers', via: 'modules/tiers/service.ts (tierOf)' },
  tierHistory: { owner: 'tiers', sqlName: 'tier_history', via: 'modules/tiers/repository.ts' },
  segments: { owner: 'segments', sqlName: 'segments', via: 'modules/segments/service.ts (segmentMembership)' },
};

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
    // One owner per table (docs/decisions/0051): outside its module's folder a table's rows are reached through that
    // module's functions, never by importing the table or naming it in SQL. Tests and `testing.ts` helpers, which set
    // up rows, are exempt. apps/api/lint-fixtures/ breaks it on purpose for apps/api/src/table-owners.test.ts.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing.ts'],
    plugins: { local },
    rules: { 'local/table-owner': ['error', { tables: ownedTables }] },
  },
  {
    // Every /api call goes through its descriptor, call(endpoint, input) (docs/decisions/0050): its method, path and
    // answer's schema are the ones the server registers. A literal path is a second description that can drift.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', 'apps/web/src/lib/api-client.ts', 'apps/admin/src/lib/api.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name=/^(apiRequest|api)$/] > ObjectExpression > Property[key.name='path']",
          message: 'Call /api through its descriptor: call(endpoints.x, input) from @loyalty/contracts/endpoints/*.',
        },
        {
          // A fetch, a link or an image's address alike: urlOf(endpoints.x, input) gives the address of a call.
          selector: 'Literal[value=/^\\u002Fm?api\\u002F/]',
          message: 'Call /api through its descriptor: call(endpoints.x, input), or urlOf(endpoints.x, input) for a link.',
        },
        {
          selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\u002Fm?api\\u002F/]',
          message: 'Call /api through its descriptor: call(endpoints.x, input), or urlOf(endpoints.x, input) for a link.',
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
