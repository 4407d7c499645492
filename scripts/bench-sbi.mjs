// SBI figures: engine time over 10,000 and 100,000 generated transactions, categorisation accuracy
// and coverage against both baselines, and forecast MASE on generated series of known structure.
// Bundles scripts/bench/sbi-bench.ts with esbuild into a temp dir and runs it in Node: the same
// pure code the SBI page's worker runs. Usage: node scripts/bench-sbi.mjs [rows...]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const dir = await mkdtemp(join(tmpdir(), 'ledgerline-bench-sbi-'));
const pct = (n) => (Number.isFinite(n) ? `${(n * 100).toFixed(1)}%` : '—');
const pad = (cells, widths) => cells.map((c, i) => String(c).padEnd(widths[i] ?? 12)).join('');
try {
  await build({
    entryPoints: ['scripts/bench/sbi-bench.ts'],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    outfile: join(dir, 'bench.mjs'),
    logLevel: 'error',
  });
  const { benchEngine, benchCategorisation, benchForecast } = await import(pathToFileURL(join(dir, 'bench.mjs')).href);
  console.log('Engine (forecast, anomalies, spend and income, suggestions, evaluation; Node, one run each):');
  for (const rows of sizes.length ? sizes : [10_000, 100_000]) {
    const f = benchEngine(rows);
    console.log(
      `  ${f.rows.toLocaleString('en')} transactions: ${f.ms.toFixed(0)} ms (${f.anomalies} anomalies, ${f.suggestions} suggestions listed)`,
    );
  }
  const evaluation = benchCategorisation(10_000);
  console.log(
    `Categorisation on 10,000 generated labelled transactions (60 counterparties, 15% in a second category):`,
  );
  for (const split of evaluation.splits ?? []) {
    console.log(`  ${split.split} split: ${split.train} to learn, ${split.test} to test`);
    console.log(`    ${pad(['method', 'accuracy', 'macro-F1', 'coverage'], [44, 10, 10, 10])}`);
    for (const s of split.scores)
      console.log(`    ${pad([s.name, pct(s.accuracy), pct(s.macroF1), pct(s.coverage)], [44, 10, 10, 10])}`);
    console.log(
      `    accuracy/coverage by threshold: ${split.curve.map((p) => `${p.threshold}: ${pct(p.accuracy)}/${pct(p.coverage)}`).join(', ')}`,
    );
  }
  console.log('Forecast on generated weekly series (20 of each kind, 104 weeks, the last 13 held out):');
  console.log(
    `  ${pad(['series', 'chosen by backtest', 'MASE chosen', 'naive', 'mean', '80% cov.', '95% cov.'], [16, 40, 13, 8, 8, 10, 10])}`,
  );
  for (const f of benchForecast(20)) {
    const chosen = Object.entries(f.chosen)
      .map(([m, n]) => `${m} ${n}`)
      .join(', ');
    console.log(
      `  ${pad([f.kind, chosen, f.mase.chosen.toFixed(2), f.mase.naive.toFixed(2), f.mase.mean.toFixed(2), pct(f.coverage80), pct(f.coverage95)], [16, 40, 13, 8, 8, 10, 10])}`,
    );
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
