import { expect, test } from '@playwright/test';

// Any unknown path lands on / with its history entry replaced, on a plain static host
// (the server answers 404 with 404.html, whose script calls location.replace).

test('an unknown path lands on / and Back returns to the page before it', async ({ page, baseURL }) => {
  await page.goto('/#pricing');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(); // the landing page, not the 404 page
  await expect(page.locator('#pricing')).toBeAttached();

  // The unknown URL was replaced, not pushed: one step back is the page visited before it.
  await page.goBack();
  await expect(page).toHaveURL(/\/#pricing$/);
  await page.goForward();
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('a deep unknown path with a query and a hash lands on / too', async ({ page, baseURL }) => {
  await page.goto('/#contact');
  const entriesBefore = await page.evaluate(() => history.length);
  await page.goto('/some/unknown/path/?q=1#top');
  await expect(page).toHaveURL(`${baseURL}/`);
  // Exactly one new entry (the landing page): the unknown URL left no entry of its own.
  expect(await page.evaluate(() => history.length)).toBe(entriesBefore + 1);
  await page.goBack();
  await expect(page).toHaveURL(/\/#contact$/);
});

test('the host answers 404 for an unknown path', async ({ request }) => {
  const response = await request.get('/no/such/page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('This page does not exist');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the 404 page offers a plain link to the home page', async ({ page, baseURL }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    const home = page.getByRole('link', { name: 'Go to the home page' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
