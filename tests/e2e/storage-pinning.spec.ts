// Storage pinning in the built local-mode site (dist-local: its CSP allows loopback http) against
// scripts/lib/mock-pinning.mjs, which implements the published Kubo RPC dag/import and IPFS
// Pinning Service API contracts: endpoints saved in Utility → Network settings, a document pinned
// at both (status per service, queued → pinned), and a failed pin showing the service's reason.
import { expect, test, type Page } from '@playwright/test';
import { startAnvil, type Anvil } from '../../scripts/lib/anvil.mjs';
import { startMockPinning, type MockPinning } from '../../scripts/lib/mock-pinning.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { importFile } from '@/lib/ipfs/import-file';
import { MemoryBlocks } from '@/lib/ipfs/memory-blocks';

let anvil: Anvil;
let pinning: MockPinning;
let server: Awaited<ReturnType<typeof startStaticServer>>;

test.beforeAll(async () => {
  anvil = await startAnvil();
  pinning = await startMockPinning({ token: 'psa-token', kuboToken: 'kubo-token' });
  server = await startStaticServer({ root: 'dist-local', rpcProxy: anvil.rpcUrl });
});

test.afterAll(async () => {
  await server?.close();
  await pinning?.stop();
  await anvil?.stop();
});

async function connect(page: Page): Promise<void> {
  await page.goto(`${server.url}login`);
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await expect(page).toHaveURL(/\/platform$/);
}

/** Closes the open side panel (a document's details, or Add documents) to reach the page behind it. */
async function closeDialog(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

const cidOf = async (text: string) =>
  (await importFile(new TextEncoder().encode(text), new MemoryBlocks())).cid.toString();

test('pins a document at a Kubo node and a pinning service, and shows the reason a pin failed', async ({ page }) => {
  test.setTimeout(60_000);
  await connect(page);
  await page.goto(`${server.url}platform/utility?tab=storage`);
  const settings = page.getByRole('form', { name: 'Storage pinning' });
  await settings.getByLabel('Kubo RPC API').fill(pinning.kuboUrl);
  await settings.getByLabel('Kubo access token (optional)').fill('kubo-token');
  await settings.getByLabel('Pinning Service API').fill(pinning.psaUrl);
  await settings.getByLabel('Pinning service access token').fill('psa-token');
  await settings.getByRole('button', { name: 'Save pinning endpoints' }).click();
  await expect(settings.getByText('Pinning endpoints saved in this workspace.')).toBeVisible();

  await page.goto(`${server.url}platform/storage`);
  const good = 'Invoice 2026-117, paid';
  const bad = 'A file no provider has';
  pinning.failCids.add(await cidOf(bad));
  await page.getByRole('button', { name: 'Add document' }).click();
  await page.getByLabel('Files', { exact: true }).setInputFiles([
    { name: 'good.txt', mimeType: 'text/plain', buffer: Buffer.from(good) },
    { name: 'bad.txt', mimeType: 'text/plain', buffer: Buffer.from(bad) },
  ]);
  await page.getByRole('button', { name: 'Add to storage' }).click();
  await expect(page.getByRole('row', { name: 'bad.txt', exact: true })).toBeVisible();
  await closeDialog(page);

  await page.getByRole('row', { name: 'good.txt', exact: true }).getByRole('button', { name: /Open/ }).click();
  await page.getByRole('button', { name: 'Pin at Kubo node' }).click();
  await expect(page.getByRole('list', { name: 'Pins of good.txt' })).toContainText('Kubo node: pinned');
  expect(pinning.imported.has(await cidOf(good))).toBe(true);
  await page.getByRole('button', { name: 'Pin at pinning service' }).click();
  await expect(page.getByRole('list', { name: 'Pins of good.txt' })).toContainText('Pinning service: pinned', {
    timeout: 20_000,
  });
  await expect(page.getByRole('row', { name: 'good.txt', exact: true })).toContainText(
    'Kubo node: pinned; Pinning service: pinned',
  );
  expect(
    pinning.requests
      .filter((r) => r.path.startsWith('/psa') && r.method !== 'OPTIONS')
      .every((r) => r.authorization === 'Bearer psa-token'),
  ).toBe(true);
  await closeDialog(page);

  await page.getByRole('row', { name: 'bad.txt', exact: true }).getByRole('button', { name: /Open/ }).click();
  await page.getByRole('button', { name: 'Pin at pinning service' }).click();
  await expect(page.getByRole('list', { name: 'Pins of bad.txt' })).toContainText('Pinning service: failed', {
    timeout: 20_000,
  });
  await expect(page.getByRole('list', { name: 'Pins of bad.txt' })).toContainText(
    'content not found: no provider answered for this CID',
  );
});
