// The statement worker: a counterparty's closing balance in the company's currency, derived from the
// stored rows off the main thread (party-books-compute.ts), so an open statement stays responsive
// over a long journal. The RPC is lib/primitives/worker-rpc.ts.
import { serveRequests } from '@/lib/primitives/worker-rpc';
import { closingFor, type ClosingRequest } from './party-books-compute';

serveRequests<ClosingRequest>(closingFor);
