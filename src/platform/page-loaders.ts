// One lazy import per route: each page is its own chunk, loaded on demand. Typed as a Record over
// the route ids, so the compiler refuses a route in routes.ts without a loader here (and a loader
// for a route that does not exist).
import type { ComponentType } from 'react';
import type { PlatformRouteId } from './routes';

export interface PageModule {
  default: ComponentType;
}

export type PageLoader = () => Promise<PageModule>;

export const pageLoaders: Readonly<Record<PlatformRouteId, PageLoader>> = {
  dashboard: () => import('./features/dashboard/dashboard-page'),
  company: () => import('./features/company/company-page'),
  communications: () => import('./features/communications/communications-page'),
  accounting: () => import('./features/accounting/accounting-page'),
  mywallet: () => import('./features/mywallet/mywallet-page'),
  vendors: () => import('./features/vendors/vendors-page'),
  client: () => import('./features/client/client-page'),
  sbi: () => import('./features/sbi/sbi-page'),
  calendar: () => import('./features/calendar/calendar-page'),
  mail: () => import('./features/mail/mail-page'),
  transactions: () => import('./features/transactions/transactions-page'),
  storage: () => import('./features/storage/storage-page'),
  tokens: () => import('./features/tokens/tokens-page'),
  autodistribution: () => import('./features/autodistribution/autodistribution-page'),
  utility: () => import('./features/utility/utility-page'),
  success: () => import('./features/success/success-page'),
};
