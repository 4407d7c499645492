// The app opens offline (docs/offline.md): after one visit the service worker has precached the
// whole build, so every platform page, a deep link with a tab and /login open with no network, a
// record written offline is still there once back online, under a random path-gateway prefix too;
// the app is installable; and a new build deployed under open tabs is offered to each of them,
// never loses what was typed, and an old tab whose database was upgraded stops writing.
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { platformRoutes, routePath } from '@/platform/routes';
import { writeServiceWorker } from '../../scripts/lib/offline/integration.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { openPage } from '../fixtures/page-walk';
import { connectWallet, expect, installTestWallet, test } from '../fixtures/test-wallet';

const dist = process.env.E2E_DIR ?? 'dist';

// The other specs block service workers (playwright.config.ts): these are about them.
test.use({ serviceWorkers: 'allow' });
// Every page twice, offline and online, on a machine shared with other work.
test.describe.configure({ timeout: 180_000 });

/** Waits until this page is served by the service worker (it claims the tabs open when it first installs). */
async function untilControlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Every same-origin request that fails from now on (offline, all of them are answered from the
 * precache), except those cut short by the test moving to the next page.
 */
function failedRequests(page: Page, origin: string): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    if (request.url().startsWith(origin) && error !== 'net::ERR_ABORTED') failed.push(`${error} ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400)
      failed.push(`${response.status()} ${response.url()}`);
  });
  return failed;
}

async function goOffline(context: BrowserContext, offline: boolean): Promise<void> {
  await context.setOffline(offline);
}

const profileForm = (page: Page) => page.getByRole('form', { name: 'Company profile' });

/** Types a legal name into the Company profile and saves it. */
async function saveLegalName(page: Page, name: string): Promise<void> {
  const form = profileForm(page);
  await form.getByLabel('Legal name').fill(name);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByRole('status')).toHaveText('Saved');
}

test('after one visit every platform page, a deep link with a tab and /login open offline; a record written offline stays', async ({
  page,
  context,
  wallet,
  baseURL,
}) => {
  await connectWallet(page);
  await untilControlled(page);
  const origin = new URL(baseURL ?? '').origin;
  const failed = failedRequests(page, origin);

  await goOffline(context, true);
  wallet.setOffline(true);
  await expect(page.getByTestId('offline-indicator')).toContainText('Offline');
  // Nothing reaches the host: a file the build does not have fails.
  expect(
    await page.evaluate(() =>
      fetch('../not-in-the-build.txt').then(
        () => 'answered',
        () => 'failed',
      ),
    ),
  ).toBe('failed');
  failed.length = 0;

  for (const route of platformRoutes) {
    await openPage(page, routePath(route));
    await expect(page.getByRole('heading', { level: 1, name: route.name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Platform', includeHidden: true })).toBeAttached();
  }
  await openPage(page, '/platform/vendors?tab=statements');
  await expect(page.getByRole('tab', { name: 'Statements' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('offline-indicator')).toContainText('Offline');

  await openPage(page, '/platform/company');
  await saveLegalName(page, 'Offline Ledger GmbH');
  await page.reload();
  await expect(profileForm(page).getByLabel('Legal name')).toHaveValue('Offline Ledger GmbH');

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(failed).toEqual([]);

  await goOffline(context, false);
  wallet.setOffline(false);
  await openPage(page, '/platform/company');
  await expect(profileForm(page).getByLabel('Legal name')).toHaveValue('Offline Ledger GmbH');
  await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
});

test('the app is installable: a manifest with icons, a start URL at the platform and a service worker', async ({
  baseURL,
}) => {
  // Chromium never offers to install from an incognito-like context (Playwright's usual one).
  const profile = await mkdtemp(join(tmpdir(), 'ledgerline-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await untilControlled(page);
    const session = await context.newCDPSession(page);
    const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors).toEqual([]);
    const { url } = (await session.send('Page.getAppManifest')) as { url: string };
    const manifest = (await (await page.request.get(url)).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: Array<{ src: string; sizes: string }>;
    };
    expect(manifest).toMatchObject({ name: 'Ledgerline', display: 'standalone' });
    expect(new URL(manifest.start_url, url).pathname).toBe('/platform/');
    for (const icon of manifest.icons) {
      const response = await page.request.get(new URL(icon.src, url).href);
      expect(response.ok(), icon.src).toBe(true);
    }
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test.describe('under a random path-gateway prefix', () => {
  const prefix = `/ipfs/bafy${randomBytes(12).toString('hex')}/`;
  let server: Awaited<ReturnType<typeof startStaticServer>>;
  test.beforeAll(async () => {
    server = await startStaticServer({ root: dist, base: prefix, folderRedirects: true });
  });
  test.afterAll(async () => {
    await server.close();
  });

  test('the worker takes the prefix as its scope and every platform page opens offline there', async ({
    page,
    context,
    wallet,
  }) => {
    wallet.authorize();
    await page.goto(`${server.url}login`);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(page).toHaveURL(`${server.url}platform`);
    await untilControlled(page);
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope))).toBe(server.url);
    const failed = failedRequests(page, new URL(server.url).origin);

    await goOffline(context, true);
    for (const route of platformRoutes) {
      await openPage(page, `${server.url}${routePath(route).slice(1)}`);
      await expect(page.getByRole('heading', { level: 1, name: route.name })).toBeVisible();
      expect(new URL(page.url()).pathname.startsWith(prefix)).toBe(true);
    }
    await openPage(page, `${server.url}platform/vendors?tab=aging`);
    await expect(page).toHaveURL(new RegExp(`^${server.url}platform/vendors/?\\?tab=aging$`));
    await expect(page.getByRole('tab', { name: 'Aging' })).toHaveAttribute('aria-selected', 'true');
    await openPage(page, `${server.url}platform/company`);
    await saveLegalName(page, 'Gateway Ledger Ltd');
    expect(failed).toEqual([]);

    await goOffline(context, false);
    await page.reload();
    await expect(profileForm(page).getByLabel('Legal name')).toHaveValue('Gateway Ledger Ltd');
  });
});

/** The site's files in a folder of its own, served at the root, which the test can replace. */
const hosted = test.extend<{ site: { dir: string; url: string } }>({
  site: [
    async ({}, use) => {
      const dir = await mkdtemp(join(tmpdir(), 'ledgerline-site-'));
      await cp(dist, dir, { recursive: true });
      const server = await startStaticServer({ root: dir });
      await use({ dir, url: server.url });
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
    { scope: 'test' },
  ],
  baseURL: async ({ site }, provide) => provide(site.url),
});

/**
 * Replaces build A on the host with a build B: a changed page, a new chunk, and A's SBI chunk gone
 * (B would have renamed it), then B's own sw.js written as the build writes it.
 */
async function deployBuildB(dir: string): Promise<void> {
  const page = join(dir, 'platform', 'index.html');
  const html = await readFile(page, 'utf8');
  await writeFile(page, html.replace('<head>', '<head><meta name="ledgerline-build" content="B">'));
  await writeFile(join(dir, '_astro', 'build-b.js'), 'export const build = "B";\n');
  const sbi = (await readdir(join(dir, '_astro'))).find((name) => /^sbi-page\.[\w-]+\.js$/.test(name));
  if (!sbi) throw new Error('the build has no SBI page chunk');
  await rm(join(dir, '_astro', sbi));
  await writeServiceWorker(dir);
}

const updateNotice = (page: Page) => page.getByRole('note').filter({ hasText: 'A new version of Ledgerline is ready' });

hosted(
  'a new build is offered to every open tab; a typed value is kept; an old tab keeps working, then stops writing once its database is upgraded',
  async ({ page, context, wallet, site }) => {
    await connectWallet(page);
    await untilControlled(page);
    const second = await context.newPage();
    (await installTestWallet(second, wallet.rpcUrl, 'approve')).authorize();
    await second.goto('/platform');
    await expect(second.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await untilControlled(second);

    await deployBuildB(site.dir);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await expect(updateNotice(page)).toBeVisible();
    await expect(updateNotice(second)).toBeVisible();

    // The second tab holds unsaved input: Reload says so and does nothing.
    await second
      .getByRole('navigation', { name: 'Platform' })
      .getByRole('link', { name: 'Company', exact: true })
      .click();
    await profileForm(second).getByLabel('Legal name').fill('Typed, not saved');
    await updateNotice(second).getByRole('button', { name: 'Reload' }).click();
    await expect(updateNotice(second)).toContainText('This page has changes that are not saved');
    await expect(profileForm(second).getByLabel('Legal name')).toHaveValue('Typed, not saved');

    // The first tab reloads into build B.
    await updateNotice(page).getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('meta[name="ledgerline-build"]')).toHaveAttribute('content', 'B');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(updateNotice(page)).toHaveCount(0);

    // The second tab still runs build A: its typed value is there, and a page whose chunk the host
    // no longer has opens from A's cache, kept while this tab is open.
    await expect(profileForm(second).getByLabel('Legal name')).toHaveValue('Typed, not saved');
    await profileForm(second).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(profileForm(second).getByRole('status')).toHaveText('Saved');
    await second.getByRole('navigation', { name: 'Platform' }).getByRole('link', { name: 'SBI', exact: true }).click();
    await expect(second.getByRole('heading', { level: 1, name: 'SBI' })).toBeVisible();
    const builds = await second.evaluate(async () =>
      (await caches.keys()).filter((k) => k.startsWith('ledgerline-app')),
    );
    expect(builds).toHaveLength(2);

    // Build B upgrades the workspace's schema: the old tab closes its connection, asks for a
    // reload, and refuses to write until then, keeping what was typed.
    await second
      .getByRole('navigation', { name: 'Platform' })
      .getByRole('link', { name: 'Company', exact: true })
      .click();
    await profileForm(second).getByLabel('Legal name').fill('Typed in the old tab');
    const account = wallet.accounts[0] ?? '';
    await page.evaluate(async (name) => {
      const current = await new Promise<number>((done, fail) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => {
          request.result.close();
          done(request.result.version);
        };
        request.onerror = () => fail(request.error);
      });
      await new Promise<void>((done, fail) => {
        const request = indexedDB.open(name, current + 10);
        request.onsuccess = () => {
          request.result.close();
          done();
        };
        request.onerror = () => fail(request.error);
      });
    }, `ledgerline-ws-${account.toLowerCase()}`);
    await expect(second.getByText('Reload this tab').first()).toBeVisible();
    await profileForm(second).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(profileForm(second).getByText('Reload this tab')).toBeVisible();
    await expect(profileForm(second).getByLabel('Legal name')).toHaveValue('Typed in the old tab');
    await second.close();
  },
);
