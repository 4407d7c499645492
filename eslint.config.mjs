import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import astro from 'eslint-plugin-astro';
import ledgerline from './eslint-rules/plugin.mjs';

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
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Nothing is rendered as raw HTML from data.',
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
