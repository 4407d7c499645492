import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { PRODUCT_NAME } from '@/config/product';

/**
 * A platform page before the app runs: the shell's frame (top bar, sidebar column) and the page's
 * title and summary where the page draws them, then `status` (`Initializing Ledgerline` in the
 * HTML, as the spec asks of the loading screen). Pre-rendered into each
 * platform route's HTML, and drawn again by the app while it checks the wallet, so the page's
 * header is the first (and largest) paint instead of a spinner replaced seconds later, and nothing
 * moves when the real shell and page replace it. No router, no state: it renders at build time.
 * The header is hidden from assistive technology: only the status speaks until the page is there.
 */
export function PageSkeleton({ title, summary, status }: { title: string; summary?: string; status: string }) {
  return (
    <div className="min-h-dvh lg:flex">
      <div className="sticky top-0 z-20 flex items-center gap-3 border-b border-border bg-surface/95 px-4 py-2.5 lg:hidden">
        <span aria-hidden="true" className="size-10" />
        <span className="font-semibold">{PRODUCT_NAME}</span>
      </div>
      <div className="hidden w-72 shrink-0 border-r border-border bg-surface-raised lg:block lg:h-dvh">
        <div className="px-5 pb-3 pt-5 text-lg font-semibold tracking-tight text-fg">{PRODUCT_NAME}</div>
      </div>
      <div className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
        <div className="min-w-0 space-y-6">
          <div aria-hidden="true">
            <PageHeader title={title} {...(summary ? { summary } : {})} />
          </div>
          <div role="status" className="flex items-center gap-3 py-10 text-fg">
            <Spinner />
            <span>{status}</span>
          </div>
        </div>
      </div>
    </div>
  );
}
