// The ledger worker: builds reports and export texts off the main thread, so the page stays
// responsive over many journal lines. Tiny RPC: { id, request } in, { id, response, workerMs | error } out.
import { computeLedger, type LedgerRequest } from './model/ledger-compute';

self.addEventListener('message', (event: MessageEvent<{ id: number; request: LedgerRequest }>) => {
  const { id, request } = event.data;
  try {
    const started = performance.now();
    const response = computeLedger(request);
    // The time spent in the worker (reported as a User Timing measure by the page: DevTools, bench).
    self.postMessage({ id, response, workerMs: performance.now() - started });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
