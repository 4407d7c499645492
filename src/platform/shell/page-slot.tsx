import { Suspense, lazy, useEffect, useState, type ComponentType } from 'react';
import { PAGE_CHUNK_TIMEOUT_MS } from '@/config/product';
import type { PageLoader } from '@/platform/page-loaders';
import { PageErrorBoundary } from './page-error-boundary';
import { PageLoading } from './page-loading';
import { markPageRendered } from './page-rendered';
import { loadWithOneRetry, retryLoader } from './retry-loader';
import { withTimeout } from './with-timeout';

interface PageSlotProps {
  load: PageLoader;
  timeoutMs?: number;
}

interface Attempt {
  key: number;
  Page: ComponentType;
}

// Rendered after the page inside its Suspense boundary: its effect runs once the page's chunk has
// loaded and the page has committed, which lets the sync engine start (page-rendered.ts).
function Rendered() {
  useEffect(markPageRendered, []);
  return null;
}

/**
 * One page in the page area: its lazy chunk (with the spec's timeout; a failed fetch is tried once
 * more under a fresh URL first, retry-loader.ts), `Loading page...` while it loads, and an error boundary with Retry. React.lazy caches a rejected promise, so Retry creates
 * a fresh lazy component (and remounts the boundary under a new key), which loads again (under a
 * fresh URL when the browser cached the failed import, see retry-loader.ts).
 * The lazy component lives in this component's state, above the Suspense boundary: state of a
 * component that suspends before its first commit is thrown away, which would create a new lazy
 * (and a new load) on every render.
 */
export function PageSlot({ load, timeoutMs = PAGE_CHUNK_TIMEOUT_MS }: PageSlotProps) {
  const fresh = (key: number, loader: PageLoader): Attempt => ({
    key,
    Page: lazy(() => withTimeout(() => loadWithOneRetry(loader), timeoutMs)),
  });
  const [{ key, Page }, setAttempt] = useState(() => fresh(0, load));
  const retry = (error: Error) =>
    setAttempt((previous) => fresh(previous.key + 1, retryLoader(load, error, previous.key + 1)));
  return (
    <PageErrorBoundary key={key} onRetry={retry}>
      <Suspense fallback={<PageLoading />}>
        <Page />
        <Rendered />
      </Suspense>
    </PageErrorBoundary>
  );
}
