// Whether the browser believes it has a network (navigator.onLine), for the shell's indicator.
// `false` is reliable (no network at all); `true` only means some network, not that a host answers.

/** The browser's online flag; true where there is no navigator (rendering in Node). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.onLine;
}

/** Subscribes to changes of isOnline(); returns the unsubscribe function. */
export function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * Resolves after `ms`, or sooner when the browser comes back online, `signal` aborts or `wake`
 * dispatches `retry`: the wait between two tries of something that needs the network.
 */
export function retryWait(ms: number, signal: AbortSignal, wake?: EventTarget): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      globalThis.removeEventListener?.('online', done);
      wake?.removeEventListener('retry', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    globalThis.addEventListener?.('online', done);
    wake?.addEventListener('retry', done);
    signal.addEventListener('abort', done);
  });
}
