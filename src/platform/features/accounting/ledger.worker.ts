// The ledger worker: builds reports and export texts off the main thread, so the page stays
// responsive over many journal lines. The RPC is lib/primitives/worker-rpc.ts.
// The journal's entries arrive once, then as changes (model/book-wire): the worker keeps them.
import { createBookReceiver, type WireRequest } from './model/book-wire';
import { computeLedger, type LedgerRequest } from './model/ledger-compute';
import { serveRequests } from '@/lib/primitives/worker-rpc';

const receive = createBookReceiver();

// The time spent in the worker is reported as a User Timing measure by the page (DevTools, bench).
serveRequests<WireRequest>((request) => computeLedger({ ...request, book: receive(request.book) } as LedgerRequest));
