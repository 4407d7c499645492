// The sync engine's chunk (with the shared data layer) and its first passes take the main thread
// for seconds on a slow phone: started with the session, they competed with the first page's own
// chunk, reads and render. The engine now waits until the first page has rendered and the main
// thread is idle (or a while, if no page renders: a failed chunk must not stop the sync).

// Without a rendered page (a chunk that fails or hangs), the engine starts after this anyway.
export const ENGINE_FALLBACK_MS = 5_000;
// Once the page has rendered, the longest wait for an idle moment.
const IDLE_TIMEOUT_MS = 2_000;

let rendered = false;
const waiters = new Set<() => void>();

/** Notes that a platform page has rendered (its chunk loaded and committed); later calls do nothing. */
export function markPageRendered(): void {
  if (rendered) return;
  rendered = true;
  for (const waiter of [...waiters]) waiter();
}

/** Whether a page has rendered in this document. */
export function pageHasRendered(): boolean {
  return rendered;
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 0);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `run` once, after the first page has rendered and the main thread is idle, or after
 * `fallbackMs` whatever happens; returns a cancel function.
 */
export function afterFirstPage(run: () => void, fallbackMs = ENGINE_FALLBACK_MS): () => void {
  let done = false;
  let cancelIdle: (() => void) | null = null;
  const once = () => {
    if (done) return;
    done = true;
    cleanup();
    run();
  };
  const onRendered = () => {
    waiters.delete(onRendered);
    cancelIdle ??= whenIdle(once);
  };
  const fallback = window.setTimeout(once, fallbackMs);
  const cleanup = () => {
    window.clearTimeout(fallback);
    waiters.delete(onRendered);
    cancelIdle?.();
  };
  if (rendered) onRendered();
  else waiters.add(onRendered);
  return () => {
    done = true;
    cleanup();
  };
}

/** For tests: forget that a page rendered. */
export function resetPageRendered(): void {
  rendered = false;
  waiters.clear();
}
