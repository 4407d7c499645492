// The ledger worker: builds reports and export texts off the main thread, so the page stays
// responsive over many journal lines. Tiny RPC: { id, request } in, { id, response, workerMs | error } out.
// The journal's entries arrive once, then as changes (model/book-wire): the worker keeps them.
import { createBookReceiver, type WireRequest } from './model/book-wire';
import { computeLedger, type LedgerRequest } from './model/ledger-compute';

const receive = createBookReceiver();

self.addEventListener('message', (event: MessageEvent<{ id: number; request: WireRequest }>) => {
  const { id, request } = event.data;
  try {
    const started = performance.now();
    const response = computeLedger({ ...request, book: receive(request.book) } as LedgerRequest);
    // The time spent in the worker (reported as a User Timing measure by the page: DevTools, bench).
    self.postMessage({ id, response, workerMs: performance.now() - started });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
