import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures/test-wallet';
import { VIEWPORTS, walkPages } from '../fixtures/page-walk';
import { platformRoutes } from '@/platform/routes';

// One sweep over every page and every tab, light and dark, at 360 and 1280 px: axe finds nothing,
// and at 360 px nothing but a table scrolls sideways.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`every page and tab is axe clean in ${colorScheme} mode at ${viewport.name} px`, async ({ page, wallet }) => {
      test.slow();
      wallet.authorize();
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const problems: Record<string, unknown> = {};
      const views = await walkPages(page, async (view) => {
        const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        if (violations.length > 0) {
          problems[view.id] = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        }
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0) problems[`${view.id} (sideways scroll)`] = `${overflow} px wider than the window`;
      });
      expect(views).toBeGreaterThanOrEqual(platformRoutes.length);
      expect(problems).toEqual({});
    });
  }
}
