// Auto Distribution figures: time to preview a 1,000-recipient CSV, i.e. what the
// page does between choosing the file and showing every exact amount: parse (papaparse), check
// every row (EIP-55, duplicates, amounts), build the plan (largest-remainder split). Node, pure,
// the page's own model code bundled with esbuild. Both formats: Safe CSV Airdrop (fixed amounts)
// and a plain address,share list (percentages of a total). Also the export back to Safe CSV.
// Usage: node scripts/bench-distribution.mjs [recipients]   (default 1000)
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { getAddress, hexlify, randomBytes } from 'ethers';

const count = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 1000);
const RUNS = 15;
const ms = (n) => `${n.toFixed(1)} ms`;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

const dir = await mkdtemp(join(tmpdir(), 'ledgerline-bench-distribution-'));
try {
  const entry = join(dir, 'entry.ts');
  const model = (file) => JSON.stringify(resolve('src/platform/features/autodistribution/model', file));
  await writeFile(
    entry,
    ['csv-import.ts', 'csv-export.ts', 'recipients.ts', 'plan.ts'].map((f) => `export * from ${model(f)};`).join('\n'),
  );
  await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    outfile: join(dir, 'bench.mjs'),
    logLevel: 'error',
  });
  const lib = await import(pathToFileURL(join(dir, 'bench.mjs')).href);

  // Lower-case receivers, as most files carry them: each is checksummed by the check (a keccak each).
  const receivers = Array.from({ length: count }, () => getAddress(hexlify(randomBytes(20))).toLowerCase());
  const safe = [
    'token_type,token_address,receiver,amount,id',
    ...receivers.map((r, i) => `native,,${r},${(i % 97) + 1}.${String(i).padStart(6, '0')},`),
  ].join('\n');
  // Percentages adding to exactly 100: 1000 rows of 0.1%.
  const share = (100 / count).toFixed(4);
  const plain = ['address,share', ...receivers.map((r) => `${r},${share}`)].join('\n');
  const native = { kind: 'native', address: null, symbol: 'ETH' };
  const asset = { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };

  const preview = (text, mode, total) => {
    const read = lib.parseDistributionCsv(text, native);
    const check = lib.checkRecipients(read.rows, mode, 18, 'ETH');
    if (read.errors.length || !check.ok)
      throw new Error(
        `the bench file does not preview: ${JSON.stringify(read.errors.slice(0, 2))} ${JSON.stringify(check.ok ? '' : check.errors.slice(0, 2))} ${check.ok ? '' : check.listError}`,
      );
    return lib.buildPlan(mode, check.recipients, total);
  };
  const time = (fn) => {
    const samples = [];
    let result;
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      result = fn();
      samples.push(performance.now() - start);
    }
    return { median: median(samples), result };
  };

  const safeRun = time(() => preview(safe, 'fixed', 0n));
  const plainRun = time(() => preview(plain, 'percent', 10n ** 18n));
  const exportRun = time(() => lib.toSafeAirdropCsv(safeRun.result.payments, asset));
  console.log(
    `Preview of a ${count}-recipient CSV (parse + per-row checks + exact plan), median of ${RUNS} in Node ${process.version}:`,
  );
  console.log(
    `  Safe CSV Airdrop, fixed amounts:            ${ms(safeRun.median)}  (${safeRun.result.payments.length} payments)`,
  );
  console.log(
    `  address,share, percentages of 1 ETH:        ${ms(plainRun.median)}  (remainder ${plainRun.result.remainder} wei)`,
  );
  console.log(
    `  export of the plan as Safe CSV:             ${ms(exportRun.median)}  (${exportRun.result.length} bytes)`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
