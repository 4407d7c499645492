import { menuRoutes, platformRoutes, routePath } from '@/platform/routes';
import { expect, test } from '../fixtures/test-wallet';
import { platformNav, walletCard } from '../fixtures/platform-helpers';

test.beforeEach(({ wallet }) => {
  wallet.authorize();
});

test('every menu entry loads its page and marks itself active', async ({ page }) => {
  test.slow(); // 15 pages, each its own chunk
  await page.goto('/platform');
  const nav = platformNav(page);
  await expect(nav.getByRole('link')).toHaveText(menuRoutes.map((route) => route.name));
  for (const route of menuRoutes) {
    const link = nav.getByRole('link', { name: route.name, exact: true });
    await link.click();
    await expect(page).toHaveURL(routePath(route));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.name);
    await expect(page.getByText(route.summary, { exact: true })).toBeVisible();
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page).toHaveTitle(`${route.name} · Ledgerline`);
  }
});

test('the sidebar has the wallet card, the menu paths and the fixed profile', async ({ page }) => {
  await page.goto('/platform');
  for (const route of menuRoutes) {
    await expect(platformNav(page).getByRole('link', { name: route.name, exact: true })).toHaveAttribute(
      'href',
      routePath(route),
    );
  }
  await expect(walletCard(page)).toBeVisible();
  await expect(page.getByText('Business User', { exact: true })).toBeVisible();
  await expect(page.getByText('Admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
});

test('the success page loads but is not in the menu', async ({ page }) => {
  const success = platformRoutes.find((route) => route.id === 'success');
  await page.goto('/platform/success');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Success');
  await expect(page.getByText(success?.summary ?? '-')).toBeVisible();
  await expect(platformNav(page).getByRole('link', { name: 'Success' })).toHaveCount(0);
  await expect(platformNav(page).locator('[aria-current="page"]')).toHaveCount(0);
});

test('"Initializing Ledgerline" is in the pre-rendered HTML and gone once the app has mounted', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/platform/company')).text();
  expect(html).toContain('id="boot-screen"');
  expect(html).toContain('Initializing Ledgerline');
  await page.goto('/platform/company');
  await expect(page.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
  await expect(page.locator('#boot-screen')).toHaveCount(0);
  await expect(page.getByText('Initializing Ledgerline')).toHaveCount(0);
});

test('an unknown path inside the app replaces the entry with the landing page', async ({ page }) => {
  await page.goto('/platform/vendors');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
  // An in-app navigation to a path the router does not know (as a link would do).
  await page.evaluate(() => {
    history.pushState({}, '', '/platform/nope');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL('/');
  // Replaced, not pushed: Back skips /platform/nope.
  await page.goBack();
  await expect(page).toHaveURL('/platform/vendors');
});

test('/login/x is not part of the app either', async ({ page }) => {
  await page.goto('/platform');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.evaluate(() => {
    history.pushState({}, '', '/login/x');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL('/');
});

test('an unknown platform path on the static host lands on /', async ({ page }) => {
  await page.goto('/platform/nope');
  await expect(page).toHaveURL('/');
});

test('shows Loading page... while a page chunk loads', async ({ page }) => {
  await page.goto('/platform');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  let release: () => void = () => undefined;
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route(/\/_astro\/storage-page\.[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await platformNav(page).getByRole('link', { name: 'Storage' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading page...');
  await expect(platformNav(page)).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Storage' })).toBeVisible();
});

test('a page chunk that fails once loads on its quiet retry; failing again shows the error in the page area, and Retry loads it', async ({
  page,
}) => {
  await page.goto('/platform');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The chunk's requests, with or without the retry's query (?retry=again, then ?retry=1), fail `times` times.
  const failChunk = async (name: string, times: number) => {
    const requests: string[] = [];
    await page.route(new RegExp(`/_astro/${name}-page\\.[^/?]+\\.js(\\?.*)?$`), (route) => {
      requests.push(new URL(route.request().url()).search);
      return requests.length <= times ? route.abort('connectionfailed') : route.continue();
    });
    return requests;
  };
  const alert = page.getByRole('main').getByRole('alert');

  const calendar = await failChunk('calendar', 1);
  await platformNav(page).getByRole('link', { name: 'Calendar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(alert).toHaveCount(0);
  expect(calendar).toEqual(['', '?retry=again']);

  const mail = await failChunk('mail', 2);
  await platformNav(page).getByRole('link', { name: 'Mail' }).click();
  await expect(alert).toContainText('ChunkLoadError');
  await expect(alert).toContainText('Failed to fetch dynamically imported module');
  await expect(platformNav(page)).toBeVisible();
  await expect(walletCard(page)).toBeVisible();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
  await expect(alert).toHaveCount(0);
  expect(mail).toEqual(['', '?retry=again', '?retry=1']);
});

test('background sync that could not load is said above the page, tried again, and started once it loads', async ({
  page,
}) => {
  // The session's chunk (sync engine, team workspace, pins) fails until released, whatever its query.
  const requests: string[] = [];
  let failing = true;
  await page.route(/\/_astro\/start-for-session\.[^/?]+\.js(\?.*)?$/, (route) => {
    requests.push(new URL(route.request().url()).search);
    return failing ? route.abort('connectionfailed') : route.continue();
  });
  await page.goto('/platform');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const problem = page.getByRole('alert').filter({ hasText: 'Background sync is not running' });
  await expect(problem).toContainText('Failed to fetch dynamically imported module');
  await expect(problem).toContainText('Records still open and save on this device. Trying again within');
  // The page stays usable meanwhile.
  await platformNav(page).getByRole('link', { name: 'Vendors' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
  await expect(problem).toBeVisible();
  failing = false;
  await problem.getByRole('button', { name: 'Try now' }).click();
  await expect(problem).toHaveCount(0);
  expect(requests.length).toBeGreaterThanOrEqual(2);
  expect(requests.at(-1)).toMatch(/^\?retry=\d+$/);
});

test('a page chunk still missing after 120000 ms fails with a chunk load error', async ({ page }) => {
  await page.clock.install();
  await page.goto('/platform');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  let release: () => void = () => undefined;
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route(/\/_astro\/sbi-page\.[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Paused from here: only runFor moves time, so a slow machine's real seconds cannot add up to 120.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await platformNav(page).getByRole('link', { name: 'SBI' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading page...');
  await page.clock.runFor(119_000);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading page...');
  await page.clock.runFor(1_000);
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('ChunkLoadError');
  await expect(alert).toContainText('The page did not load within 120 seconds.');
  // Once the chunk arrives, Retry shows the page (time flows again: the app's own timers run).
  await page.clock.resume();
  release();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SBI' })).toBeVisible();
});
