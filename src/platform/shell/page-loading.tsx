import { PageHeader } from '@/components/ui/page-header';
import { usePageMeta } from '@/components/ui/page-meta';
import { Spinner } from '@/components/ui/spinner';

/**
 * Shown in the page area while a page's chunk loads (the Suspense fallback): the page's title and
 * summary from the route table where the page will draw them (as the pre-rendered frame did), so
 * the header does not vanish and come back, then `Loading page...`.
 */
export function PageLoading() {
  const { title, summary } = usePageMeta();
  return (
    <div className="min-w-0 space-y-6">
      {title ? <PageHeader title={title} {...(summary ? { summary } : {})} /> : null}
      <div role="status" className="flex items-center gap-3 py-10 text-fg">
        <Spinner />
        <span>Loading page...</span>
      </div>
    </div>
  );
}
