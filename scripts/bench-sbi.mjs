// SBI figures: engine time over 10,000 and 100,000 generated transactions, categorisation accuracy
// and coverage against both baselines, and forecast MASE on generated series of known structure.
// Bundles scripts/bench/sbi-bench.ts with esbuild into a temp dir and runs it in Node: the same
// pure code the SBI page's worker runs. Then the gzip size of the Dashboard's, the SBI page's, the chart
// library's and the worker's chunks in dist/, and the Dashboard's first content after login in the
// local-mode build (real Chromium, anvil; skipped with --no-browser). Usage: node scripts/bench-sbi.mjs [rows...]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';
import { dashboardFirstContent, sbiPageChunks } from './lib/sbi-page-figures.mjs';

const sizes = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--'))
  .map(Number)
  .filter((n) => n > 0);
const RUNS = 5;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
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
  console.log(
    `Engine (forecast, anomalies, spend and income, suggestions, evaluation; Node, ${RUNS} runs each on fresh copies of the rows):`,
  );
  for (const rows of sizes.length ? sizes : [10_000, 100_000]) {
    const f = benchEngine(rows, RUNS);
    console.log(
      `  ${f.rows.toLocaleString('en')} transactions: first run ${f.runs[0].toFixed(0)} ms, median ${median(f.runs).toFixed(0)} ms (${f.anomalies} anomalies, ${f.suggestions} suggestions listed)`,
    );
    console.log(`    stages (median): ${f.stages.map((s) => `${s.stage} ${s.ms.toFixed(1)}`).join(', ')} ms`);
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

const dist = process.env.BENCH_DIST ?? 'dist';
const chunks = await sbiPageChunks(dist);
if (chunks) {
  console.log(`JavaScript (gzip -9) in ${dist}/, beyond the platform shell:`);
  for (const chunk of chunks)
    console.log(
      `  ${pad([chunk.label, `${(chunk.bytes / 1024).toFixed(1)} KB`, `${chunk.files.length} files from ${chunk.chunk.replace('/_astro/', '')}`], [40, 12, 10])}`,
    );
} else console.log(`JavaScript: no platform build in ${dist}/ (run astro build first)`);

if (!process.argv.includes('--no-browser')) {
  if (!existsSync('dist-local/index.html')) {
    const built = spawnSync('astro', ['build', '--silent'], {
      stdio: 'inherit',
      env: { ...process.env, LEDGERLINE_LOCAL: '1', OUT_DIR: 'dist-local' },
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const { version, times } = await dashboardFirstContent(RUNS);
  console.log(
    `Dashboard first content after "Connect Wallet" (local-mode build, ${version}, new workspace, ${RUNS} runs): median ${median(times)} ms (${times.join(', ')} ms)`,
  );
}
