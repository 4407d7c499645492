// Books in the company's currency: lot relief and the statements (trial balance, income statement,
// balance sheet, cash flow; the period and the previous one) for 100,000 transactions with 50,000
// disposals, goal ≤ 1 s, in the Accounting page's ledger worker in Debian's Chromium on the built
// site (dist/ served by scripts/serve.mjs). The journal (scripts/bench/functional-bench.ts, bundled
// for the page) is generated in a blank page of the site's origin, which starts the built worker
// module (`_astro/ledger.worker-*.js`, the file the Accounting page starts) and posts it the messages
// the page posts (model/book-wire.ts): the whole journal once, then a reports request per change
// carrying one changed entry, so each timed run derives the books again. Timed per method and policy
// after a warm-up, median of the runs: from posting the message to the reply (what the page waits
// for; the verdict), the worker's own time for the request, the worker thread's CPU time (Linux
// /proc: on shared cores the wall time also counts the other processes) and its `ledger:functional`
// measure (lots and the statements in the company's currency alone, without the per-asset reports
// the same request builds). The same pure code in Node follows, for reference.
// Usage: node scripts/bench-functional.mjs [transactions...]   BENCH_RUNS=n: timed runs per pair (5).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { freePort } from './lib/anvil.mjs';
import { importBenchBundle } from './lib/bench-bundle.mjs';

const GOAL_MS = 1000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DIST = process.env.BENCH_DIST ?? 'dist';
const PAIRS = [
  ['fifo', 'fair-value'],
  ['fifo', 'cost-less-impairment'],
  ['average', 'fair-value'],
  ['average', 'cost-less-impairment'],
];
const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);

const workers = readdirSync(`${DIST}/_astro`).filter((f) => /^ledger\.worker-[\w-]+\.js$/.test(f));
if (workers.length !== 1) throw new Error(`Expected one ledger worker in ${DIST}/_astro, found ${workers.length}`);

/** `node scripts/serve.mjs --dir <dist> --port <free port>`, resolved with its URL once it listens. */
async function serve() {
  const port = await freePort();
  const child = spawn('node', ['scripts/serve.mjs', '--dir', DIST, '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      const found = /Serving \S+ at (\S+)/.exec(text);
      if (found) resolve(found[1]);
    });
    child.on('exit', (code) => reject(new Error(`scripts/serve.mjs exited (${code})`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

/** The journal generator, bundled for the page: `functionalBench.functionalRows(n)`, `.reportsRequest(…)`. */
const generator = (
  await build({
    entryPoints: ['scripts/bench/functional-bench.ts'],
    bundle: true,
    format: 'iife',
    globalName: 'functionalBench',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'error',
  })
).outputFiles[0].text;

/**
 * In the page: generates the journal and starts a ledger worker from the built module; leaves
 * `globalThis.bench.change(pair)`, a change as the page posts it, timed to its reply. Runs in
 * Chromium (page.evaluate), so it uses only what the page has.
 */
async function startInPage({ workerUrl, transactions, first }) {
  globalThis.bench?.close(); // the previous size's worker
  const rows = globalThis.functionalBench.functionalRows(transactions);
  const entries = rows.entries;
  const worker = new Worker(workerUrl, { type: 'module' });
  let next = 0;
  /** One request as workerClient posts it (lib/primitives/worker-rpc.ts), timed to its reply. */
  const call = (request) =>
    new Promise((resolve, reject) => {
      next += 1;
      const id = next;
      const onMessage = (event) => {
        if (event.data.id !== id) return;
        const ms = performance.now() - started;
        worker.removeEventListener('message', onMessage);
        if (event.data.error) reject(new Error(event.data.error));
        else resolve({ ms, workerMs: event.data.workerMs, reports: event.data.response.reports });
      };
      worker.addEventListener('message', onMessage);
      worker.addEventListener('error', (event) => reject(new Error(event.message || 'The ledger worker failed')), {
        once: true,
      });
      const started = performance.now();
      worker.postMessage({ id, request });
    });
  const order = entries.map((e) => e.id);
  const request = ([method, policy], changed) => {
    const base = globalThis.functionalBench.reportsRequest(rows, method, policy);
    return { ...base, book: { ...base.book, order, changed } };
  };
  const balanced = (reports) =>
    reports.functionalError === null &&
    [reports.functional.current, reports.functional.previous].every(
      (s) => s.sheet.totalAssets === s.sheet.totalLiabilitiesAndEquity,
    );
  const answer = ({ ms, workerMs, reports }) => ({
    ms,
    workerMs,
    balanced: balanced(reports),
    realised: reports.functional?.realised,
  });
  let edits = 0;
  globalThis.bench = {
    close: () => worker.terminate(),
    /** A change as the page sends it: the order and one entry in a new form (its memo edited). */
    change: async (pair) => {
      const i = (edits * 7919) % entries.length;
      edits += 1;
      entries[i] = { ...entries[i], memo: `${entries[i].memo} (edited ${edits})` };
      return answer(await call(request(pair, [entries[i]])));
    },
  };
  // The first request carries the whole journal.
  return { disposals: rows.disposals, ...answer(await call(request(first, entries))) };
}

/** The pids of `root` and its descendants (Chromium's renderers are the browser's children). */
function processTree(root) {
  const parent = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name)))
    try {
      parent.set(pid, readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
    } catch {
      // gone meanwhile
    }
  const tree = new Set([String(root)]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parent)
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
  }
  return tree;
}

const tasksOf = (pid) => {
  try {
    return readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
};

/**
 * CPU time (user + system, ms) of the dedicated worker threads below `root` (the browser's): the worker's own
 * work, whatever else the shared cores are doing (Linux /proc; clock ticks of 10 ms).
 */
function workerCpuMs(root) {
  let ticks = 0;
  let found = false;
  for (const pid of processTree(root))
    for (const tid of tasksOf(pid))
      try {
        if (!readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').startsWith('DedicatedWorker')) continue;
        const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
        ticks += Number(fields[11]) + Number(fields[12]);
        found = true;
      } catch {
        // gone meanwhile
      }
  // No such thread (not Linux, or another name): n/a rather than 0.
  return found ? (ticks * 1000) / 100 : NaN;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(0)} ms`);

console.log(`(load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores when started)`);
const server = await serve();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
let failed = false;
const realisedInWorker = new Map();
try {
  const page = await browser.newPage();
  // A blank page of the site's origin (the worker is same-origin); nothing of the app runs in it.
  const blank = `${server.url}__bench/functional`;
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Functional bench</title>' }),
  );
  await page.goto(blank);
  await page.addScriptTag({ content: generator });
  // Chromium runs as a child of this process (Playwright's driver is in process).
  const root = process.pid;
  for (const transactions of sizes.length ? sizes : [100_000]) {
    const first = await page.evaluate(startInPage, {
      workerUrl: `${server.url}_astro/${workers[0]}`,
      transactions,
      first: PAIRS[0],
    });
    await page.evaluate((pair) => globalThis.bench.change(pair), PAIRS[0]); // the warm-up
    const figures = [];
    for (const pair of PAIRS) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const cpuBefore = workerCpuMs(root);
        const answer = await page.evaluate((p) => globalThis.bench.change(p), pair);
        runs.push({ ...answer, cpuMs: workerCpuMs(root) - cpuBefore });
      }
      figures.push({ pair: pair.join('/'), runs });
    }
    // The worker's own `ledger:functional` measures (lots + statements in the company's currency), in order.
    const worker = page.workers().at(-1);
    const functional = worker
      ? await worker.evaluate(() => performance.getEntriesByName('ledger:functional', 'measure').map((m) => m.duration))
      : [];
    // Left out: the first request's and the warm-up's.
    const perPair = functional.slice(2);
    const balanced = first.balanced && figures.every((f) => f.runs.every((r) => r.balanced));
    console.log(
      `${transactions.toLocaleString('en')} transactions, ${first.disposals.toLocaleString('en')} disposals, 5 wallets, ETH and TUSD, in the ledger worker (Chromium ${browser.version()}; statements ${balanced ? 'balance' : 'DO NOT balance'}):`,
    );
    console.log(
      `  first request with the whole journal: ${ms(first.ms)} (in the worker ${ms(first.workerMs)}); then a change of one entry, median of ${RUNS} after a warm-up:`,
    );
    figures.forEach((f, i) => {
      const roundTrip = median(f.runs.map((r) => r.ms));
      const pass = roundTrip <= GOAL_MS && balanced;
      failed ||= !pass;
      const mine = perPair.slice(i * RUNS, (i + 1) * RUNS);
      console.log(
        `  ${f.pair}: posted → reply ${ms(roundTrip)} (worker ${ms(median(f.runs.map((r) => r.workerMs)))}, CPU ${ms(median(f.runs.map((r) => r.cpuMs)))}; of it lots + statements ${mine.length ? ms(median(mine)) : 'n/a'}; goal ≤ ${GOAL_MS} ms) ${pass ? 'PASS' : 'FAIL'}`,
      );
      realisedInWorker.set(`${transactions}:${f.pair}`, f.runs.at(-1).realised);
    });
  }
} finally {
  await browser.close();
  server.stop();
}

// The same pure code in Node, one run each after a warm-up: no verdict, a reference for the worker's figures.
const bundle = await importBenchBundle('scripts/bench/functional-bench.ts');
try {
  const { benchFunctional } = bundle.module;
  for (const transactions of sizes.length ? sizes : [100_000]) {
    const f = benchFunctional(transactions);
    const agree = Object.entries(f.realised).every(
      ([pair, realised]) => realisedInWorker.get(`${transactions}:${pair}`) === realised,
    );
    failed ||= !agree;
    console.log(
      `  for reference, the same code in Node (${transactions.toLocaleString('en')} transactions, one run each, lots + statements): ${Object.entries(
        f.ms,
      )
        .map(([pair, value]) => `${pair} ${ms(value)} (CPU ${ms(f.cpuMs[pair])})`)
        .join(', ')}; realised gains ${agree ? 'agree with the worker' : 'DIFFER from the worker: FAIL'}`,
    );
  }
} finally {
  await bundle.dispose();
}
if (failed) process.exitCode = 1;
