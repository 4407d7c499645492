// The ledger worker: builds reports and export texts off the main thread, so the page stays
// responsive over many journal lines. Tiny RPC: { id, request } in, { id, response | error } out.
import { computeLedger, type LedgerRequest } from './model/ledger-compute';

self.addEventListener('message', (event: MessageEvent<{ id: number; request: LedgerRequest }>) => {
  const { id, request } = event.data;
  try {
    self.postMessage({ id, response: computeLedger(request) });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
