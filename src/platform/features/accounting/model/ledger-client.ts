// The page's side of the ledger worker: one worker per page, over the shared worker RPC
// (lib/primitives/worker-rpc.ts). The journal goes once, then as changes (book-wire.ts).
import { workerClient, type WorkerClient } from '@/lib/primitives/worker-rpc';
import { createBookSender, type WireRequest } from './book-wire';
import { computeLedger, type LedgerRequest, type LedgerResponse } from './ledger-compute';

export type LedgerClient = WorkerClient<LedgerRequest, LedgerResponse>;

/** `ledger-worker:<kind>` measures (DevTools' Timings track; npm run bench reads them). */
function measure(request: LedgerRequest): string {
  const kind =
    request.kind === 'report-csv'
      ? `csv-${request.report}`
      : request.kind === 'export'
        ? `export-${request.format}`
        : 'reports';
  return `ledger-worker:${kind}`;
}

/** Starts the ledger worker. */
export function createLedgerClient(): LedgerClient {
  const send = createBookSender();
  return workerClient({
    start: () => new Worker(new URL('../ledger.worker.ts', import.meta.url), { type: 'module' }),
    inPlace: computeLedger,
    name: 'ledger',
    measure,
    wire: (request): WireRequest => ({ ...request, book: send(request.book) }) as WireRequest,
  });
}
