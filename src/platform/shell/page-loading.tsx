import { PageHeader } from '@/components/ui/page-header';
import { usePageMeta } from '@/components/ui/page-meta';
import { Spinner } from '@/components/ui/spinner';

/**
 * Shown in the page area while a page's chunk loads (the Suspense fallback): the page's title and
 * summary from the route table where the page will draw them (as the pre-rendered frame did), so
 * the header does not vanish and come back, then `Loading page...`. The header is a picture of the
 * page's own, hidden from assistive technology (and from tests that wait for the page's heading):
 * the page is not there yet, the status says so.
 */
export function PageLoading() {
  const { title, summary } = usePageMeta();
  return (
    <div className="min-w-0 space-y-6">
      {title ? (
        <div aria-hidden="true">
          <PageHeader title={title} {...(summary ? { summary } : {})} />
        </div>
      ) : null}
      <div role="status" className="flex items-center gap-3 py-10 text-fg">
        <Spinner />
        <span>Loading page...</span>
      </div>
    </div>
  );
}
