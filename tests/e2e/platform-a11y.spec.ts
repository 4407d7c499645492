import { expect, test } from '../fixtures/test-wallet';
import { axeBuilder } from '../fixtures/axe';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme });

    test('/login has no axe violations', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
      expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    });

    test('/login with a failure message has no axe violations', async ({ page, wallet }) => {
      wallet.setMode('reject');
      await page.goto('/login');
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await expect(page.getByText('Connection request rejected.', { exact: false })).toBeVisible();
      expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    });

    test('/platform has no axe violations', async ({ page, wallet }) => {
      wallet.authorize();
      await page.goto('/platform');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByText('10000.0000 ETH')).toBeVisible();
      expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    });

    test('/platform on a phone with the menu open has no axe violations', async ({ page, wallet }) => {
      wallet.authorize();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/platform');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await page.getByRole('button', { name: /menu/i }).click();
      await expect(page.getByRole('navigation', { name: 'Platform' })).toBeVisible();
      expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    });
  });
}
