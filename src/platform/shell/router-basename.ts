/** The router's basename for a site base: '/ledgerline/' → '/ledgerline', '/' → '/'. */
export function routerBasename(base: string): string {
  return base.replace(/\/+$/, '') || '/';
}
