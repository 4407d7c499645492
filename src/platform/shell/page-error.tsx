import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** What the page area shows when its page failed: to load (chunk) or while rendering. */
export function PageError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const chunk = error.name === 'ChunkLoadError';
  return (
    <Alert
      tone="danger"
      className="max-w-2xl"
      actions={
        <>
          <Button onClick={onRetry}>Retry</Button>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Reload the app
          </Button>
        </>
      }
    >
      <h1 className="text-xl font-semibold text-danger">
        {chunk ? 'This page could not be loaded' : 'This page stopped working'}
      </h1>
      <p className="mt-2 text-fg">
        {chunk
          ? 'Its code did not arrive. Check your connection, then retry.'
          : 'Something went wrong while showing this page. The rest of the app still works.'}
      </p>
      <p className="mt-2 break-words font-mono text-xs text-muted">
        {error.name}: {error.message}
        {error.cause instanceof Error ? ` (${error.cause.message})` : ''}
      </p>
    </Alert>
  );
}
