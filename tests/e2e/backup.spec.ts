// Workspace backup and restore (Utility page) against the built site, with the test wallet on
// anvil: export → wipe the browser's databases → import brings everything back; encrypted files
// need the right passphrase; tampered files (content or header) are refused and change nothing;
// Replace is confirmed with an export offered; oversized files are refused unread; real
// version-1 backups import into the current schema.
import { open, readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { CURRENT_SCHEMA_VERSION } from '@/lib/db/schema-versions';
import { connectWallet, expect, test } from '../fixtures/test-wallet';
import { emulateScheme } from '../fixtures/color-scheme';
import { axeBuilder } from '../fixtures/axe';

const FIXTURES = new URL('../../src/lib/db/backup/fixtures/', import.meta.url);
const V1_FIXTURE = new URL('workspace-v1.json', FIXTURES).pathname;
const V1_ENCRYPTED_FIXTURE = new URL('workspace-v1-encrypted.json', FIXTURES).pathname;
const V1_PASSPHRASE = 'version one fixture';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const MEMBER_WALLET = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const TREASURY = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PASSPHRASE = 'correct horse battery';

const profileForm = (page: Page) => page.getByRole('form', { name: 'Company profile' });
const formWithLegend = (page: Page, legend: string) =>
  page.locator('form').filter({ has: page.getByRole('group', { name: legend, exact: true }) });
const exportForm = (page: Page) => formWithLegend(page, 'Export');
const importGroup = (page: Page) => page.getByRole('group', { name: 'Import', exact: true });
const memberList = (page: Page) => page.getByRole('table', { name: 'Team members' });
const walletList = (page: Page) => page.getByRole('table', { name: 'Treasury wallets' });
/** A table's body rows (the header row has no cells). */
const rowsOf = (table: Locator) => table.getByRole('row').filter({ has: table.page().getByRole('cell') });
/** Company's tabs: Profile (the default), Team, Wallets. */
const openTab = (page: Page, name: 'Profile' | 'Team' | 'Wallets') =>
  page.getByRole('tab', { name, exact: true }).click();

async function goTo(page: Page, name: 'Company' | 'Utility'): Promise<void> {
  await page.getByRole('navigation', { name: 'Platform' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The backup is Utility's Backup tab.
  if (name === 'Utility') await page.getByRole('tab', { name: 'Backup' }).click();
}

/** Fills a workspace through the UI: profile with logo, one member, one treasury wallet. */
async function createWorkspace(page: Page): Promise<void> {
  await connectWallet(page, '/platform/company');
  const profile = profileForm(page);
  await profile.getByLabel('Legal name').fill('Backup Test AG');
  await profile.getByLabel('Tax ID').fill('CHE-123.456.789');
  await profile.getByLabel('Country').selectOption({ label: 'Switzerland' });
  await profile.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX });
  await profile.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(profile.getByRole('status')).toHaveText('Saved');

  await openTab(page, 'Team');
  await page.getByRole('button', { name: 'Add member', exact: true }).click();
  const member = formWithLegend(page, 'Add a team member');
  await member.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await member.getByLabel('Email').fill('ada@example.com');
  await member.getByLabel('Role').selectOption('Admin');
  await member.getByLabel('Wallet address').fill(MEMBER_WALLET);
  await member.getByRole('button', { name: 'Add member' }).click();
  await expect(memberList(page).getByText('Ada Lovelace')).toBeVisible();

  await openTab(page, 'Wallets');
  await page.getByRole('button', { name: 'Add wallet', exact: true }).click();
  const treasury = formWithLegend(page, 'Add a treasury wallet');
  await treasury.getByLabel('Label').fill('Operating');
  await treasury.getByLabel('Address').fill(TREASURY);
  await treasury.getByRole('button', { name: 'Add wallet' }).click();
  await expect(walletList(page).getByTitle(TREASURY, { exact: true })).toBeVisible();
}

async function exportWorkspace(page: Page, passphrase?: string): Promise<{ download: Download; text: string }> {
  const form = exportForm(page);
  if (passphrase) {
    await form.getByLabel('Encrypt with a passphrase').check();
    await form.getByLabel('Passphrase', { exact: true }).fill(passphrase);
    await form.getByLabel('Confirm passphrase').fill(passphrase);
  }
  const downloading = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Export workspace' }).click();
  const download = await downloading;
  await expect(form.getByRole('status')).toContainText('Exported');
  return { download, text: await readFile(await download.path(), 'utf8') };
}

const replaceDialog = (page: Page) => page.getByRole('dialog', { name: 'Replace the workspace?' });
/** The value shown next to a term of the Utility page's storage figures. */
const storageFact = (page: Page, term: string) =>
  page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

async function chooseBackup(page: Page, text: string, name = 'backup.json'): Promise<void> {
  await importGroup(page)
    .getByLabel('Backup file')
    .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

test('export → delete the databases → import restores everything', async ({ page }) => {
  await createWorkspace(page);
  await goTo(page, 'Utility');
  const { download, text } = await exportWorkspace(page);
  expect(download.suggestedFilename()).toMatch(/^ledgerline-workspace-0xf39f-2266-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(text);
  expect(file).toMatchObject({
    format: 'ledgerline-workspace',
    checksumVersion: 2,
    schemaVersion: CURRENT_SCHEMA_VERSION,
    account: ACCOUNT_0,
  });
  expect(file.checksum).toMatch(/^sha256-[0-9a-f]{64}$/);
  expect(file.content.teamMembers).toContainEqual(
    expect.objectContaining({ name: 'Ada Lovelace', wallet: MEMBER_WALLET }),
  );
  expect(file.content.companyProfile[0].logo.$blob.type).toBe('image/png');

  const deleted = await page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name ?? '').filter(Boolean);
    await Promise.all(
      names.map(
        (name) =>
          new Promise<void>((resolve, reject) => {
            const request = indexedDB.deleteDatabase(name);
            request.onsuccess = () => resolve();
            request.onerror = () => reject(request.error);
          }),
      ),
    );
    return names;
  });
  expect(deleted).toContain(`ledgerline-ws-${ACCOUNT_0.toLowerCase()}`);
  await page.reload();
  await goTo(page, 'Company');
  await expect(profileForm(page).getByLabel('Legal name')).toHaveValue('');
  // A fresh workspace: its team is only the first Admin, the wallet that created it.
  await openTab(page, 'Team');
  await expect(rowsOf(memberList(page))).toHaveCount(1);
  await expect(memberList(page).getByText('Ada Lovelace')).toHaveCount(0);

  await goTo(page, 'Utility');
  await chooseBackup(page, text);
  const contents = page.getByRole('group', { name: 'Backup contents' });
  await expect(contents).toContainText('Team members2');
  await expect(contents).toContainText('Treasury wallets1');
  await expect(contents).toContainText('Company profile1');
  await expect(contents).toContainText(ACCOUNT_0);
  await page.getByRole('button', { name: 'Replace workspace…' }).click();
  await replaceDialog(page).getByRole('button', { name: 'Replace workspace', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toContainText('workspace replaced');

  await goTo(page, 'Company');
  await expect(profileForm(page).getByLabel('Legal name')).toHaveValue('Backup Test AG');
  await expect(profileForm(page).getByLabel('Tax ID')).toHaveValue('CHE-123.456.789');
  await expect(profileForm(page).getByLabel('Country')).toHaveValue('CH');
  const logo = profileForm(page).getByRole('img', { name: 'Company logo' });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBe(1);
  await openTab(page, 'Team');
  const row = rowsOf(memberList(page)).filter({ hasText: 'Ada Lovelace' });
  await expect(row).toContainText('Admin');
  await expect(row.getByTitle(MEMBER_WALLET, { exact: true })).toBeVisible();
  await openTab(page, 'Wallets');
  await expect(walletList(page).getByTitle(TREASURY, { exact: true })).toBeVisible();
});

test('an encrypted export needs its passphrase: a wrong one is refused, the right one restores', async ({ page }) => {
  await createWorkspace(page);
  await goTo(page, 'Utility');
  const { download, text } = await exportWorkspace(page, PASSPHRASE);
  expect(download.suggestedFilename()).toMatch(/-encrypted\.json$/);
  const file = JSON.parse(text);
  expect(file).toMatchObject({
    format: 'ledgerline-workspace-encrypted',
    version: 1,
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: 600_000 },
  });
  expect(text).not.toContain('Ada Lovelace');

  await chooseBackup(page, text);
  const passphrase = page.getByLabel('Backup passphrase');
  await passphrase.fill('not the passphrase');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(passphrase).toHaveAccessibleDescription(
    'Wrong passphrase, or the encrypted file was altered. Nothing was imported.',
  );
  await expect(page.getByRole('button', { name: 'Replace workspace' })).toHaveCount(0);

  await passphrase.fill(PASSPHRASE);
  await page.getByRole('button', { name: 'Unlock' }).click();
  const contents = page.getByRole('group', { name: 'Backup contents' });
  await expect(contents).toContainText('EncryptedYes');
  await expect(contents).toContainText('Team members2');
  await page.getByRole('button', { name: 'Merge into workspace' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toContainText('merged');
});

test('a tampered file is refused with the reason, and nothing changes', async ({ page }) => {
  await createWorkspace(page);
  await goTo(page, 'Utility');
  const { text } = await exportWorkspace(page);
  const tampered = JSON.parse(text);
  tampered.content.teamMembers[0].name = 'Mallory';
  await chooseBackup(page, JSON.stringify(tampered, null, 2));
  const fileField = importGroup(page).getByLabel('Backup file');
  await expect(fileField).toHaveAccessibleDescription(
    /checksum does not match its content: it was altered or damaged\. Nothing was imported\./,
  );
  await expect(page.getByRole('button', { name: 'Replace workspace' })).toHaveCount(0);

  // A file from a newer version is refused too, even with a valid checksum.
  const newer = { ...JSON.parse(text), schemaVersion: 99 };
  await chooseBackup(page, JSON.stringify(newer), 'newer.json');
  await expect(fileField).toHaveAccessibleDescription(/newer version of Ledgerline \(schema version 99\)/);

  await goTo(page, 'Company');
  await openTab(page, 'Team');
  await expect(rowsOf(memberList(page))).toHaveCount(2);
  await expect(memberList(page).getByText('Ada Lovelace')).toBeVisible();
  await expect(memberList(page).getByText('Mallory')).toHaveCount(0);
});

test('Replace asks first and offers to export the current workspace; a real version-1 backup then replaces it', async ({
  page,
}) => {
  await createWorkspace(page);
  await goTo(page, 'Utility');
  await importGroup(page).getByLabel('Backup file').setInputFiles(V1_FIXTURE);
  await expect(page.getByRole('group', { name: 'Backup contents' })).toContainText('Team members2');
  const opener = page.getByRole('button', { name: 'Replace workspace…' });

  // Cancel (and Escape) leave everything as it was.
  await opener.click();
  const dialog = replaceDialog(page);
  // The count includes what the sync engine wrote for the connected wallet, so it is not fixed.
  await expect(dialog).toContainText(
    /Replace deletes the \d+ records now in this workspace and puts the backup’s 6 records in their place\. This cannot be undone\./,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await opener.click();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Export first: the download is the current workspace, and the dialog stays open to continue.
  await opener.click();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export current workspace' }).click();
  const saved = JSON.parse(await readFile(await (await downloading).path(), 'utf8'));
  expect(saved).toMatchObject({ format: 'ledgerline-workspace', checksumVersion: 2, account: ACCOUNT_0 });
  expect(saved.content.teamMembers.map((m: { name: string }) => m.name).sort()).toEqual([
    'Ada Lovelace',
    'Business User',
  ]);
  await expect(dialog.getByRole('status')).toContainText(
    'Exported the current workspace to ledgerline-workspace-0xf39f-2266-',
  );
  await dialog.getByRole('button', { name: 'Replace workspace', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toContainText(
    'Imported 6 records (workspace replaced)',
  );
  await expect(importGroup(page).getByLabel('Backup file')).toBeFocused();
  await expect(storageFact(page, 'Last import')).not.toHaveText('Never');

  // The version-1 rows are in the current schema and shown by the Company page.
  await goTo(page, 'Company');
  await expect(profileForm(page).getByLabel('Legal name')).toHaveValue('Version One GmbH');
  await openTab(page, 'Team');
  await expect(rowsOf(memberList(page))).toHaveCount(2);
  await expect(memberList(page).getByText('Grace Hopper')).toBeVisible();
  await expect(memberList(page).getByText('Ada Lovelace')).toHaveCount(0);
  await openTab(page, 'Wallets');
  await expect(walletList(page).getByText('Reserve')).toBeVisible();
});

test('an encrypted version-1 backup merges in; the workspace keeps its own creation date and records the import', async ({
  page,
}) => {
  await createWorkspace(page);
  await goTo(page, 'Utility');
  await exportWorkspace(page);
  const created = await storageFact(page, 'Workspace created').textContent();
  const exported = await storageFact(page, 'Last export').textContent();
  await expect(storageFact(page, 'Last import')).toHaveText('Never');

  await importGroup(page).getByLabel('Backup file').setInputFiles(V1_ENCRYPTED_FIXTURE);
  await page.getByLabel('Backup passphrase').fill(V1_PASSPHRASE);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('group', { name: 'Backup contents' })).toContainText('EncryptedYes');
  await page.getByRole('button', { name: 'Merge into workspace' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toContainText('merged');
  await expect(storageFact(page, 'Last import')).not.toHaveText('Never');
  await expect(storageFact(page, 'Workspace created')).toHaveText(created ?? '');
  await expect(storageFact(page, 'Last export')).toHaveText(exported ?? '');

  await goTo(page, 'Company');
  await openTab(page, 'Team');
  for (const name of ['Ada Lovelace', 'Grace Hopper', 'Alan Turing'])
    await expect(memberList(page).getByText(name)).toBeVisible();
  await openTab(page, 'Profile');
  await expect(profileForm(page).getByLabel('Legal name')).toHaveValue('Version One GmbH');
});

test('a file over the size limit is refused with the limit, before it is read', async ({ page }, testInfo) => {
  await connectWallet(page, '/platform/utility?tab=backup');
  // A sparse file: 150 MiB by its size, no bytes on disk, and never read by the page.
  const path = testInfo.outputPath('huge-backup.json');
  const handle = await open(path, 'w');
  await handle.truncate(150 * 1024 * 1024);
  await handle.close();
  const fileField = importGroup(page).getByLabel('Backup file');
  await fileField.setInputFiles(path);
  await expect(fileField).toHaveAccessibleDescription(
    'This file is 150 MB; backups over 100 MB cannot be imported in the browser. Nothing was read or imported.',
  );
  await expect(page.getByRole('group', { name: 'Backup contents' })).toHaveCount(0);
  await expect(fileField).toBeEnabled();
});

test('a tampered header (export date, account, schema version) is refused by the checksum', async ({ page }) => {
  await createWorkspace(page);
  await goTo(page, 'Utility');
  const { text } = await exportWorkspace(page);
  const fileField = importGroup(page).getByLabel('Backup file');
  const edits = [{ exportedAt: '2020-01-01T00:00:00.000Z' }, { account: TREASURY }, { schemaVersion: 1 }];
  for (const [index, edit] of edits.entries()) {
    await chooseBackup(page, JSON.stringify({ ...JSON.parse(text), ...edit }, null, 2), `header-${index}.json`);
    await expect(fileField).toHaveAccessibleDescription(
      /checksum does not match its content: it was altered or damaged\. Nothing was imported\./,
    );
    await expect(page.getByRole('button', { name: 'Replace workspace…' })).toHaveCount(0);
  }
  // The untouched file still passes, so the refusals above were the edits'.
  await chooseBackup(page, text, 'untouched.json');
  await expect(page.getByRole('group', { name: 'Backup contents' })).toContainText('Team members2');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`${colorScheme} mode at 360 px: the backup section has no axe violations and no horizontal overflow`, async ({
    page,
  }) => {
    await emulateScheme(page, colorScheme);
    await page.setViewportSize({ width: 360, height: 740 });
    await connectWallet(page, '/platform/utility?tab=backup');
    await expect(page.getByRole('heading', { level: 2, name: 'Workspace backup' })).toBeVisible();
    const { text } = await exportWorkspace(page, PASSPHRASE);
    await exportForm(page).getByLabel('Passphrase', { exact: true }).fill('short');
    await exportForm(page).getByRole('button', { name: 'Export workspace' }).click();
    await expect(exportForm(page).getByLabel('Passphrase', { exact: true })).toHaveAccessibleDescription(
      /Use at least 8 characters/,
    );
    await chooseBackup(page, text);
    await page.getByLabel('Backup passphrase').fill(PASSPHRASE);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('group', { name: 'Backup contents' })).toBeVisible();
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    // The Replace confirmation too: focus inside, labelled, readable at 360 px.
    await page.getByRole('button', { name: 'Replace workspace…' }).click();
    // The kit's dialog takes focus on its panel, inside the <dialog>.
    await expect
      .poll(() => replaceDialog(page).evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true);
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
  });
}
