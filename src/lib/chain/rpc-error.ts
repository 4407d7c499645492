// Errors from chain and explorer endpoints, each with a sentence a user can act on (`reason`).

/** What went wrong, so callers can decide to retry (timeout, network, http 429/5xx) or give up. */
export type RpcErrorKind = 'timeout' | 'network' | 'http' | 'rpc' | 'invalid-response';

/** A failed request to an endpoint, with the reason in words. */
export class RpcError extends Error {
  override readonly name = 'RpcError';
  readonly kind: RpcErrorKind;
  readonly reason: string;
  /** The JSON-RPC (or EIP-1193) error code, when the endpoint gave one. */
  readonly code: number | undefined;
  /** The HTTP status, for `kind: 'http'`. */
  readonly status: number | undefined;
  /** The JSON-RPC error's `data` (revert data for eth_call), passed through unvalidated. */
  readonly data: unknown;

  constructor(
    kind: RpcErrorKind,
    reason: string,
    extra: { code?: number; status?: number; data?: unknown; cause?: unknown } = {},
  ) {
    super(reason, { cause: extra.cause });
    this.kind = kind;
    this.reason = reason;
    this.code = extra.code;
    this.status = extra.status;
    this.data = extra.data;
  }
}

const STATUS_WORDS: Readonly<Record<number, string>> = {
  400: 'bad request',
  401: 'unauthorized: check the API key',
  403: 'forbidden: check the API key or the allowed origins',
  404: 'not found: check the URL',
  405: 'method not allowed',
  413: 'request too large',
  429: 'too many requests',
  500: 'internal server error',
  502: 'bad gateway',
  503: 'service unavailable',
  504: 'gateway timeout',
};

/** `HTTP 429 (too many requests)`: a status code with its meaning. */
export function httpStatusInWords(status: number): string {
  const words = STATUS_WORDS[status];
  return words ? `HTTP ${status} (${words})` : `HTTP ${status}`;
}

/** The error for an HTTP answer that is not 2xx. */
export function httpError(status: number): RpcError {
  return new RpcError('http', `The endpoint refused the request: ${httpStatusInWords(status)}`, { status });
}

/** The error for a request that got no answer in time. */
export function timeoutError(timeoutMs: number): RpcError {
  return new RpcError('timeout', `The endpoint did not answer within ${formatSeconds(timeoutMs)}`);
}

/** The error for a fetch that failed before any answer (offline, DNS, TLS, CORS or CSP). */
export function networkError(url: string, cause: unknown): RpcError {
  return new RpcError(
    'network',
    `Could not reach ${originOf(url)}: the network failed or the page's Content-Security-Policy blocked it`,
    { cause },
  );
}

/** A JSON-RPC error object (`{ code, message, data }`) as an RpcError, message passed through. */
export function jsonRpcError(error: unknown): RpcError {
  const record = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const code = typeof record.code === 'number' ? record.code : undefined;
  const message =
    typeof record.message === 'string' && record.message.trim()
      ? record.message.trim()
      : 'The endpoint answered with an error';
  return new RpcError('rpc', code === undefined ? message : `${message} (code ${code})`, { code, data: record.data });
}

/** True when a fetch failed because our AbortSignal.timeout fired. */
export function isTimeoutAbort(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** The origin of a URL for messages (never its path, which may carry an API key). */
export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}
