// The project's own lint rules, as one plugin (eslint.config.mjs names it `ledgerline`).
import { importDirection } from './import-direction.mjs';
import { noHandBuiltMoney } from './money-text.mjs';
import { packageLimits } from './package-limits.mjs';
import { noFocusedTests, noLocalStorage } from './test-and-storage.mjs';

export default {
  rules: {
    'import-direction': importDirection,
    'package-limits': packageLimits,
    'no-focused-tests': noFocusedTests,
    'no-local-storage': noLocalStorage,
    'no-hand-built-money': noHandBuiltMoney,
  },
};
