// What the rules' tests share: a RuleTester (with the TypeScript parser where a rule reads type
// syntax) and file paths inside this checkout, as ESLint passes them to a rule.
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';

const cwd = process.cwd();

/** A path under src/ (`at('lib/db/db.ts')`). */
export const at = (path: string) => `${cwd}/src/${path}`;

/** A path from the checkout's root (`atRoot('scripts/x.mjs')`). */
export const atRoot = (path: string) => `${cwd}/${path}`;

/** A RuleTester for modules; `typescript` parses TypeScript syntax (`import type`, annotations), `jsx` JSX (TSX with both). */
export function ruleTester(options: { typescript?: boolean; jsx?: boolean } = {}): RuleTester {
  return new RuleTester({
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      ...(options.typescript ? { parser: tseslint.parser } : {}),
      ...(options.jsx ? { parserOptions: { ecmaFeatures: { jsx: true } } } : {}),
    },
  });
}
