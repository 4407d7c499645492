// One call to an Etherscan-compatible API: paced by the endpoint's shared bucket, backed off on
// rate limits, answers checked against the published envelope { status, message, result }.
import { httpStatusInWords, isTimeoutAbort, networkError, RpcError, timeoutError } from './rpc-error';
import { explorerEnvelopeSchema } from './explorer-schemas';
import { sharedBucket, systemClock, type Clock } from './token-bucket';
import { reasonOf, reportDependencyAnswered, reportDependencyFailure } from '@/lib/offline/dependency-health';

/** Where and how to reach one network's explorer API. */
export interface ExplorerConfig {
  /** e.g. `https://eth.blockscout.com/api` or `https://api.etherscan.io/v2/api`. */
  readonly apiUrl: string;
  readonly apiKey?: string | null;
  readonly chainId: number;
  /** Rows per page (`offset`); default 1000. */
  readonly pageSize?: number;
  readonly timeoutMs?: number;
  /** The largest page × offset the API serves (Etherscan: 10,000). */
  readonly resultWindow?: number;
  /** Tries per request when rate limited; default 5. */
  readonly maxTries?: number;
  /** Injected in tests; the rate limit and the backoff both run on it. */
  readonly clock?: Clock;
  /**
   * Whether the outcome is the company's explorer's health (the banner above every page); false for
   * the check of a URL being typed in Network settings. Default true.
   */
  readonly reportHealth?: boolean;
}

/** At most 3 requests a second per endpoint, shared by every sync using it. */
export const EXPLORER_REQUESTS_PER_SECOND = 3;
const DEFAULT_MAX_TRIES = 5;
const DEFAULT_TIMEOUT_MS = 15_000;
const RATE_LIMIT = /rate limit|too many|max calls|exceeded the rate/i;
const NOTHING_FOUND = /^no .*found/i;
const RETRY_STATUSES = new Set([429, 502, 503, 504]);

/** Whether the URL is Etherscan's multichain (v2) API, which needs `chainid=`. */
export function explorerNeedsChainId(apiUrl: string): boolean {
  return /\/v2\/api\/?$/.test(new URL(apiUrl).pathname);
}

/** The request URL for a query (the key included, so never show it: use originOf for messages). */
export function explorerUrl(config: ExplorerConfig, params: Readonly<Record<string, string | number>>): string {
  const url = new URL(config.apiUrl);
  if (explorerNeedsChainId(config.apiUrl)) url.searchParams.set('chainid', String(config.chainId));
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
  if (config.apiKey) url.searchParams.set('apikey', config.apiKey);
  return url.toString();
}

/** The `result` of a successful call ([] for "No transactions found"); errors in words otherwise. */
export async function explorerRequest(
  config: ExplorerConfig,
  params: Readonly<Record<string, string | number>>,
): Promise<unknown> {
  if (config.reportHealth === false) return requestWithRetries(config, params);
  try {
    const result = await requestWithRetries(config, params);
    reportDependencyAnswered('explorer');
    return result;
  } catch (error) {
    // "Check again" asks the same (read-only) query once, without the backoff.
    reportDependencyFailure('explorer', reasonOf(error), () => explorerRequest({ ...config, maxTries: 1 }, params));
    throw error;
  }
}

async function requestWithRetries(
  config: ExplorerConfig,
  params: Readonly<Record<string, string | number>>,
): Promise<unknown> {
  const clock = config.clock ?? systemClock;
  const maxTries = config.maxTries ?? DEFAULT_MAX_TRIES;
  const url = explorerUrl(config, params);
  const bucket = sharedBucket(config.apiUrl, EXPLORER_REQUESTS_PER_SECOND, clock);
  for (let attempt = 1; ; attempt++) {
    await bucket.take();
    const outcome = await attemptOnce(url, config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    if (outcome.kind === 'ok') return outcome.result;
    if (attempt >= maxTries) {
      throw new RpcError(
        'http',
        `The explorer API still refused after ${maxTries} tries (${outcome.reason}): add an API key or try again later`,
        { status: outcome.status },
      );
    }
    // Exponential backoff (1, 2, 4, 8 s), longer when the server says so with Retry-After.
    await clock.sleep(Math.max(1000 * 2 ** (attempt - 1), outcome.retryAfterMs));
  }
}

type Outcome =
  { kind: 'ok'; result: unknown } | { kind: 'retry'; reason: string; status?: number; retryAfterMs: number };

async function attemptOnce(url: string, timeoutMs: number): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw isTimeoutAbort(error) ? timeoutError(timeoutMs) : networkError(url, error);
  }
  if (RETRY_STATUSES.has(response.status)) {
    await response.body?.cancel();
    return {
      kind: 'retry',
      reason: httpStatusInWords(response.status),
      status: response.status,
      retryAfterMs: retryAfterMs(response),
    };
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new RpcError('http', `The explorer API refused the request: ${httpStatusInWords(response.status)}`, {
      status: response.status,
    });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    if (isTimeoutAbort(error)) throw timeoutError(timeoutMs);
    body = undefined;
  }
  const envelope = explorerEnvelopeSchema.safeParse(body);
  if (!envelope.success)
    throw new RpcError('invalid-response', 'This URL did not answer like an Etherscan-compatible API (module=account)');
  const { status, message, result } = envelope.data;
  if (status === '1') return { kind: 'ok', result };
  const detail = typeof result === 'string' && result.trim() ? result.trim() : message;
  if (NOTHING_FOUND.test(message) || NOTHING_FOUND.test(detail)) return { kind: 'ok', result: [] };
  if (RATE_LIMIT.test(detail) || RATE_LIMIT.test(message)) return { kind: 'retry', reason: detail, retryAfterMs: 0 };
  throw new RpcError('rpc', `The explorer API refused the request: ${detail}`);
}

function retryAfterMs(response: Response): number {
  const seconds = Number(response.headers.get('retry-after'));
  // Capped: a bogus header must not park a sync for hours.
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 60) * 1000 : 0;
}
