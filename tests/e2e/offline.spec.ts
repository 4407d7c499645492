// The app opens offline (docs/offline.md): after one visit the service worker has precached the
// whole build, so every platform page, a deep link with a tab and /login open with no network, a
// record written offline is still there once back online, under a random path-gateway prefix too;
// the app is installable; and a new build deployed under open tabs is offered to each of them,
// never loses what was typed, and an old tab whose database was upgraded stops writing.
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { platformRoutes, routePath } from '@/platform/routes';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { failedRequests, logInUnder, profileForm, saveLegalName, untilControlled } from '../fixtures/offline';
import { openPage } from '../fixtures/page-walk';
import { connectWallet, expect, installTestWallet, test } from '../fixtures/test-wallet';

const dist = process.env.E2E_DIR ?? 'dist';

// The other specs block service workers (playwright.config.ts): these are about them.
test.use({ serviceWorkers: 'allow' });
// Every page twice, offline and online, on a machine shared with other work.
test.describe.configure({ timeout: 180_000 });

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

  await context.setOffline(true);
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

  await context.setOffline(false);
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
    expect(await logInUnder(page, server.url)).toBe(server.url);
    const failed = failedRequests(page, new URL(server.url).origin);

    await context.setOffline(true);
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

    await context.setOffline(false);
    await page.reload();
    await expect(profileForm(page).getByLabel('Legal name')).toHaveValue('Gateway Ledger Ltd');
  });
});

test('the sub-path build (BASE_PATH=/ledgerline/): the worker is scoped to the sub-path and a deep link reloads offline', async ({
  page,
  context,
  wallet,
}) => {
  const server = await startStaticServer({ root: 'dist-base', base: '/ledgerline/' });
  try {
    wallet.authorize();
    expect(await logInUnder(page, server.url)).toBe(server.url);
    await openPage(page, `${server.url}platform/vendors?tab=aging`);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Aging' })).toHaveAttribute('aria-selected', 'true');
    expect(new URL(page.url()).pathname).toMatch(/^\/ledgerline\/platform\/vendors\/?$/);
  } finally {
    await server.close();
  }
});

/**
 * Build B of the update test: a real second build (scripts/test-all.mjs builds it to dist-next,
 * `LEDGERLINE_TEST_SCHEMA_STEP=1`), not a patched copy of dist: its one extra schema version
 * (schema-versions.ts) changes the workspace chunk, so the chunks that import it get new hashes
 * and its sw.js a new precache manifest, exactly as a release would. It costs one more `astro
 * build` (about 10 s here) instead of a hand-edited copy whose chunks and worker could not disagree
 * the way a real deployment's can.
 */
const next = process.env.E2E_NEXT_DIR ?? 'dist-next';

/** Build A (dist) in a folder of its own, served at the root, which the test replaces with build B. */
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

/** The platform page's app chunk (its name carries its content hash) in a build's HTML. */
const appChunk = (html: string) => /_astro\/app\.[\w-]+\.js/.exec(html)?.[0] ?? 'none';

/** The page's island of that app chunk: found once the page runs the build that has it. */
const runsApp = (page: Page, chunk: string) => page.locator(`astro-island[component-url$="${chunk}"]`);

/** The name of a build's SBI page chunk. */
async function sbiChunk(build: string): Promise<string> {
  return (await readdir(join(build, '_astro'))).find((name) => /^sbi-page\.[\w-]+\.js$/.test(name)) ?? 'none';
}

/** Deploys build B over A as a host does: A's files gone, B's in their place. */
async function deployBuildB(dir: string): Promise<void> {
  for (const entry of await readdir(dir)) await rm(join(dir, entry), { recursive: true, force: true });
  await cp(next, dir, { recursive: true });
}

const updateNotice = (page: Page) => page.getByRole('note').filter({ hasText: 'A new version of Ledgerline is ready' });

hosted(
  'a new build is offered to every open tab; a typed value is kept; the old tab stops writing once the new one upgrades the database',
  async ({ page, context, wallet, site }) => {
    const chunkOfB = appChunk(await readFile(join(next, 'platform', 'index.html'), 'utf8'));
    const sbiOfA = await sbiChunk(dist);
    // B really differs where it matters: the platform's app chunk and A's SBI chunk are not in B.
    expect(appChunk(await readFile(join(dist, 'platform', 'index.html'), 'utf8'))).not.toBe(chunkOfB);
    expect(await sbiChunk(next)).not.toBe(sbiOfA);

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
    const nav = second.getByRole('navigation', { name: 'Platform' });
    await nav.getByRole('link', { name: 'Company', exact: true }).click();
    await profileForm(second).getByLabel('Legal name').fill('Typed, not saved');
    await updateNotice(second).getByRole('button', { name: 'Reload' }).click();
    await expect(updateNotice(second)).toContainText('This page has changes that are not saved');
    await expect(profileForm(second).getByLabel('Legal name')).toHaveValue('Typed, not saved');

    // The first tab reloads into build B, which opens the workspace at its newer schema version.
    await updateNotice(page).getByRole('button', { name: 'Reload' }).click();
    await expect(runsApp(page, chunkOfB)).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(updateNotice(page)).toHaveCount(0);

    // The second tab, still on build A, closed its copy of the upgraded database: it asks for a
    // reload and refuses to write, keeping what was typed.
    await expect(second.getByText('Reload this tab').first()).toBeVisible();
    await profileForm(second).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(profileForm(second).getByText('Reload this tab')).toBeVisible();
    await expect(profileForm(second).getByLabel('Legal name')).toHaveValue('Typed, not saved');
    // A page whose chunk the host no longer has still opens there (leaving the unsaved input, as
    // the app asks), from A's cache kept for this tab.
    await nav.getByRole('link', { name: 'SBI', exact: true }).click();
    await second.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
    await expect(second.getByRole('heading', { level: 1, name: 'SBI' })).toBeVisible();
    const builds = await second.evaluate(async () =>
      (await caches.keys()).filter((k) => k.startsWith('ledgerline-app')),
    );
    expect(builds).toHaveLength(2);

    // Once reloaded, it runs build B and writes again.
    await second.goto('/platform/company');
    await expect(runsApp(second, chunkOfB)).toHaveCount(1);
    await saveLegalName(second, 'Saved after the reload');
    await second.close();
  },
);
