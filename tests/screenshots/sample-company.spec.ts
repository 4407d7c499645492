// `npm run screenshots`: the sample company (local mode, as `npm start -- --sample` shows it) on every
// platform page and tab, light and dark, at a laptop's 1366 px and a phone's 390 px, as PNGs in
// screenshots/ — the walk a reviewer makes, to read by eye. It asserts only that each view opened and
// names any view wider than its window in screenshots/overflow.json.
import { expect, test } from '@playwright/test';
import { mkdir, writeFile } from 'node:fs/promises';
import { serveLocalSite } from '../fixtures/local-site';
import { walkPages } from '../fixtures/page-walk';
import { emulateScheme } from '../fixtures/color-scheme';

const site = serveLocalSite();
const WIDTHS = [
  { name: '1366', width: 1366, height: 768 },
  { name: '390', width: 390, height: 844 },
] as const;

test('every page of the sample company, light and dark, at 1366 and 390 px', async ({ page }) => {
  test.setTimeout(900_000);
  await page.goto(`${site.url}login`);
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await expect(page).toHaveURL(/\/platform$/);
  await page.getByRole('button', { name: 'Load a sample company' }).click();
  await expect(page.getByText('The sample company is loaded')).toBeVisible({ timeout: 180_000 });
  await expect(page.getByTestId('books-31337')).toContainText('Books match the chain at block', { timeout: 90_000 });
  await mkdir('screenshots', { recursive: true });
  const overflow: Record<string, number> = {};
  let views = 0;
  for (const scheme of ['light', 'dark'] as const) {
    await emulateScheme(page, scheme);
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      views += await walkPages(
        page,
        async (view) => {
          const name = `${view.id}-${size.name}-${scheme}`;
          const wider = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          if (wider > 0) overflow[name] = wider;
          await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
        },
        site.url,
      );
    }
  }
  await writeFile('screenshots/overflow.json', `${JSON.stringify(overflow, null, 2)}\n`);
  expect(views).toBeGreaterThan(0);
});
