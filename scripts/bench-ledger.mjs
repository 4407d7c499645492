// Ledger figures: trial balance, income statement and balance sheet at 10,000 and
// 100,000 journal lines, and export time and size (report CSV, journal CSV, hledger, Beancount).
// Bundles scripts/bench/ledger-bench.ts with esbuild into a temp dir and runs it in Node: the same
// pure code the Accounting page's worker runs. Usage: node scripts/bench-ledger.mjs [lines...]
import { importBenchBundle } from './lib/bench-bundle.mjs';

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const bundle = await importBenchBundle('scripts/bench/ledger-bench.ts');
try {
  const { benchLedger } = bundle.module;
  const ms = (n) => `${n.toFixed(0)} ms`;
  const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  for (const lines of sizes.length ? sizes : [10_000, 100_000]) {
    const f = benchLedger(lines);
    console.log(
      `${f.lines.toLocaleString('en')} journal lines (${f.entries.toLocaleString('en')} entries, Node, one run each):`,
    );
    console.log(
      `  trial balance ${ms(f.ms.trial)}, income statement ${ms(f.ms.income)}, balance sheet ${ms(f.ms.sheet)}`,
    );
    console.log(
      `  exports: trial balance CSV ${ms(f.ms.trialCsv)} (${(f.bytes.trialCsv / 1024).toFixed(1)} KB), journal CSV ${ms(f.ms.csv)} (${mb(f.bytes.csv)}), hledger ${ms(f.ms.hledger)} (${mb(f.bytes.hledger)}), Beancount ${ms(f.ms.beancount)} (${mb(f.bytes.beancount)})`,
    );
  }
  console.log('(the same reports measured in the browser worker, and journal scrolling: scripts/bench-accounting.mjs)');
} finally {
  await bundle.dispose();
}
