// The page's side of the worker RPC: one worker per page, answers matched by id. Without Worker
// support (unit tests) the same computation runs in place.
import { createBookSender, type WireRequest } from './book-wire';
import { computeLedger, type LedgerRequest, type LedgerResponse } from './ledger-compute';

export interface LedgerClient {
  call(request: LedgerRequest): Promise<LedgerResponse>;
  close(): void;
}

type Reply = { id: number; response?: LedgerResponse; workerMs?: number; error?: string };

/** Starts the ledger worker (a module worker: the CSP allows `worker-src 'self' blob:`). */
export function createLedgerClient(): LedgerClient {
  if (typeof Worker === 'undefined') return { call: async (request) => computeLedger(request), close: () => undefined };
  const worker = new Worker(new URL('../ledger.worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, { kind: string; resolve: (r: LedgerResponse) => void; reject: (e: Error) => void }>();
  let next = 0;
  const send = createBookSender();
  worker.addEventListener('message', (event: MessageEvent<Reply>) => {
    const waiter = pending.get(event.data.id);
    if (!waiter) return;
    pending.delete(event.data.id);
    const { workerMs } = event.data;
    // `ledger-worker:<kind>` measures (DevTools' Timings track; npm run bench reads them).
    if (workerMs !== undefined)
      performance.measure(`ledger-worker:${waiter.kind}`, { start: performance.now() - workerMs, duration: workerMs });
    if (event.data.response) waiter.resolve(event.data.response);
    else waiter.reject(new Error(event.data.error ?? 'The ledger worker failed'));
  });
  worker.addEventListener('error', (event) => {
    for (const waiter of pending.values()) waiter.reject(new Error(event.message || 'The ledger worker failed'));
    pending.clear();
  });
  return {
    call(request) {
      next += 1;
      const id = next;
      return new Promise((resolve, reject) => {
        const kind =
          request.kind === 'report-csv'
            ? `csv-${request.report}`
            : request.kind === 'export'
              ? `export-${request.format}`
              : 'reports';
        pending.set(id, { kind, resolve, reject });
        worker.postMessage({ id, request: { ...request, book: send(request.book) } as WireRequest });
      });
    },
    close() {
      worker.terminate();
      for (const waiter of pending.values()) waiter.reject(new Error('closed'));
      pending.clear();
    },
  };
}
