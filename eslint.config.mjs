import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import astro from 'eslint-plugin-astro';
import ledgerline from './eslint-rules/plugin.mjs';

const NO_RAW_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Nothing is rendered as raw HTML from data.',
};

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-*/',
      '.astro/',
      'node_modules/',
      'src/lib/contracts/generated/',
      '.cache/',
      'test-results/',
    ],
  },
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,astro}'],
    plugins: { 'react-hooks': reactHooks, ledgerline },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'ledgerline/import-direction': 'error',
      'ledgerline/package-limits': 'error',
      'ledgerline/no-focused-tests': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', NO_RAW_HTML],
    },
  },
  {
    // Days have one owner (lib/primitives/days.ts): app code writes isoDay(date), not the idiom.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.{test,testing}.{ts,tsx}', 'src/lib/primitives/days.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_RAW_HTML,
        {
          selector:
            "CallExpression[callee.property.name='slice'][callee.object.type='CallExpression'][callee.object.callee.property.name='toISOString']",
          message: 'A day is isoDay(date) (lib/primitives/days.ts).',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx,astro}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'localStorage', message: 'Records live in IndexedDB (src/lib/db).' }],
      'ledgerline/no-local-storage': 'error',
    },
  },
  {
    // The one door to localStorage: a profile's small synchronous flags, never records.
    files: ['src/lib/primitives/profile-flags.ts'],
    rules: { 'no-restricted-globals': 'off', 'ledgerline/no-local-storage': 'off' },
  },
);
