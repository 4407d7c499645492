// Invoice figures in real Chromium against the local-mode build (dist-local, dev wallet) on a real
// anvil with the platform contracts deployed: the time from a PaymentRouter payment mined (another
// account paying by the invoice's reference) to the invoice shown as Paid on the open Client page,
// median and p95 of 20. The 20 issued invoices are written into the workspace as the app stores
// them (the UI flow itself is covered by tests/e2e/client-invoices.spec.ts).
// Usage: node scripts/bench-invoices.mjs
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { Interface, getAddress, keccak256, toUtf8Bytes } from 'ethers';
import { chromium } from 'playwright';
import { rpc, startAnvil } from './lib/anvil.mjs';
import { deployAll } from './lib/deploy.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const COUNT = 20;
const DIST = 'dist-local';
if (!existsSync(`${DIST}/index.html`)) {
  const build = spawnSync('astro', ['build', '--silent'], {
    stdio: 'inherit',
    env: { ...process.env, LEDGERLINE_LOCAL: '1', OUT_DIR: DIST },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const ROUTER = new Interface(['function payEth(bytes32 paymentReference, address payee) payable']);
const ms = (value) => `${value.toFixed(0)} ms`;
const quantile = (values, q) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const row = (cells) => console.log(cells.map((c, i) => String(c).padEnd(i === 0 ? 52 : 16)).join(''));

const anvil = await startAnvil();
const deployments = await deployAll({
  rpcUrl: anvil.rpcUrl,
  deploymentsPath: join(mkdtempSync(join(tmpdir(), 'ledgerline-bench-')), 'deployments.json'),
});
const router = deployments.addresses.PaymentRouter;
const server = await startStaticServer({ root: DIST, rpcProxy: anvil.rpcUrl });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const [, payer] = /** @type {string[]} */ (await rpc(anvil.rpcUrl, 'eth_accounts'));
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${server.url}login?next=%2Fplatform%2Fclient`);
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await page.waitForURL(/\/platform\/client/);
  await page.getByRole('tab', { name: 'Invoices' }).waitFor();
  const me = getAddress(
    await page.evaluate(() => document.querySelector('[title^="0x"]')?.getAttribute('title') ?? ''),
  );
  const now = new Date().toISOString();
  const invoices = Array.from({ length: COUNT }, (_, i) => ({
    id: `bench-${i}`,
    sequence: i + 1,
    number: `BENCH-${String(i + 1).padStart(4, '0')}`,
    clientId: 'bench-client',
    issueDate: now.slice(0, 10),
    dueDate: now.slice(0, 10),
    asset: { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' },
    payee: me,
    lines: [{ description: 'Bench', quantity: '1', unitPrice: '1000', discountPercent: '0', taxRatePercent: '0' }],
    total: '1000',
    taxTotal: '0',
    incomeAccountId: 'sales',
    notes: '',
    terms: '',
    reference: keccak256(toUtf8Bytes(`bench-${i}-${now}`)),
    salt: `0x${'00'.repeat(16)}`,
    state: 'sent',
    voidReason: '',
    issuedAt: now,
    signature: null,
    matchDecisions: [],
    createdAt: now,
    updatedAt: now,
    revision: 1,
  }));
  await page.evaluate(
    ({ name, rows }) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('invoices', 'readwrite');
          for (const r of rows) tx.objectStore('invoices').put(r);
          tx.oncomplete = () => resolve(undefined);
          tx.onerror = () => reject(tx.error);
        };
      }),
    { name: `ledgerline-ws-${me.toLowerCase()}`, rows: invoices },
  );
  await page.reload(); // written outside Dexie: the open page's live queries learn of it on reload
  await page.getByTestId('status-BENCH-0001').waitFor();
  const latencies = [];
  for (const invoice of invoices) {
    const data = ROUTER.encodeFunctionData('payEth', [invoice.reference, me]);
    // anvil automines: eth_sendTransaction returns once the block is mined.
    await rpc(anvil.rpcUrl, 'eth_sendTransaction', [{ from: payer, to: router, value: '0x3e8', data }]);
    const mined = performance.now();
    await page.waitForFunction(
      (id) => document.querySelector(`[data-testid="status-${id}"]`)?.textContent === 'Paid',
      invoice.number,
      { polling: 'raf', timeout: 30_000 },
    );
    latencies.push(performance.now() - mined);
  }
  console.log(`Payment mined on anvil → invoice shown as Paid, ${COUNT} invoices (${browser.version()}):`);
  row(['median', ms(quantile(latencies, 0.5))]);
  row(['p95', ms(quantile(latencies, 0.95))]);
} finally {
  await browser.close();
  await server.close();
  await anvil.stop();
}
