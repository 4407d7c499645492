import { expect, test } from '../fixtures/test-wallet';
import { VIEWPORTS, walkRoute } from '../fixtures/page-walk';
import { platformRoutes } from '@/platform/routes';
import { emulateScheme } from '../fixtures/color-scheme';
import { axeBuilder } from '../fixtures/axe';

// A sweep over every page and every tab: axe finds nothing and nothing but a table scrolls
// sideways. One test per page and pass: light at 1280 px, dark at 360 px. Each scheme's colours and
// each width's layout are read once per view; the light/360 and dark/1280 pairs added about 200
// axe runs of 3–4 s each on a loaded machine and found nothing the two passes do not (the layout
// rules read the width, the contrast rules the scheme; a view the phone shows alone, such as the
// mobile menu, is read in platform-a11y.spec.ts in both schemes).
const PASSES = [
  { colorScheme: 'light', viewport: VIEWPORTS.find((v) => v.name === '1280')! },
  { colorScheme: 'dark', viewport: VIEWPORTS.find((v) => v.name === '360')! },
] as const;

for (const route of platformRoutes) {
  for (const { colorScheme, viewport } of PASSES) {
    test(`${route.id}: every tab is axe clean in ${colorScheme} mode at ${viewport.name} px`, async ({
      page,
      wallet,
    }) => {
      wallet.authorize();
      await emulateScheme(page, colorScheme);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const problems: Record<string, unknown> = {};
      const views = await walkRoute(page, route, async (view) => {
        const { violations } = await axeBuilder(page).analyze();
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
