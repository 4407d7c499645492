import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import astro from 'eslint-plugin-astro';
import ledgerline from './eslint-rules/plugin.mjs';

const NO_RAW_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Nothing is rendered as raw HTML from data.',
};

const ISO_DAY_IDIOM = {
  selector:
    "CallExpression[callee.property.name='slice'][callee.object.type='CallExpression'][callee.object.callee.property.name='toISOString']",
  message: 'A day is isoDay(date) (lib/primitives/days.ts).',
};

// The modules that write dates and times with Intl themselves: the app's one date format, the
// wall-clock time of a zone, and the check of a time-zone name.
const DATE_WRITERS = [
  'src/lib/primitives/date-format.ts',
  'src/lib/formats/wall-time.ts',
  'src/lib/primitives/time-zone.ts',
];
const DATE_FORMAT_MESSAGE =
  "Dates and times are written through lib/primitives/date-format.ts (formatDateTime, formatDate, formatDay) with the company's settings (useDateSettings); a number through lib/money or Intl.NumberFormat.";
const DIRECT_DATE_FORMATTING = [
  { selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]', message: DATE_FORMAT_MESSAGE },
  { selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']", message: DATE_FORMAT_MESSAGE },
];

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
    // Dates and times a person reads have one writer (lib/primitives/date-format.ts, in the company's
    // locale and time zone): no toLocale*String and no Intl.DateTimeFormat of its own elsewhere.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.{test,testing}.{ts,tsx}', 'src/lib/primitives/days.ts', ...DATE_WRITERS],
    rules: { 'no-restricted-syntax': ['error', NO_RAW_HTML, ISO_DAY_IDIOM, ...DIRECT_DATE_FORMATTING] },
  },
  {
    files: DATE_WRITERS,
    rules: { 'no-restricted-syntax': ['error', NO_RAW_HTML, ISO_DAY_IDIOM] },
  },
  {
    // Money text has one writer (lib/money): no amount joined to its symbol or currency by hand,
    // in code, JSX and .astro templates.
    files: ['src/**/*.{ts,tsx,astro}'],
    ignores: ['**/*.{test,testing}.{ts,tsx}', 'src/lib/money/**'],
    rules: { 'ledgerline/no-hand-built-money': 'error' },
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
