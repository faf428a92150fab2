/**
 * ESLint (flat config), checked in `npm test` (npm run lint). Import boundaries are not here:
 * dependency-cruiser checks them (npm run lint:imports, .dependency-cruiser.cjs).
 *
 * Not type-checked on purpose: typed linting costs a full program build per run (minutes on two
 * cores) on top of `npm run typecheck`, which already runs tsc in strict mode.
 */
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'out/', 'dist/', 'data/', '.data-*/', 'test-results/', 'resources/'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-var': 'error',
      'prefer-const': 'error',
      'object-shorthand': 'error',
      'no-throw-literal': 'error',
      'no-useless-concat': 'error',
      'no-useless-rename': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Kysely's own advice: a migration types its db as Kysely<any>, never as today's schema,
    // which later migrations change under it.
    files: ['src/server/db/migrations/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Tests and their tooling read answers as loose JSON and hand fakes to typed seams; any there
    // never reaches shipped code.
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'src/server/testing/**', 'src/server/gates/**', 'src/renderer/testing/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Fluent's Spinner is a role="progressbar" and needs a name (axe: aria-progressbar-name).
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Spinner']:not(:has(JSXAttribute[name.name=/^(label|aria-label|aria-labelledby)$/]))",
          message: 'A Spinner needs a label or aria-label; use <BusySpinner /> for a busy button or field.',
        },
      ],
    },
  },
  {
    // Node scripts and tool configs written in plain JavaScript.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    files: ['src/renderer/public/firebase-messaging-sw.js'],
    languageOptions: { globals: globals.serviceworker },
  },
);
