// One tab per account syncs, so the chain is read and written once: the Web Locks API grants the lock to one tab; the
// others queue and take over when it closes, and see its writes live through the database.

/** Runs `start` while this tab holds the lock `name`; returns a function that stops or leaves the queue. */
export function runWhileLeader(
  name: string,
  start: () => () => void,
  locks: LockManager | undefined = globalThis.navigator?.locks,
): () => void {
  // No Web Locks (very old browsers, some test environments): every tab syncs, rows are idempotent.
  if (!locks) return start();
  const controller = new AbortController();
  locks
    .request(
      name,
      { signal: controller.signal },
      () =>
        new Promise<void>((release) => {
          const stop = start();
          controller.signal.addEventListener('abort', () => {
            stop();
            release();
          });
        }),
    )
    .catch(() => undefined); // aborted while queued: nothing was started
  return () => controller.abort();
}

/** The lock name of an account's sync. */
export function syncLockName(account: string): string {
  return `ledgerline-sync:${account.toLowerCase()}`;
}
