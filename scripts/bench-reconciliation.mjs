// Reconciliation figures: the books against the chain, with the likely cause of each difference,
// for 100,000 transactions across 5 wallets (ETH and a token each). Bundles
// scripts/bench/reconciliation-bench.ts with esbuild into a temp dir and runs it in Node: the same pure
// code the Accounting page's Reconciliation tab runs. Usage: node scripts/bench-reconciliation.mjs [transactions...]
import { importBenchBundle } from './lib/bench-bundle.mjs';

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const bundle = await importBenchBundle('scripts/bench/reconciliation-bench.ts');
try {
  const { benchReconciliation } = bundle.module;
  const ms = (n) => `${n.toFixed(0)} ms`;
  for (const transactions of sizes.length ? sizes : [100_000]) {
    const f = benchReconciliation(transactions, 5);
    console.log(
      `${f.transactions.toLocaleString('en')} transactions across ${f.wallets} wallets (${f.entries.toLocaleString('en')} entries, ${f.lines} wallet-asset lines; Node, one run each):`,
    );
    console.log(`  all posted (every line matches): ${ms(f.ms.matched)}`);
    console.log(
      `  ${f.unposted.toLocaleString('en')} movements unposted (${f.differences} lines differ, ${f.causes.toLocaleString('en')} causes listed): ${ms(f.ms.withCauses)}`,
    );
  }
} finally {
  await bundle.dispose();
}
