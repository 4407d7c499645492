// Books in the company's currency: lot relief and the statements (trial balance, income statement,
// balance sheet, cash flow; the period and the previous one) for 100,000 transactions with 50,000
// disposals, goal ≤ 1 s each. Bundles scripts/bench/functional-bench.ts with esbuild and runs it in
// Node: the same pure code the Accounting page's ledger worker runs (model/functional-reports.ts).
// Usage: node scripts/bench-functional.mjs [transactions...]
import { cpus, loadavg } from 'node:os';
import { importBenchBundle } from './lib/bench-bundle.mjs';

const GOAL_MS = 1000;
const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
console.log(`(load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores when started)`);
const bundle = await importBenchBundle('scripts/bench/functional-bench.ts');
let failed = false;
try {
  const { benchFunctional } = bundle.module;
  for (const transactions of sizes.length ? sizes : [100_000]) {
    const f = benchFunctional(transactions);
    console.log(
      `${f.transactions.toLocaleString('en')} transactions, ${f.disposals.toLocaleString('en')} disposals, 5 wallets, ETH and TUSD (Node, one run each after a warm-up; statements ${f.balanced ? 'balance' : 'DO NOT balance'}):`,
    );
    for (const [run, ms] of Object.entries(f.ms)) {
      const pass = ms <= GOAL_MS && f.balanced;
      failed ||= !pass;
      console.log(
        `  ${run}: lots + statements ${ms.toFixed(0)} ms (CPU ${f.cpuMs[run].toFixed(0)} ms; goal ≤ ${GOAL_MS} ms) ${pass ? 'PASS' : 'FAIL'}`,
      );
    }
  }
} finally {
  await bundle.dispose();
}
if (failed) process.exitCode = 1;
