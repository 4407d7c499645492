import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test-wallet';
import { platformNav } from '../fixtures/platform-helpers';

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page, wallet }) => {
  wallet.authorize();
  await page.goto('/platform');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

function toggle(page: Page) {
  return page.getByRole('button', { name: /menu/i });
}

test('the menu toggle opens the sidebar as an overlay; Escape closes it', async ({ page }) => {
  await expect(platformNav(page)).toBeHidden();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle(page)).toHaveAttribute('aria-controls', 'platform-sidebar');
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(platformNav(page)).toBeVisible();
  await expect(page.locator('#platform-sidebar')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(platformNav(page)).toBeHidden();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle(page)).toBeFocused();
});

test('a click outside the sidebar closes it', async ({ page }) => {
  await toggle(page).click();
  await expect(platformNav(page)).toBeVisible();
  await page.mouse.click(375, 600);
  await expect(platformNav(page)).toBeHidden();
  await expect(page).toHaveURL('/platform');
});

test('navigating from the menu closes it', async ({ page }) => {
  await toggle(page).click();
  await platformNav(page).getByRole('link', { name: 'Vendors' }).click();
  await expect(page).toHaveURL('/platform/vendors');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
  await expect(platformNav(page)).toBeHidden();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
});

test('nothing overflows horizontally at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await toggle(page).click();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
