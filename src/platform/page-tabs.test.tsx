// The palette's copy of the pages' tabs (page-tabs.ts, kept apart so the shell does not load every
// page to list them) against the tab lists the pages really render: a renamed, added or removed
// tab fails here until both agree, and so does a record link to a tab a page does not have.
import { describe, expect, it } from 'vitest';
import type { TabItem } from '@/components/navigation/tabs';
import { ACCOUNTING_TABS } from '@/platform/features/accounting/components/accounting-tabs';
import { DISTRIBUTION_TABS } from '@/platform/features/autodistribution/components/distribution-workspace';
import { CLIENT_TABS } from '@/platform/features/client/components/client-tabs';
import { COMMS_TABS } from '@/platform/features/communications/components/comms-workspace';
import { COMPANY_TABS } from '@/platform/features/company/components/company-workspace';
import { MAIL_TABS } from '@/platform/features/mail/components/mail-tabs';
import { SBI_TABS } from '@/platform/features/sbi/components/sbi-tabs';
import { STORAGE_TABS } from '@/platform/features/storage/components/storage-workspace';
import { TOKEN_TABS } from '@/platform/features/tokens/components/tokens-workspace';
import { TRANSACTIONS_TABS } from '@/platform/features/transactions/components/transactions-tabs';
import { UTILITY_TABS } from '@/platform/features/utility/utility-page';
import { VENDOR_TABS } from '@/platform/features/vendors/components/vendor-tabs';
import { PAGE_TABS, RECORD_LINKS } from './page-tabs';
import { menuRoutes, PLATFORM_BASE } from './routes';

/** Every page that renders a TabList, by route id, with the list it renders. */
const RENDERED: Readonly<Record<string, readonly TabItem[]>> = {
  accounting: ACCOUNTING_TABS,
  autodistribution: DISTRIBUTION_TABS,
  client: CLIENT_TABS,
  communications: COMMS_TABS,
  company: COMPANY_TABS,
  mail: MAIL_TABS,
  sbi: SBI_TABS,
  storage: STORAGE_TABS,
  tokens: TOKEN_TABS,
  transactions: TRANSACTIONS_TABS,
  utility: UTILITY_TABS,
  vendors: VENDOR_TABS,
};

const plain = (tabs: readonly TabItem[]) => tabs.map(({ id, label }) => ({ id, label }));

describe('PAGE_TABS', () => {
  it('lists exactly the pages with tabs, each with the tabs it renders, in order', () => {
    expect(Object.keys(PAGE_TABS).sort()).toEqual(Object.keys(RENDERED).sort());
    for (const [page, tabs] of Object.entries(RENDERED))
      expect({ page, tabs: plain(PAGE_TABS[page as keyof typeof PAGE_TABS]) }).toEqual({ page, tabs: plain(tabs) });
  });

  it('names pages of the menu', () => {
    const ids = new Set<string>(menuRoutes.map((route) => route.id));
    for (const page of Object.keys(PAGE_TABS)) expect(ids.has(page), page).toBe(true);
  });
});

describe('RECORD_LINKS', () => {
  it('open a tab the linked page has', () => {
    for (const [kind, link] of Object.entries(RECORD_LINKS)) {
      const url = new URL(link('x'), 'https://ledgerline.test');
      const tab = url.searchParams.get('tab');
      if (tab === null) continue;
      const page = url.pathname.slice(`${PLATFORM_BASE}/`.length);
      const route = menuRoutes.find((r) => r.segment === page);
      expect(route, kind).toBeDefined();
      expect(
        RENDERED[route?.id ?? '']?.map((t) => t.id),
        kind,
      ).toContain(tab);
    }
  });
});
