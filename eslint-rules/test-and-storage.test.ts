import { describe, it } from 'vitest';
import { ruleTester } from './rule-tester.testing';
import { noFocusedTests, noLocalStorage } from './test-and-storage.mjs';

// The focusing call these samples make, spelled apart so the samples are never read as focused tests.
const FOCUS = 'only';

const tester = ruleTester();
const focused = { message: 'No focused tests.' };
const storage = { message: 'Records live in IndexedDB (src/lib/db), never in localStorage.' };

describe('no-focused-tests', () => {
  it('refuses .only at any depth of a test function, and nothing else named only', () => {
    tester.run('no-focused-tests', noFocusedTests, {
      valid: [
        "it('runs', () => {});",
        "test.describe('group', () => {});",
        "test.describe.serial('group', () => {});",
        "describe.each([1])('case %i', () => {});",
        'const only = options.only;',
        'filters.only(true);',
        "expect(list.only).toBe('x');",
      ],
      invalid: [
        { code: `it.${FOCUS}('runs', () => {});`, errors: [focused] },
        { code: `test.${FOCUS}('runs', () => {});`, errors: [focused] },
        { code: `describe.${FOCUS}('group', () => {});`, errors: [focused] },
        { code: `test.describe.${FOCUS}('group', () => {});`, errors: [focused] },
        { code: `test.describe.serial.${FOCUS}('group', () => {});`, errors: [focused] },
        { code: "test.describe.parallel['only']('group', () => {});", errors: [focused] },
        { code: "it.only.each([1])('case %i', () => {});", errors: [focused] },
        { code: `describe.skip.${FOCUS}('group', () => {});`, errors: [focused] },
      ],
    });
  });
});

describe('no-local-storage', () => {
  it('refuses localStorage reached through the global object', () => {
    tester.run('no-local-storage', noLocalStorage, {
      valid: [
        'const flags = profileFlags();',
        'options.localStorage.getItem(key);',
        'const { sessionStorage } = globalThis;',
        'const { localStorage } = options;',
        "const key = 'localStorage';",
      ],
      invalid: [
        { code: 'const s = globalThis.localStorage ?? null;', errors: [storage] },
        { code: 'window.localStorage.setItem(k, v);', errors: [storage] },
        { code: 'self.localStorage.getItem(k);', errors: [storage] },
        { code: "globalThis['localStorage'].getItem(k);", errors: [storage] },
        { code: 'window.globalThis.localStorage.clear();', errors: [storage] },
        { code: 'const { localStorage } = globalThis;', errors: [storage] },
        { code: 'const { localStorage: flags } = window;', errors: [storage] },
      ],
    });
  });
});
