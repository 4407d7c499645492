// Storage against the built site with the test wallet on a real anvil: files added (streamed, with
// progress) get kubo's CIDv1 and download byte for byte; a block altered in its pack file is refused;
// an encrypted document opens with its passphrase and not with another; a document anchored from
// the wallet shows its block and date, and Verify finds it (a changed file is not anchored).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { getAddress } from 'ethers';
import { registryBytecode } from '@/lib/contracts/generated/artifacts';
import { importFile } from '@/lib/ipfs/import-file';
import { readCar } from '@/lib/ipfs/car';
import { MemoryBlocks } from '@/lib/ipfs/memory-blocks';
import { pseudoRandomBytes } from '@/lib/ipfs/test-bytes.testing';
import { receiptOf } from '../fixtures/chain-actions';
import { createTreasurySafe, executeOutside } from '../fixtures/safe-actions';
import { putRows, readRows } from '../fixtures/workspace-rows';
import { connectWallet, expect, test, type TestWallet } from '../fixtures/test-wallet';
import { axeBuilder } from '../fixtures/axe';

const HELLO = Buffer.from('hello world');
// kubo `ipfs add --cid-version=1` of "hello world" (11 bytes, one raw block): see import-file.test.ts.
const HELLO_CID = 'bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e';
// A 1×1 PNG, for the image preview.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function openStorage(page: Page): Promise<void> {
  await connectWallet(page, '/platform/storage');
  await expect(page.getByRole('heading', { level: 1, name: 'Storage' })).toBeVisible();
  await expect(page.getByText('No documents yet')).toBeVisible();
}

async function addFiles(
  page: Page,
  files: { name: string; mimeType: string; buffer: Buffer }[],
  options: { passphrase?: string; tags?: string; wallet?: boolean } = {},
) {
  await page.getByRole('button', { name: 'Add document' }).click();
  await page.getByLabel('Files', { exact: true }).setInputFiles(files);
  if (options.tags) await page.getByLabel('Tags', { exact: true }).fill(options.tags);
  if (options.wallet) await page.getByLabel('Encryption').selectOption('wallet');
  if (options.passphrase) {
    await page.getByLabel('Encryption').selectOption('passphrase');
    await page.getByLabel('Passphrase', { exact: true }).fill(options.passphrase);
  }
  await page.getByRole('button', { name: 'Add to storage' }).click();
  const progress = page.getByRole('list', { name: 'Import progress' });
  for (const file of files) await expect(progress).toContainText(`${file.name}: added`);
  await closeDialog(page);
}

/** Closes the open side panel (a document's details, or Add documents) to reach the page behind it. */
async function closeDialog(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

const cidOf = async (text: string) =>
  (await importFile(new TextEncoder().encode(text), new MemoryBlocks())).cid.toString();
const row = (page: Page, name: string) => page.getByRole('row', { name, exact: true });

async function download(page: Page): Promise<Buffer> {
  const event = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download (verified)' }).click();
  return readFile(await (await event).path());
}

async function deployRegistry(wallet: TestWallet): Promise<string> {
  const hash = (await wallet.rpc('eth_sendTransaction', [
    { from: wallet.accounts[0], data: registryBytecode },
  ])) as string;
  const address = (await receiptOf(wallet.rpcUrl, hash)).contractAddress ?? '';
  // The first deployment of the fresh chain lands where the deployments file says the Registry is.
  const recorded = (
    JSON.parse(readFileSync('src/lib/contracts/deployments.json', 'utf8')) as Record<string, { Registry: string }>
  )['31337']?.Registry;
  expect(address.toLowerCase()).toBe(recorded?.toLowerCase());
  return address;
}

test('adds several files with kubo’s CIDs, lists them with tags and search, and downloads the exact bytes', async ({
  page,
}) => {
  test.setTimeout(60_000); // axe over the whole page is slow on a shared machine
  await openStorage(page);
  const big = Buffer.from(pseudoRandomBytes(11, 1_500_000));
  const expected = (await importFile(big, new MemoryBlocks())).cid.toString();
  await addFiles(
    page,
    [
      { name: 'hello.txt', mimeType: 'text/plain', buffer: HELLO },
      { name: 'scan.bin', mimeType: 'application/octet-stream', buffer: big },
    ],
    { tags: 'Contracts, 2026' },
  );

  await expect(row(page, 'hello.txt').getByTestId('document-cid')).toHaveText(HELLO_CID);
  await expect(row(page, 'scan.bin').getByTestId('document-cid')).toHaveText(expected);
  await expect(row(page, 'scan.bin')).toContainText('contracts, 2026');
  await expect(row(page, 'scan.bin')).toContainText('Not anchored');

  await page.getByLabel('Search').fill('hello');
  await expect(row(page, 'scan.bin')).toHaveCount(0);
  await page.getByLabel('Search').fill('');

  await row(page, 'scan.bin').getByRole('button', { name: /Open/ }).click();
  // The page with a list and an open document has no axe violations (WCAG 2.2 AA).
  const axe = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations).toEqual([]);
  expect((await download(page)).equals(big)).toBe(true);
  await expect(page.getByText('Downloaded: every block matched its CID.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete…' }).click();
  await page.getByRole('button', { name: 'Delete for good' }).click();
  await expect(row(page, 'scan.bin')).toHaveCount(0);
  await expect(row(page, 'hello.txt')).toBeVisible();
});

test('adds a file of several megabytes (its SHA-256 hashed in a worker) with the same CID, digest and bytes', async ({
  page,
}) => {
  await openStorage(page);
  const large = Buffer.from(pseudoRandomBytes(13, 5 * 1024 * 1024 + 17));
  const expected = (await importFile(large, new MemoryBlocks())).cid.toString();
  await addFiles(page, [{ name: 'large.bin', mimeType: 'application/octet-stream', buffer: large }]);

  await expect(row(page, 'large.bin').getByTestId('document-cid')).toHaveText(expected);
  await row(page, 'large.bin').getByRole('button', { name: /Open/ }).click();
  await expect(page.getByText(`0x${createHash('sha256').update(large).digest('hex')}`)).toBeVisible();
  expect((await download(page)).equals(large)).toBe(true);
  await expect(page.getByText('Downloaded: every block matched its CID.')).toBeVisible();
});

test('refuses to download a document whose block was altered in its pack file', async ({ page, wallet }) => {
  await openStorage(page);
  await addFiles(page, [
    { name: 'ledger.bin', mimeType: 'application/octet-stream', buffer: Buffer.from(pseudoRandomBytes(12, 600_000)) },
  ]);
  // The blocks are in one OPFS pack file; IndexedDB holds where each is (`packed`), not the bytes.
  const altered = await page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const count = (store: string) =>
      new Promise<number>((resolve) => {
        db.transaction(store).objectStore(store).count().onsuccess = (event) =>
          resolve((event.target as IDBRequest<number>).result);
      });
    if ((await count('blocks')) !== 0) return 'blocks stored in IndexedDB';
    const rows = await new Promise<{ cid: string; pack: string; offset: number }[]>((resolve) => {
      db.transaction('packed').objectStore('packed').getAll().onsuccess = (event) =>
        resolve((event.target as IDBRequest<{ cid: string; pack: string; offset: number }[]>).result);
    });
    const leaf = rows.find((row) => row.cid.startsWith('bafk'));
    if (!leaf) return 'no leaf in a pack';
    const root = await navigator.storage.getDirectory();
    const packs = await (await root.getDirectoryHandle('ledgerline-packs')).getDirectoryHandle(name);
    const handle = await packs.getFileHandle(leaf.pack);
    const at = leaf.offset + 100;
    const byte = new Uint8Array(await (await handle.getFile()).slice(at, at + 1).arrayBuffer())[0]!;
    const writable = await handle.createWritable({ keepExistingData: true });
    await writable.write({ type: 'write', position: at, data: new Uint8Array([byte ^ 0xff]) });
    await writable.close();
    return leaf.cid;
  }, `ledgerline-blocks-${wallet.accounts[0]}`);
  expect(altered).toMatch(/^bafk/);

  await row(page, 'ledger.bin').getByRole('button', { name: /Open/ }).click();
  let downloaded = false;
  page.on('download', () => (downloaded = true));
  await page.getByRole('button', { name: 'Download (verified)' }).click();
  await expect(page.getByRole('alert')).toContainText(`Refused: Block ${altered} does not match its content`);
  expect(downloaded).toBe(false);
});

test('an encrypted document has the CID of its encrypted bytes, opens with its passphrase and not with another', async ({
  page,
}) => {
  await openStorage(page);
  const secret = Buffer.from('Salary review 2026: confidential');
  await addFiles(page, [{ name: 'secret.txt', mimeType: 'text/plain', buffer: secret }], {
    passphrase: 'correct horse battery staple',
  });
  await expect(row(page, 'secret.txt')).toContainText('Encrypted');
  const plainCid = (await importFile(secret, new MemoryBlocks())).cid.toString();
  await expect(row(page, 'secret.txt').getByTestId('document-cid')).not.toHaveText(plainCid);

  await row(page, 'secret.txt').getByRole('button', { name: /Open/ }).click();
  await page.getByLabel('Passphrase to open it').fill('wrong passphrase');
  await page.getByRole('button', { name: 'Download (verified)' }).click();
  await expect(page.getByRole('alert')).toContainText('This key does not open the document');
  await expect(row(page, 'secret.txt')).toBeVisible();

  await page.getByLabel('Passphrase to open it').fill('correct horse battery staple');
  expect((await download(page)).equals(secret)).toBe(true);
});

test('anchors a document from the wallet, shows its block, and Verify finds it (a changed file is not anchored)', async ({
  page,
  wallet,
}) => {
  await deployRegistry(wallet);
  await openStorage(page);
  const contract = Buffer.from('Master services agreement, signed 2026-11-02');
  await addFiles(page, [{ name: 'msa.txt', mimeType: 'text/plain', buffer: contract }]);
  await row(page, 'msa.txt').getByRole('button', { name: /Open/ }).click();
  await page.getByRole('button', { name: 'Anchor on chain (proof of existence)' }).click();
  await expect(page).toHaveURL(/\/platform\/success\?/);
  await expect(page.getByText(/Anchored msa\.txt/)).toBeVisible();

  // Back in the app (no reload): the tab that sent it recorded the Anchored event once mined.
  await page.getByRole('link', { name: 'Back to where you started' }).click();
  await expect(row(page, 'msa.txt')).toContainText(/Anchored at block \d+/);
  // …and the date is that block's time, in the browser's locale.
  const blockNumber = Number(/Anchored at block (\d+)/.exec((await row(page, 'msa.txt').textContent()) ?? '')?.[1]);
  const block = (await wallet.rpc('eth_getBlockByNumber', [`0x${blockNumber.toString(16)}`, false])) as {
    timestamp: string;
  };
  const date = await page.evaluate(
    (ms) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms)),
    Number(block.timestamp) * 1000,
  );
  await expect(row(page, 'msa.txt')).toContainText(`Anchored at block ${blockNumber}, ${date}`);

  const verify = page.getByRole('region', { name: 'Verify a file' });
  await verify
    .getByLabel('File to verify')
    .setInputFiles({ name: 'copy.txt', mimeType: 'text/plain', buffer: contract });
  await expect(verify.getByTestId('verify-result')).toContainText(/Anchored by 0x[0-9a-fA-F]{40} at block \d+/);
  await verify
    .getByLabel('File to verify')
    .setInputFiles({ name: 'changed.txt', mimeType: 'text/plain', buffer: Buffer.from(`${contract.toString()}!`) });
  await expect(verify.getByTestId('verify-result')).toContainText('Not anchored by');

  // The same bytes under another name: anchoring again is explained, nothing is sent, and the
  // earlier anchor is recorded on this document too.
  await addFiles(page, [{ name: 'msa-copy.txt', mimeType: 'text/plain', buffer: contract }]);
  await row(page, 'msa-copy.txt').getByRole('button', { name: /Open/ }).click();
  const sent = wallet.requests.filter((method) => method === 'eth_sendTransaction').length;
  await page.getByRole('button', { name: 'Anchor on chain (proof of existence)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Already anchored' })).toContainText(
    'this account anchored this document on',
  );
  await expect(row(page, 'msa-copy.txt')).toContainText(/Anchored at block \d+/);
  expect(wallet.requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(sent);
  await closeDialog(page);

  // Another address did not anchor it.
  await verify.getByLabel('Anchored by').fill(wallet.accounts[1] ?? '');
  await verify
    .getByLabel('File to verify')
    .setInputFiles({ name: 'copy.txt', mimeType: 'text/plain', buffer: contract });
  await expect(verify.getByTestId('verify-result')).toContainText('Not anchored by');
});

test('anchors a document from a 2-of-3 treasury Safe: proposed (1 of 2 signatures), nothing sent; once executed elsewhere the anchor is written from the noted execution, the Safe its sender', async ({
  page,
  wallet,
}) => {
  const registry = await deployRegistry(wallet);
  await connectWallet(page, '/platform/company?tab=wallets');
  const safe = await createTreasurySafe(page, wallet.rpcUrl, wallet.accounts);
  const admin = getAddress(wallet.accounts[0]!);
  await page.goto('/platform/storage');
  await addFiles(page, [{ name: 'lease.txt', mimeType: 'text/plain', buffer: Buffer.from('Lease, unit 4, 2027') }]);
  await row(page, 'lease.txt').getByRole('button', { name: /Open/ }).click();
  const sent = wallet.requests.filter((method) => method === 'eth_sendTransaction').length;
  await page.getByRole('radio', { name: /^Safe Treasury/ }).check();
  await page.getByRole('button', { name: 'Propose the anchor from the Safe' }).click();
  await expect(
    page.getByText(/^The anchor of lease\.txt proposed from Treasury as nonce 0, signed by you: 1 of 2 signatures\./),
  ).toBeVisible();
  await expect(page.getByTestId('anchor-proposed')).toContainText('Anchor proposed from the Safe as nonce 0');
  expect(wallet.requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(sent);
  await closeDialog(page);

  // The Safe queue names what it does, the Registry by its name.
  await page.goto('/platform/transactions?tab=safe-queue');
  const card = page.getByTestId('safe-proposal');
  await expect(card).toContainText(`The anchor of lease.txt (SHA-256 `);
  await expect(card).toContainText(`the Safe its sender: a call from the Safe to Registry (${getAddress(registry)})`);
  await expect(page.getByText('1 of 2 signatures', { exact: true })).toBeVisible();

  // The second owner signs and a third account executes it outside the page; the device that sent
  // it notes the execution in the shared proposal, as the team workspace brings it here. Nobody
  // opens the Safe queue: Storage shows the anchor, written from the execution's receipt.
  await page.goto('/platform/storage');
  const [stored] = await readRows(page, admin, 'safeProposals');
  const hash = await executeOutside(wallet, safe, stored!);
  const at = new Date().toISOString();
  await putRows(page, admin, 'safeProposals', [
    { ...stored, execution: { hash, from: getAddress(wallet.accounts[2]!), at }, updatedAt: at },
  ]);
  await page.reload();
  await expect(row(page, 'lease.txt')).toContainText(/Anchored at block \d+/);
  const [document] = await readRows(page, admin, 'documents');
  expect(document).toMatchObject({ anchor: { sender: safe, txHash: hash, registry: getAddress(registry) } });
});

test('a document encrypted with the wallet’s signature opens again with the same wallet', async ({ page, wallet }) => {
  await openStorage(page);
  const note = Buffer.from('Board minutes, 2026-11-20');
  await addFiles(page, [{ name: 'minutes.txt', mimeType: 'text/plain', buffer: note }], { wallet: true });
  // Signed twice to check the wallet signs deterministically (anvil's keys do: RFC 6979).
  expect(wallet.requests.filter((method) => method === 'personal_sign')).toHaveLength(2);
  await expect(row(page, 'minutes.txt')).toContainText('Encrypted');
  await row(page, 'minutes.txt').getByRole('button', { name: /Open/ }).click();
  expect((await download(page)).equals(note)).toBe(true);
});

test('exports a selection as one CAR with a directory root, refuses a tampered CAR and imports a good one', async ({
  page,
}) => {
  await openStorage(page);
  const other = Buffer.from(pseudoRandomBytes(13, 300_000));
  await addFiles(page, [
    { name: 'hello.txt', mimeType: 'text/plain', buffer: HELLO },
    { name: 'other.bin', mimeType: 'application/octet-stream', buffer: other },
  ]);
  await page.getByLabel('Select hello.txt').check();
  await page.getByLabel('Select other.bin').check();
  const event = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CAR (2 selected)' }).click();
  const car = await readFile(await (await event).path());
  const parsed = await readCar(new Uint8Array(car));
  const otherCid = (await importFile(other, new MemoryBlocks())).cid.toString();
  expect([HELLO_CID, otherCid]).not.toContain(parsed.root.toString());
  expect(parsed.blocks.map((b) => b.cid.toString())).toEqual(expect.arrayContaining([HELLO_CID, otherCid]));

  const tampered = Buffer.from(car);
  tampered[tampered.length - 3] = (tampered[tampered.length - 3] ?? 0) ^ 1;
  await page.getByText('Advanced: CAR files and content IDs').click();
  await page
    .getByLabel('Import a CAR file')
    .setInputFiles({ name: 'tampered.car', mimeType: 'application/vnd.ipld.car', buffer: tampered });
  await expect(
    page.getByText(/tampered\.car was refused: CAR refused: Block \S+ does not match its content/),
  ).toBeVisible();
  await expect(row(page, 'hello.txt')).toHaveCount(1);

  await page
    .getByLabel('Import a CAR file')
    .setInputFiles({ name: 'pair.car', mimeType: 'application/vnd.ipld.car', buffer: car });
  await expect(page.getByText('Imported 2 documents from pair.car; every block matched its CID.')).toBeVisible();
  await expect(row(page, 'hello.txt')).toHaveCount(2);
});

test('adds every file of a folder, each named by its path in the folder, and previews an image and a text', async ({
  page,
}) => {
  await openStorage(page);
  const folder = await mkdtemp(join(tmpdir(), 'ledgerline-folder-'));
  await mkdir(join(folder, 'receipts'));
  await writeFile(join(folder, 'receipts', 'taxi.txt'), 'Taxi 23.40 EUR');
  await writeFile(join(folder, 'receipts', 'hotel.txt'), 'Hotel 180 EUR');
  await writeFile(join(folder, 'receipts', 'pixel.png'), PIXEL_PNG);
  await page.getByRole('button', { name: 'Add document' }).click();
  await page.getByLabel('Or a folder').setInputFiles(join(folder, 'receipts'));
  await page.getByRole('button', { name: 'Add to storage' }).click();
  await expect(row(page, 'receipts/taxi.txt')).toBeVisible();
  await expect(row(page, 'receipts/hotel.txt')).toBeVisible();
  await closeDialog(page);
  await expect(row(page, 'receipts/taxi.txt').getByTestId('document-cid')).toHaveText(await cidOf('Taxi 23.40 EUR'));

  // Previews: the image decodes from its verified blocks, the text shows as text.
  await row(page, 'receipts/pixel.png').getByRole('button', { name: /Open/ }).click();
  await page.getByRole('button', { name: 'Preview' }).click();
  const image = page.getByRole('img', { name: 'Preview of receipts/pixel.png' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBe(1);
  await closeDialog(page);
  await row(page, 'receipts/taxi.txt').getByRole('button', { name: /Open/ }).click();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByLabel('Preview of receipts/taxi.txt')).toHaveText('Taxi 23.40 EUR');
  await rm(folder, { recursive: true, force: true });
});
