// The wait between two reads of a chain: the poll interval, ended early by a new-block
// notification. A notification that arrives while the follower is still reading (not waiting) is
// kept, so the next wait ends at once: a block announced during a read is never left for the poll.

/** Waits `ms` or until aborted (never rejects). */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

/** The follower's waits: `next()` resolves after `pollMs`, at the next `wake()`, or at once if woken since the last wait. */
export interface PollWait {
  next(): Promise<void>;
  wake(): void;
}

export function pollWait(pollMs: number, signal: AbortSignal): PollWait {
  let ending: (() => void) | null = null;
  let woken = false;
  return {
    wake() {
      if (ending) ending();
      else woken = true;
    },
    async next() {
      if (woken || signal.aborted) {
        woken = false;
        return;
      }
      const inner = new AbortController();
      const abort = () => inner.abort();
      ending = abort;
      signal.addEventListener('abort', abort);
      await pause(pollMs, inner.signal);
      ending = null;
      signal.removeEventListener('abort', abort);
    },
  };
}
