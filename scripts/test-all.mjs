// `npm test`: type check and lint, unit + contract tests (Vitest), the builds, then browser tests
// (Playwright, Debian's Chromium) against the built sites. Ends with one line:
// `N passed, N failed[, N skipped]` covering all of them.
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';

/** Runs a command, streaming its output; resolves with its exit code. */
function run(command, args, env = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

async function readJson(path) {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return null;
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
await rm('.cache', { recursive: true, force: true });
await mkdir('.cache', { recursive: true });

// 0. Types, lint, format and repetition (astro check, ESLint with the import-direction rule, Prettier,
//    jscpd over its threshold in .jscpd.json): not counted as tests, but a failure fails the run.
//    Each runs on one core: the type check beside the other three, two lanes for the two cores
//    (measured under load: astro check 108 s, ESLint 82 s, Prettier 37 s; 3.8 min one after another).
const lanes = [[['astro', 'check']], [['eslint', '.'], ['prettier', '--check', '.', '--log-level', 'warn'], ['jscpd']]];
await Promise.all(
  lanes.map(async (lane) => {
    for (const [command, ...args] of lane) {
      const code = await run(command, args);
      if (code !== 0) problems.push(`${command} ${args.join(' ')} failed (exit ${code})`);
    }
  }),
);

// 1. Vitest: unit, DOM and contract tests.
const vitestCode = await run('vitest', [
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=.cache/vitest.json',
]);
const vitest = await readJson('.cache/vitest.json');
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
  if (vitestCode !== 0 && vitest.numFailedTests === 0)
    problems.push(`vitest exited with ${vitestCode} (a suite failed to load?)`);
} else problems.push(`vitest produced no report (exit ${vitestCode})`);

// 2. The builds the browser tests run against: production, under a sub-path, local mode, and the
//    update test's second build.
const builds = [
  { name: 'production', env: {} },
  { name: 'sub-path', env: { BASE_PATH: '/ledgerline/', OUT_DIR: 'dist-base' } },
  { name: 'local mode', env: { LEDGERLINE_LOCAL: '1', OUT_DIR: 'dist-local' } },
  // tests/e2e/offline.spec.ts's update test deploys it over dist: a real new build, one schema version more.
  { name: 'next (build B)', env: { LEDGERLINE_TEST_SCHEMA_STEP: '1', OUT_DIR: 'dist-next' } },
];
let built = true;
for (const build of builds) {
  const code = await run('astro', ['build', '--silent'], build.env);
  if (code !== 0) {
    problems.push(`the ${build.name} build failed (exit ${code})`);
    built = false;
  }
}

// 3. Playwright against the built sites.
if (built) {
  const playwrightCode = await run('playwright', ['test']);
  const report = await readJson('.cache/playwright.json');
  if (report?.stats) {
    totals.passed += report.stats.expected;
    totals.failed += report.stats.unexpected + report.stats.flaky;
    totals.skipped += report.stats.skipped;
    if (playwrightCode !== 0 && report.stats.unexpected === 0)
      problems.push(`playwright exited with ${playwrightCode}`);
  } else problems.push(`playwright produced no report (exit ${playwrightCode})`);
}

for (const problem of problems) console.error(`npm test: ${problem}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 || problems.length > 0 ? 1 : 0);
