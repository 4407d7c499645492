// The price followers' loop (feeds, the price API, payments' rates): a pass, then a wait that an
// abort cuts short.

/** Runs `pass` every `pollMs` until `signal` aborts; a failed pass is reported and retried at the next. */
export async function pollPasses(
  signal: AbortSignal,
  pollMs: number,
  pass: () => Promise<unknown>,
  onError?: (error: unknown) => void,
): Promise<void> {
  while (!signal.aborted) {
    try {
      await pass();
    } catch (error) {
      if (!signal.aborted) onError?.(error);
    }
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, pollMs);
      signal.addEventListener('abort', done, { once: true });
    });
  }
}
