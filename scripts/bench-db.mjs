// Workspace database figures in real Chromium (IndexedDB cannot be measured in Node): bundles
// scripts/bench/db-bench.ts into a throw-away page (never part of dist/), serves it on loopback, runs
// runDbBench() in Debian's Chromium and prints the figures. Usage: node scripts/bench-db.mjs [records]
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { startStaticServer } from './lib/static-server.mjs';

const records = Number(process.argv[2] ?? 10_000);
const dir = await mkdtemp(join(tmpdir(), 'ledgerline-bench-db-'));
let server;
let browser;
try {
  await build({
    entryPoints: ['scripts/bench/db-bench.ts'],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outfile: join(dir, 'bench.js'),
    logLevel: 'error',
  });
  await writeFile(
    join(dir, 'index.html'),
    '<!doctype html><meta charset="utf-8"><title>db bench</title><script type="module">import { runDbBench } from "./bench.js"; window.runDbBench = runDbBench;</script>',
  );
  server = await startStaticServer({ root: dir });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => typeof window.runDbBench === 'function');
  const figures = await page.evaluate((count) => window.runDbBench(count), records);

  const ms = (value) => `${value.toFixed(0)} ms`;
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  const perRecord = (value) => `${((value / records) * 1000).toFixed(1)} µs/record`;
  const row = (cells) => console.log(cells.map((c, i) => String(c).padEnd(i === 0 ? 48 : 16)).join(''));
  console.log(
    `${new Intl.NumberFormat('en').format(records)} team members, validated with zod on write and read (${browser.version()}):`,
  );
  row(['write (one bulkPut transaction)', ms(figures.writeMs), perRecord(figures.writeMs)]);
  row(['read back (ordered, parsed on read)', ms(figures.readMs), perRecord(figures.readMs)]);
  row(['export (read + checksum + JSON)', ms(figures.exportMs), kb(figures.exportBytes)]);
  row(['import (verify + replace, one transaction)', ms(figures.importMs), '']);
  row(['encrypted export (PBKDF2 600k + AES-GCM)', ms(figures.encryptedExportMs), kb(figures.encryptedBytes)]);
  row(['encrypted import (decrypt + verify + replace)', ms(figures.encryptedImportMs), '']);
  row(['baseline: bare IndexedDB put, one transaction', ms(figures.rawPutMs), perRecord(figures.rawPutMs)]);
} finally {
  await browser?.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
}
