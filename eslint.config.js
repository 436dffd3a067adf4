import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every PWA feature folder, so a new feature is walled off without touching this file.
const FEATURES = readdirSync('pwa/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const TESTS = ['**/*.test.{ts,tsx}', 'pwa/e2e/**', 'api/test/**', 'db/pg/test/**'];

/**
 * Import boundaries (docs/decisions/0090-import-boundaries.md). The PWA's layers, from the top:
 * app/ → features/<one> → shared/ → components/ and lib/. Nothing imports upwards or sideways.
 */
const boundaries = [
  ...FEATURES.map((feature) => ({
    target: `./pwa/src/features/${feature}`,
    from: './pwa/src/features',
    except: [`./${feature}`],
    message: 'A feature imports no other feature: move what both need to pwa/src/shared/.',
  })),
  {
    target: './pwa/src/shared',
    from: ['./pwa/src/features', './pwa/src/app'],
    message: 'shared/ serves the features and imports none of them (nor app/).',
  },
  {
    target: ['./pwa/src/lib', './pwa/src/components'],
    from: ['./pwa/src/features', './pwa/src/app', './pwa/src/shared'],
    message: 'lib/ and components/ are the bottom layer: they import no feature, shared/ or app/.',
  },
  {
    target: './pwa',
    from: './api',
    except: ['./src/app.ts'],
    message: 'The PWA knows the API only through the AppType type (api/src/app.ts).',
  },
  {
    target: './pwa',
    from: './db',
    // EHAK data files (the map's county outlines) ship as static assets (`?url`), never code
    except: ['./domain', './data/ehak'],
    message: 'The PWA imports only db/domain (no schema, client or seed).',
  },
  {
    target: './api/src/services',
    from: ['./api/src/middleware', './api/src/app.ts'],
    message: 'Services are adapters: no route, middleware or request context.',
  },
  {
    // a resource's stores are plain SQL (no Hono): the payment flow, the push worker and the
    // tools may use them (store.ts, or <part>-store.ts where a resource has several; their
    // PostgreSQL adapters beside them, *.pg.ts)
    target: './api/src/services',
    from: ['./api/src/routes/**'],
    except: [
      '**/api/src/routes/*/store.ts',
      '**/api/src/routes/*/*-store.ts',
      '**/api/src/routes/*/store.pg.ts',
      '**/api/src/routes/*/*-store.pg.ts',
    ],
    message: "Services are adapters: they may use a resource's store.ts, never its router.",
  },
];

const NO_PROCESS_ENV = 'Read configuration in api/src/env.ts and pass it in.';
const processEnvDestructuring = {
  selector: "VariableDeclarator[init.name='process'] > ObjectPattern > Property[key.name='env']",
  message: NO_PROCESS_ENV,
};
const NO_INLINE_KEY = "Name query keys with the resource's key factory (its api module).";

export default tseslint.config(
  {
    ignores: ['dist', 'data', 'node_modules', 'db/migrations', 'test-results', 'playwright-report'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows imports into TypeScript files only with this parser mapping
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json', '.d.ts'],
          // the import aliases (#domain/…, #pwa/…): tsconfig.json "paths" (decision 0113)
          tsconfig: { configFile: 'tsconfig.json' },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // the aliases of tsconfig.json "paths" (decision 0113) instead of climbing
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){3,}',
              message: 'Climb at most two folders: import from #domain/, #db/, #api/, #pwa/….',
            },
            { regex: '^(\\.\\./)+db/domain(/|$)', message: 'Import db/domain as #domain/….' },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: NO_PROCESS_ENV },
      ],
      'no-restricted-syntax': ['error', processEnvDestructuring],
    },
  },
  {
    // the one reader of the environment, and the tools, configs and tests around the app
    files: ['api/src/env.ts', 'scripts/**', '*.config.{ts,js}', ...TESTS],
    rules: { 'no-restricted-properties': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    // stores answer through promises (decision 0062): a dropped or unawaited one is a bug
    files: ['api/**/*.ts', 'db/**/*.ts', 'scripts/**/*.ts'],
    languageOptions: {
      parserOptions: { project: './tsconfig.server.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['api/src/services/**/*.ts'],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'hono', message: 'Services take plain values, not the Hono context.' }] },
      ],
    },
  },
  {
    files: ['pwa/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // one query convention: keys come from a key factory, never spelled at the call
      'no-restricted-syntax': [
        'error',
        processEnvDestructuring,
        { selector: "Property[key.name='queryKey'] > ArrayExpression", message: NO_INLINE_KEY },
        {
          selector: "Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
          message: NO_INLINE_KEY,
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)api/src/app(\\.ts)?$',
              allowTypeImports: true,
              message: 'Import only the AppType type from the API.',
            },
          ],
        },
      ],
    },
  },
);
