// The statement worker: a counterparty's closing balance in the company's currency, derived from the
// stored rows off the main thread (party-books-compute.ts), so an open statement stays responsive
// over a long journal. The RPC is lib/primitives/worker-rpc.ts. The rows arrive once, then as
// changes (party-wire.ts): the worker keeps them.
import { serveRequests } from '@/lib/primitives/worker-rpc';
import { createClosingComputer } from './party-books-compute';
import { createBookRowsReceiver, type WireClosingRequest } from './party-wire';

const receive = createBookRowsReceiver();
const closing = createClosingComputer();

serveRequests<WireClosingRequest>((request) => closing({ ...request, rows: receive(request.rows) }));
