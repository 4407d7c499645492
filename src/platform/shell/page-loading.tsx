import { Spinner } from '@/components/ui/spinner';

/** Shown in the page area while a page's chunk loads (the Suspense fallback). */
export function PageLoading() {
  return (
    <div role="status" className="flex items-center gap-3 py-10 text-fg">
      <Spinner />
      <span>Loading page...</span>
    </div>
  );
}
