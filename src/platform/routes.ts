/**
 * THE route table of the platform. The static pages (getStaticPaths), the router and the sidebar
 * all read it. Adding a page = one entry here + one loader in `page-loaders.ts` (the compiler
 * refuses a route without a loader). Lazy imports live there, not here, so that the Astro build
 * can read this table without bundling every page into the pre-render step.
 */
export interface PlatformRoute {
  /** Stable id; also the feature folder name. */
  readonly id: string;
  /** Menu label, exactly as the spec names it. */
  readonly name: string;
  /** Path relative to /platform ('' is the index). */
  readonly segment: string;
  /** Shown in the sidebar menu (the success page is not). */
  readonly inMenu: boolean;
  /** One sentence saying what the page does (shown under its title). */
  readonly summary: string;
}

export const PLATFORM_BASE = '/platform';

export const platformRoutes = [
  {
    id: 'dashboard',
    name: 'Dashboard',
    segment: '',
    inMenu: true,
    summary:
      'Balances, receivables and payables due, income vs expense this month, latest transactions, upcoming calendar items, top insights and quick actions.',
  },
  {
    id: 'company',
    name: 'Company',
    segment: 'company',
    inMenu: true,
    summary: 'Company profile, team members and the treasury wallets watched for transactions.',
  },
  {
    id: 'communications',
    name: 'Communications',
    segment: 'communications',
    inMenu: true,
    summary:
      'Internal feed and a per-counterparty activity timeline; messages can be signed with the wallet and verified.',
  },
  {
    id: 'accounting',
    name: 'Accounting',
    segment: 'accounting',
    inMenu: true,
    summary:
      'Double-entry ledger: chart of accounts, balanced journal entries, trial balance, P&L, balance sheet and general ledger, with CSV export.',
  },
  {
    id: 'mywallet',
    name: 'My Wallet',
    segment: 'mywallet',
    inMenu: true,
    summary:
      'Account, network, native and token balances; send with gas estimate and confirmations; receive with address, QR and EIP-681 URI.',
  },
  {
    id: 'vendors',
    name: 'Vendors',
    segment: 'vendors',
    inMenu: true,
    summary:
      'Vendor directory and bills with due dates and approval; pay one bill or a batch from the wallet, posted to Accounting.',
  },
  {
    id: 'client',
    name: 'Client',
    segment: 'client',
    inMenu: true,
    summary:
      'Client directory and invoices with line items, tax and a payment reference, matched to payments on chain.',
  },
  {
    id: 'sbi',
    name: 'SBI',
    segment: 'sbi',
    inMenu: true,
    summary:
      'Smart Business Insights computed on this device: a 13-week cash forecast and runway, anomalies with their reasons, spend and income, and learned categories.',
  },
  {
    id: 'calendar',
    name: 'Calendar',
    segment: 'calendar',
    inMenu: true,
    summary:
      'Month, week and agenda views of due dates, scheduled distributions and events, with iCalendar export and import.',
  },
  {
    id: 'mail',
    name: 'Mail',
    segment: 'mail',
    inMenu: true,
    summary:
      'Business mail from templates (invoice, reminder, receipt) filled from records, opened in your mail app or saved as .eml.',
  },
  {
    id: 'transactions',
    name: 'Transactions',
    segment: 'transactions',
    inMenu: true,
    summary:
      "Real-time tracking of the company's wallets: history, live updates on each block, confirmations, filters, search and CSV export.",
  },
  {
    id: 'storage',
    name: 'Storage',
    segment: 'storage',
    inMenu: true,
    summary:
      'Content-addressed documents with real CIDs, optional encryption, CAR export, pinning and proof of existence on chain.',
  },
  {
    id: 'tokens',
    name: 'Tokenization',
    segment: 'tokens',
    inMenu: true,
    summary:
      'Tokenize an asset as ERC-20 shares or an ERC-721 deed, deploy from the wallet, mint, transfer, pause and see the cap table.',
  },
  {
    id: 'autodistribution',
    name: 'Auto Distribution',
    segment: 'autodistribution',
    inMenu: true,
    summary:
      'Split a payment among recipients by percentage or fixed amounts in one transaction, with templates, CSV import and schedules.',
  },
  {
    id: 'utility',
    name: 'Utility',
    segment: 'utility',
    inMenu: true,
    summary:
      'Unit converter, address checksum, QR, sign and verify, hashes, network settings, workspace backup and contract deployment.',
  },
  {
    id: 'success',
    name: 'Success',
    segment: 'success',
    inMenu: false,
    summary:
      'The outcome of an action: what was done, the transaction with live status, an explorer link and next actions.',
  },
] as const satisfies readonly PlatformRoute[];

export type PlatformRouteId = (typeof platformRoutes)[number]['id'];

/** The absolute app path of a route (without the site base). */
export function routePath(route: Pick<PlatformRoute, 'segment'>): string {
  return route.segment ? `${PLATFORM_BASE}/${route.segment}` : PLATFORM_BASE;
}

/** The routes shown in the sidebar menu, in menu order. */
export const menuRoutes = platformRoutes.filter((route) => route.inMenu);
