// The Company page against the built site, with the test wallet on anvil: profile, team members,
// treasury wallets, validation where the user looks, live updates across tabs, one workspace per
// account, Undo, and the unsaved-changes guard.
import type { Locator, Page } from '@playwright/test';
import { connectWallet, expect, installTestWallet, test } from '../fixtures/test-wallet';
import { emulateScheme } from '../fixtures/color-scheme';
import { axeBuilder } from '../fixtures/axe';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const CHECKSUMMED = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
// The same address with two letters' case swapped: still hex, wrong EIP-55 checksum.
const BAD_CHECKSUM = CHECKSUMMED.replace('bD4', 'Bd4');
// A 1x1 transparent PNG.
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const profileForm = (page: Page) => page.getByRole('form', { name: 'Company profile' });
const saveButton = (page: Page) => profileForm(page).getByRole('button', { name: 'Save', exact: true });
const formWithLegend = (page: Page, legend: string) =>
  page.locator('form').filter({ has: page.getByRole('group', { name: legend, exact: true }) });
const memberList = (page: Page) => page.getByRole('table', { name: 'Team members' });
const walletList = (page: Page) => page.getByRole('table', { name: 'Treasury wallets' });
/** A table's body rows (the header row has no cells). */
const rowsOf = (table: Locator) => table.getByRole('row').filter({ has: table.page().getByRole('cell') });
const addMemberDialog = (page: Page) => page.getByRole('dialog', { name: 'Add a team member' });
const addWalletDialog = (page: Page) => page.getByRole('dialog', { name: 'Add a treasury wallet' });

async function openTab(page: Page, name: 'Profile' | 'Team' | 'Wallets'): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

/** Opens the Team tab's "Add member" side panel; resolves with its form. */
async function openAddMember(page: Page): Promise<Locator> {
  await openTab(page, 'Team');
  await page.getByRole('button', { name: 'Add member', exact: true }).click();
  await expect(addMemberDialog(page)).toBeVisible();
  return formWithLegend(page, 'Add a team member');
}

/** Opens the Wallets tab's "Add wallet" side panel; resolves with its form. */
async function openAddWallet(page: Page): Promise<Locator> {
  await openTab(page, 'Wallets');
  await page.getByRole('button', { name: 'Add wallet', exact: true }).click();
  await expect(addWalletDialog(page)).toBeVisible();
  return formWithLegend(page, 'Add a treasury wallet');
}

/**
 * Opens a table row's actions menu. The menu closes when the page scrolls under it, and the
 * scroll that brings the button into view can land just after the click: open it again then.
 */
async function openRowMenu(table: Locator, row: string): Promise<void> {
  const item = table.page().getByRole('menuitem').first();
  await expect(async () => {
    if (!(await item.isVisible())) await table.getByRole('button', { name: `Actions for ${row}` }).click();
    await expect(item).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/** Chooses an action from a table row's actions menu. */
async function rowAction(table: Locator, row: string, action: 'Edit' | 'Remove'): Promise<void> {
  await openRowMenu(table, row);
  await table.page().getByRole('menuitem', { name: action }).click();
}

async function openCompany(page: Page): Promise<void> {
  await connectWallet(page, '/platform/company');
  await expect(page.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
  await expect(profileForm(page).getByLabel('Legal name')).toBeEditable();
}

async function fillMember(
  form: Locator,
  member: { name: string; email: string; role?: string; wallet?: string },
): Promise<void> {
  await form.getByLabel('Name', { exact: true }).fill(member.name);
  await form.getByLabel('Email').fill(member.email);
  if (member.role) await form.getByLabel('Role').selectOption(member.role);
  await form.getByLabel('Wallet address').fill(member.wallet ?? '');
}

async function addMember(page: Page, member: Parameters<typeof fillMember>[1]): Promise<void> {
  const form = await openAddMember(page);
  await fillMember(form, member);
  await form.getByRole('button', { name: 'Add member' }).click();
  await expect(addMemberDialog(page)).toBeHidden();
  await expect(memberList(page).getByText(member.name, { exact: true })).toBeVisible();
}

test('the profile saves, Save is disabled until a change, and it is still there after reload', async ({ page }) => {
  await openCompany(page);
  const form = profileForm(page);
  await expect(saveButton(page)).toBeDisabled();
  await form.getByLabel('Legal name').fill('Acme Ledger GmbH');
  await expect(saveButton(page)).toBeEnabled();
  // Editing back to what is stored is no change.
  await form.getByLabel('Legal name').fill('');
  await expect(saveButton(page)).toBeDisabled();

  await form.getByLabel('Legal name').fill('Acme Ledger GmbH');
  await form.getByLabel('Registration number').fill('HRB 12345');
  await form.getByLabel('Tax ID').fill('DE123456789');
  await form.getByLabel('Address').fill('Hauptstraße 1\n10115 Berlin');
  await form.getByLabel('Country').selectOption({ label: 'Germany' });
  await form.getByLabel('Base currency').selectOption({ label: 'EUR — Euro' });
  await form.getByLabel('Fiscal-year start month').selectOption({ label: 'April' });
  await saveButton(page).click();
  await expect(form.getByRole('status')).toHaveText('Saved');
  await expect(saveButton(page)).toBeDisabled();

  await page.reload();
  await expect(form.getByLabel('Legal name')).toHaveValue('Acme Ledger GmbH');
  await expect(form.getByLabel('Registration number')).toHaveValue('HRB 12345');
  await expect(form.getByLabel('Tax ID')).toHaveValue('DE123456789');
  await expect(form.getByLabel('Address')).toHaveValue('Hauptstraße 1\n10115 Berlin');
  await expect(form.getByLabel('Country')).toHaveValue('DE');
  await expect(form.getByLabel('Base currency')).toHaveValue('EUR');
  await expect(form.getByLabel('Fiscal-year start month')).toHaveValue('4');
  await expect(saveButton(page)).toBeDisabled();
});

test('a missing legal name is refused below the field, and the other typed values stay', async ({ page }) => {
  await openCompany(page);
  const form = profileForm(page);
  await form.getByLabel('Tax ID').fill('DE999');
  await saveButton(page).click();
  const legalName = form.getByLabel('Legal name');
  await expect(legalName).toHaveAttribute('aria-invalid', 'true');
  await expect(legalName).toHaveAccessibleDescription('Enter the legal name');
  await expect(legalName).toBeFocused();
  await expect(form.getByLabel('Tax ID')).toHaveValue('DE999');
});

test('a second tab sees changes without reloading', async ({ page, context, wallet }) => {
  await openCompany(page);
  const second = await context.newPage();
  const secondWallet = await installTestWallet(second, wallet.rpcUrl, 'approve');
  secondWallet.authorize();
  await second.goto('/platform/company');
  await expect(profileForm(second).getByLabel('Legal name')).toHaveValue('');

  await profileForm(page).getByLabel('Legal name').fill('Shared Name Ltd');
  await saveButton(page).click();
  await expect(profileForm(second).getByLabel('Legal name')).toHaveValue('Shared Name Ltd');

  await addMember(second, { name: 'Grace Hopper', email: 'grace@example.com' });
  await openTab(page, 'Team');
  await expect(memberList(page).getByText('Grace Hopper', { exact: true })).toBeVisible();
  await second.close();
});

test('a team member with a bad address is refused with the message, and typed values are kept', async ({ page }) => {
  await openCompany(page);
  const form = await openAddMember(page);
  await fillMember(form, { name: 'Ada Lovelace', email: 'ada@example.com', role: 'Accountant', wallet: '0x1234' });
  await form.getByRole('button', { name: 'Add member' }).click();
  const walletField = form.getByLabel('Wallet address');
  await expect(form.getByText('Not a valid Ethereum address')).toBeVisible();
  await expect(walletField).toHaveAttribute('aria-invalid', 'true');
  await expect(walletField).toHaveAccessibleDescription(/Not a valid Ethereum address/);
  await expect(walletField).toBeFocused();
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Ada Lovelace');
  await expect(form.getByLabel('Email')).toHaveValue('ada@example.com');
  await expect(form.getByLabel('Role')).toHaveValue('Accountant');
  await expect(walletField).toHaveValue('0x1234');
  // Nothing was added: the team is still just its first Admin, the wallet that created the workspace.
  const team = rowsOf(memberList(page));
  await expect(team).toHaveCount(1);
  await expect(team.first()).toContainText('Business User');
  await expect(team.first()).toContainText('Admin');

  // Lowercase input is fine, and is stored and shown checksummed.
  await walletField.fill(CHECKSUMMED.toLowerCase());
  await expect(form.getByText('Not a valid Ethereum address')).toHaveCount(0);
  await form.getByRole('button', { name: 'Add member' }).click();
  await expect(addMemberDialog(page)).toBeHidden();
  const row = rowsOf(memberList(page)).filter({ hasText: 'Ada Lovelace' });
  // Shown short; the full checksummed form is its title (and what is copied).
  await expect(row.getByTitle(CHECKSUMMED, { exact: true })).toBeVisible();
  await expect(row.getByText('Accountant')).toBeVisible();
  // The next "Add member" starts empty.
  await expect((await openAddMember(page)).getByLabel('Name', { exact: true })).toHaveValue('');
});

test('a mixed-case address with a wrong checksum is refused with the checksum message', async ({ page }) => {
  await openCompany(page);
  const form = await openAddMember(page);
  await fillMember(form, { name: 'Typo Tom', email: 'tom@example.com', wallet: BAD_CHECKSUM });
  await form.getByRole('button', { name: 'Add member' }).click();
  await expect(form.getByLabel('Wallet address')).toHaveAccessibleDescription(
    /Checksum mismatch: check the address for typos/,
  );
  await expect(form.getByLabel('Wallet address')).toHaveValue(BAD_CHECKSUM);
});

test('a member can be edited in place', async ({ page }) => {
  await openCompany(page);
  await addMember(page, { name: 'Ada Lovelace', email: 'ada@example.com' });
  await rowAction(memberList(page), 'Ada Lovelace', 'Edit');
  await expect(page.getByRole('dialog', { name: 'Edit Ada Lovelace' })).toBeVisible();
  const editor = formWithLegend(page, 'Edit Ada Lovelace');
  await editor.getByLabel('Role').selectOption('Admin');
  await editor.getByLabel('Wallet address').fill(CHECKSUMMED);
  await editor.getByRole('button', { name: 'Save member' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Ada Lovelace' })).toBeHidden();
  const row = rowsOf(memberList(page)).filter({ hasText: 'Ada Lovelace' });
  await expect(row.getByText('Admin')).toBeVisible();
  await expect(row.getByTitle(CHECKSUMMED, { exact: true })).toBeVisible();
});

test('remove offers Undo, which restores the member exactly where it was', async ({ page }) => {
  await openCompany(page);
  await addMember(page, { name: 'First Person', email: 'first@example.com', role: 'Admin', wallet: CHECKSUMMED });
  await addMember(page, { name: 'Second Person', email: 'second@example.com' });
  await rowAction(memberList(page), 'First Person', 'Remove');
  await expect(page.getByRole('status').filter({ hasText: 'Removed First Person.' })).toBeVisible();
  await expect(memberList(page).getByText('First Person', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Restored.' })).toBeVisible();
  // Back in its place: after the first Admin (Business User), before Second Person.
  const rows = rowsOf(memberList(page));
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('First Person');
  await expect(rows.nth(1)).toContainText('first@example.com');
  await expect(rows.nth(1)).toContainText('Admin');
  await expect(rows.nth(1).getByTitle(CHECKSUMMED, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
});

test('the same treasury address on the same network is refused, on another network it is fine', async ({ page }) => {
  await openCompany(page);
  const form = await openAddWallet(page);
  await form.getByLabel('Label').fill('Operating');
  await form.getByLabel('Address').fill(CHECKSUMMED.toLowerCase());
  await form.getByLabel('Network').selectOption({ label: 'Sepolia (11155111)' });
  await form.getByRole('button', { name: 'Add wallet' }).click();
  await expect(addWalletDialog(page)).toBeHidden();
  await expect(walletList(page).getByTitle(CHECKSUMMED, { exact: true })).toBeVisible();

  await openAddWallet(page);
  await form.getByLabel('Label').fill('Operating again');
  await form.getByLabel('Address').fill(`0x${CHECKSUMMED.slice(2).toUpperCase()}`);
  await form.getByLabel('Network').selectOption({ label: 'Sepolia (11155111)' });
  await form.getByRole('button', { name: 'Add wallet' }).click();
  await expect(form.getByLabel('Address')).toHaveAccessibleDescription(
    'This address is already a treasury wallet on Sepolia',
  );
  await expect(form.getByLabel('Label')).toHaveValue('Operating again');
  await expect(rowsOf(walletList(page))).toHaveCount(1);

  await form.getByLabel('Network').selectOption({ label: 'Base (8453)' });
  await form.getByRole('button', { name: 'Add wallet' }).click();
  await expect(addWalletDialog(page)).toBeHidden();
  await expect(rowsOf(walletList(page))).toHaveCount(2);
  await expect(walletList(page).getByText('Base', { exact: true })).toBeVisible();
});

test('a treasury wallet is edited in the same side panel; a duplicate is refused there too', async ({ page }) => {
  await openCompany(page);
  const form = await openAddWallet(page);
  await form.getByLabel('Label').fill('Operating');
  await form.getByLabel('Address').fill(CHECKSUMMED);
  await form.getByLabel('Network').selectOption({ label: 'Sepolia (11155111)' });
  await form.getByRole('button', { name: 'Add wallet' }).click();
  await openAddWallet(page);
  await form.getByLabel('Label').fill('Base ops');
  await form.getByLabel('Address').fill(CHECKSUMMED);
  await form.getByLabel('Network').selectOption({ label: 'Base (8453)' });
  await form.getByRole('button', { name: 'Add wallet' }).click();
  await expect(rowsOf(walletList(page))).toHaveCount(2);

  await rowAction(walletList(page), 'Operating', 'Edit');
  const dialog = page.getByRole('dialog', { name: 'Edit Operating' });
  const editor = formWithLegend(page, 'Edit Operating');
  await expect(editor.getByLabel('Label')).toHaveValue('Operating');
  await expect(editor.getByLabel('Network')).toHaveValue('11155111');
  // Onto Base, where the same address is already watched: refused below the address.
  await editor.getByLabel('Network').selectOption({ label: 'Base (8453)' });
  await editor.getByRole('button', { name: 'Save wallet' }).click();
  await expect(editor.getByLabel('Address')).toHaveAccessibleDescription(
    'This address is already a treasury wallet on Base',
  );
  await editor.getByLabel('Network').selectOption({ label: 'Ethereum (1)' });
  await editor.getByLabel('Label').fill('Main treasury');
  await editor.getByRole('button', { name: 'Save wallet' }).click();
  await expect(dialog).toBeHidden();
  const row = rowsOf(walletList(page)).filter({ hasText: 'Main treasury' });
  await expect(row).toContainText('Ethereum');
  await expect(rowsOf(walletList(page))).toHaveCount(2);
});

test('a logo over 1 MB is refused next to the field; a small one is stored and shown after reload', async ({
  page,
}) => {
  await openCompany(page);
  const form = profileForm(page);
  await form.getByLabel('Legal name').fill('Logo Co');
  const big = Buffer.concat([PNG_1PX, Buffer.alloc(1024 * 1024)]);
  await form.getByLabel('Logo').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  await expect(form.getByLabel('Logo')).toHaveAccessibleDescription(
    /The logo must be at most 1 MB \(this file is 1\.1 MB\)/,
  );
  await expect(form.getByRole('img', { name: 'Company logo' })).toHaveCount(0);
  await expect(form.getByLabel('Legal name')).toHaveValue('Logo Co');

  await form.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(form.getByRole('img', { name: 'Company logo' })).toBeVisible();
  await expect(form.getByText(/The logo must be at most 1 MB/)).toHaveCount(0);
  await saveButton(page).click();
  await expect(form.getByRole('status')).toHaveText('Saved');
  await page.reload();
  const logo = form.getByRole('img', { name: 'Company logo' });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', /^blob:/);
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
});

test('switching account switches workspace', async ({ page, wallet }) => {
  await openCompany(page);
  await profileForm(page).getByLabel('Legal name').fill('Account Zero Inc');
  await saveButton(page).click();
  await expect(profileForm(page).getByRole('status')).toHaveText('Saved');

  await wallet.switchAccount(1);
  await expect(page.getByRole('region', { name: 'Wallet' }).getByText('0x7099…79C8')).toBeVisible();
  await expect(profileForm(page).getByLabel('Legal name')).toHaveValue('');
  await expect(saveButton(page)).toBeDisabled();
  // The second account's workspace is its own database (created as the page reads it).
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name)))
    .toContain('ledgerline-ws-0x70997970c51812dc3a010c7d01b50e0d17dc79c8');

  await wallet.switchAccount(0);
  await expect(profileForm(page).getByLabel('Legal name')).toHaveValue('Account Zero Inc');
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).toEqual(
    expect.arrayContaining([
      `ledgerline-ws-${ACCOUNT_0.toLowerCase()}`,
      'ledgerline-ws-0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    ]),
  );
});

test('without an account the page says so and keeps what was typed', async ({ page, wallet }) => {
  await openCompany(page);
  await profileForm(page).getByLabel('Legal name').fill('Typed Before Lock');
  await (await openAddMember(page)).getByLabel('Email').fill('draft@example.com');
  await wallet.emitAccountsChanged([]);
  await expect(page.getByText("Connect your wallet to open this company's workspace")).toBeVisible();
  await expect(addMemberDialog(page)).toHaveCount(0);
  await expect(memberList(page)).toHaveCount(0);
  await wallet.switchAccount(0);
  // The side panel is open again where it was, with what was typed.
  await expect(formWithLegend(page, 'Add a team member').getByLabel('Email')).toHaveValue('draft@example.com');
  await addMemberDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await openTab(page, 'Profile');
  await expect(profileForm(page).getByLabel('Legal name')).toHaveValue('Typed Before Lock');
  await expect(saveButton(page)).toBeEnabled();
});

test('leaving with unsaved changes asks first: Stay keeps them, Leave goes', async ({ page }) => {
  await openCompany(page);
  await profileForm(page).getByLabel('Legal name').fill('Unsaved Name');
  // The guard is armed once the change has rendered (Save enabled), as a user sees it.
  await expect(saveButton(page)).toBeEnabled();
  const nav = page.getByRole('navigation', { name: 'Platform' });
  await nav.getByRole('link', { name: 'Utility' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/platform\/company$/);
  await expect(profileForm(page).getByLabel('Legal name')).toHaveValue('Unsaved Name');

  await nav.getByRole('link', { name: 'Utility' }).click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/platform\/utility$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Utility' })).toBeVisible();
});

test('a reload with unsaved changes is guarded by beforeunload', async ({ page }) => {
  await openCompany(page);
  // Chromium only prompts after a user gesture on the page: a real click, then typing.
  await profileForm(page).getByLabel('Legal name').click();
  await profileForm(page).getByLabel('Legal name').fill('Unsaved Name');
  // The guard is armed once the change has rendered (Save enabled).
  await expect(saveButton(page)).toBeEnabled();
  const dialog = page.waitForEvent('dialog');
  void page.reload().catch(() => undefined);
  const prompt = await dialog;
  expect(prompt.type()).toBe('beforeunload');
  await prompt.dismiss();
  await expect(profileForm(page).getByLabel('Legal name')).toHaveValue('Unsaved Name');
});

test('a full disk is reported next to Save, and nothing typed or stored is lost', async ({ page, baseURL, wallet }) => {
  // A small quota for this origin (Chromium's DevTools protocol), set before the site stores anything.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(baseURL ?? '').origin, quotaSize: 150 * 1024 });
  await openCompany(page);
  const form = profileForm(page);
  await form.getByLabel('Legal name').fill('Stored Before');
  await saveButton(page).click();
  await expect(form.getByRole('status')).toHaveText('Saved');

  await form.getByLabel('Legal name').fill('Typed After');
  await form.getByLabel('Logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG_1PX, Buffer.alloc(600 * 1024, 1)]),
  });
  await saveButton(page).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('Storage is full');
  await expect(alert).toContainText('What you typed is still here');
  await expect(form.getByLabel('Legal name')).toHaveValue('Typed After');
  await expect(form.getByRole('img', { name: 'Company logo' })).toBeVisible();
  await expect(saveButton(page)).toBeEnabled();

  // What was stored before is intact: another tab shows it.
  const second = await page.context().newPage();
  (await installTestWallet(second, wallet.rpcUrl, 'approve')).authorize();
  await second.goto('/platform/company');
  await expect(profileForm(second).getByLabel('Legal name')).toHaveValue('Stored Before');
  await second.close();
});

test('without IndexedDB (a private window that refuses storage) the page says so and keeps what is typed', async ({
  page,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(window, 'indexedDB', { configurable: true, get: () => undefined }),
  );
  await connectWallet(page, '/platform/company');
  const alert = page.getByRole('region', { name: 'Company profile' }).getByRole('alert');
  await expect(alert).toContainText('Browser storage is unavailable');
  await expect(alert).toContainText('private window');
  await profileForm(page).getByLabel('Legal name').fill('Still Typed');
  await expect(profileForm(page).getByLabel('Legal name')).toHaveValue('Still Typed');
  await openTab(page, 'Team');
  await expect(page.getByRole('region', { name: 'Team' }).getByRole('alert')).toContainText(
    'Browser storage is unavailable',
  );
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`${colorScheme} mode at 360 px: no axe violations and no horizontal overflow, errors and toast shown`, async ({
    page,
  }) => {
    await emulateScheme(page, colorScheme);
    await page.setViewportSize({ width: 360, height: 740 });
    const clean = async () => {
      expect((await axeBuilder(page).analyze()).violations).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
    };
    await openCompany(page);
    // Profile tab: the logo shown and a field error.
    await profileForm(page)
      .getByLabel('Logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX });
    await saveButton(page).click(); // Legal name missing: the error shows.
    await expect(profileForm(page).getByLabel('Legal name')).toHaveAttribute('aria-invalid', 'true');
    await clean();
    // Team tab: the side panel with a field error.
    await addMember(page, { name: 'Ada Lovelace', email: 'ada@example.com', wallet: CHECKSUMMED });
    const member = await openAddMember(page);
    await fillMember(member, { name: 'Tom', email: 'tom@example.com', wallet: BAD_CHECKSUM });
    await member.getByRole('button', { name: 'Add member' }).click();
    await expect(member.getByText('Checksum mismatch: check the address for typos')).toBeVisible();
    await clean();
    // The table with a row's actions menu open, then the Undo toast.
    await addMemberDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await openRowMenu(memberList(page), 'Ada Lovelace');
    await expect(page.getByRole('menuitem', { name: 'Remove' })).toBeVisible();
    await clean();
    await page.getByRole('menuitem', { name: 'Remove' }).click();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
    await clean();
  });
}
