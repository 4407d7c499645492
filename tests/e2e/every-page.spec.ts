import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures/test-wallet';
import { VIEWPORTS, walkRoute } from '../fixtures/page-walk';
import { platformRoutes } from '@/platform/routes';

// A sweep over every page and every tab, light and dark, at 360 and 1280 px: axe finds nothing,
// and at 360 px nothing but a table scrolls sideways. One test per page, scheme and width: the four
// whole-product walks this replaces each ran past their three minutes on a loaded machine (about
// 50 views with an axe run of 3–4 s each).
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

for (const route of platformRoutes) {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const viewport of VIEWPORTS) {
      test(`${route.id}: every tab is axe clean in ${colorScheme} mode at ${viewport.name} px`, async ({
        page,
        wallet,
      }) => {
        wallet.authorize();
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const problems: Record<string, unknown> = {};
        const views = await walkRoute(page, route, async (view) => {
          const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
          if (violations.length > 0) {
            problems[view.id] = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
          }
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          if (overflow > 0) problems[`${view.id} (sideways scroll)`] = `${overflow} px wider than the window`;
        });
        expect(views).toBeGreaterThanOrEqual(1);
        expect(problems).toEqual({});
      });
    }
  }
}
