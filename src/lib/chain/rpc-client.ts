// JSON-RPC read access to one chain: over HTTP to a configured endpoint (batched), or through the
// wallet's EIP-1193 provider for the chain the wallet is on. Typed calls live in rpc-methods.ts.
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { httpError, isTimeoutAbort, jsonRpcError, networkError, RpcError, timeoutError } from './rpc-error';
import { reasonOf, reportDependencyAnswered, reportDependencyFailure } from '@/lib/offline/dependency-health';

/** A read-only JSON-RPC connection to one chain. Errors are {@link RpcError}s. */
export interface ChainReader {
  readonly chainId: number;
  request<T = unknown>(method: string, params?: unknown[]): Promise<T>;
}

/**
 * Many providers cap JSON-RPC batches (Alchemy and Infura answer larger ones with an error, some
 * public nodes at 50 or 100), so a burst is sent as several POSTs of at most 50 requests each.
 */
export const MAX_BATCH_SIZE = 50;
/** Default time a single POST may take before its requests fail with a timeout. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** Options of {@link httpReader}. */
export interface HttpReaderOptions {
  readonly timeoutMs?: number;
  readonly maxBatchSize?: number;
  /** Extra headers (some providers take a key as a header rather than in the URL). */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Whether the outcome is the company's RPC's health (the banner above every page); false for the
   * check of a URL being typed in Network settings. Default true.
   */
  readonly reportHealth?: boolean;
}

interface Pending {
  readonly id: number;
  readonly method: string;
  readonly params: unknown[];
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** A reader over an HTTP(S) JSON-RPC endpoint; requests made in the same tick go out as one batch. */
export function httpReader(url: string, chainId: number, options: HttpReaderOptions = {}): ChainReader {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBatch = Math.max(1, Math.min(options.maxBatchSize ?? MAX_BATCH_SIZE, MAX_BATCH_SIZE));
  let queue: Pending[] = [];
  let nextId = 1;
  let scheduled = false;

  // setTimeout(0) rather than a microtask: requests issued by separate async chains in the same
  // event-loop turn (Promise.all over helpers that each await once) still share a batch.
  const flush = () => {
    scheduled = false;
    const items = queue;
    queue = [];
    for (let start = 0; start < items.length; start += maxBatch) {
      void send(items.slice(start, start + maxBatch));
    }
  };

  // The banner's "Check again": one eth_chainId, its outcome the endpoint's health like any call.
  const probe = async (): Promise<void> => {
    try {
      await post(url, { jsonrpc: '2.0', id: 0, method: 'eth_chainId', params: [] }, timeoutMs, options.headers);
      reportDependencyAnswered('rpc');
    } catch (error) {
      reportDependencyFailure('rpc', reasonOf(error), probe);
      throw error;
    }
  };

  const send = async (batch: Pending[]) => {
    const payload = batch.map(({ id, method, params }) => ({ jsonrpc: '2.0', id, method, params }));
    try {
      // A lone request goes unbatched: some endpoints do not accept arrays at all.
      const body = await post(url, batch.length === 1 ? payload[0] : payload, timeoutMs, options.headers);
      if (options.reportHealth !== false) reportDependencyAnswered('rpc');
      settle(batch, body);
    } catch (error) {
      // The endpoint did not answer (network, timeout, HTTP error): a JSON-RPC error is an answer.
      if (options.reportHealth !== false) reportDependencyFailure('rpc', reasonOf(error), probe);
      for (const item of batch) item.reject(error);
    }
  };

  return {
    chainId,
    request<T>(method: string, params: unknown[] = []) {
      return new Promise<T>((resolve, reject) => {
        queue.push({ id: nextId++, method, params, resolve: resolve as (value: unknown) => void, reject });
        if (!scheduled) {
          scheduled = true;
          setTimeout(flush, 0);
        }
      });
    },
  };
}

async function post(
  url: string,
  body: unknown,
  timeoutMs: number,
  headers: Readonly<Record<string, string>> = {},
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw isTimeoutAbort(error) ? timeoutError(timeoutMs) : networkError(url, error);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw httpError(response.status);
  }
  try {
    return await response.json();
  } catch (error) {
    if (isTimeoutAbort(error)) throw timeoutError(timeoutMs);
    throw new RpcError('invalid-response', 'The endpoint did not answer with JSON-RPC', { cause: error });
  }
}

// Results are matched by id: a batch answer may come back in any order.
function settle(batch: Pending[], body: unknown) {
  const answers = Array.isArray(body) ? body : [body];
  // Some providers answer an oversized or unsupported batch with one error object for all.
  if (batch.length > 1 && !Array.isArray(body) && isObject(body) && 'error' in body) {
    const error = jsonRpcError(body.error);
    for (const item of batch) item.reject(error);
    return;
  }
  const byId = new Map<unknown, Record<string, unknown>>();
  for (const answer of answers) if (isObject(answer)) byId.set(answer.id, answer);
  for (const item of batch) {
    // A lone request's only answer is taken even when a proxy rewrote its id.
    const answer =
      byId.get(item.id) ??
      (batch.length === 1 && answers.length === 1 && isObject(answers[0]) ? answers[0] : undefined);
    if (!answer) item.reject(new RpcError('invalid-response', `The endpoint's answer did not include ${item.method}`));
    else if ('error' in answer && answer.error != null) item.reject(jsonRpcError(answer.error));
    else if ('result' in answer) item.resolve(answer.result);
    else item.reject(new RpcError('invalid-response', 'The endpoint did not answer with JSON-RPC'));
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A reader over a wallet's EIP-1193 provider (only valid while the wallet stays on `chainId`). */
export function eip1193Reader(provider: Eip1193Provider, chainId: number): ChainReader {
  return {
    chainId,
    async request<T>(method: string, params: unknown[] = []) {
      try {
        return (await provider.request({ method, params })) as T;
      } catch (error) {
        // Wallets throw EIP-1193 errors ({ code, message }); keep their message and code.
        throw error instanceof RpcError ? error : jsonRpcError(error);
      }
    },
  };
}
