import { Button } from '@/components/ui/button';

/** What the page area shows when its page failed: to load (chunk) or while rendering. */
export function PageError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const chunk = error.name === 'ChunkLoadError';
  return (
    <section
      role="alert"
      aria-labelledby="page-error-title"
      className="max-w-2xl rounded-xl border border-danger-border bg-danger-soft p-6"
    >
      <h1 id="page-error-title" className="text-xl font-semibold text-danger">
        {chunk ? 'This page could not be loaded' : 'This page stopped working'}
      </h1>
      <p className="mt-2 text-fg">
        {chunk
          ? 'Its code did not arrive. Check your connection, then retry.'
          : 'Something went wrong while showing this page. The rest of the app still works.'}
      </p>
      <p className="mt-2 break-words font-mono text-xs text-muted">
        {error.name}: {error.message}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={onRetry}>Retry</Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Reload the app
        </Button>
      </div>
    </section>
  );
}
