// Checks run before Network settings saves an endpoint (docs/product.md#runtime-endpoints): the page's CSP must allow
// it, an RPC must serve the expected chain, an explorer API must answer in the account contract.
import { buildConnectSources, cspAllows } from './csp-connect';
import { explorerRequest } from './explorer-request';
import { parseExplorerRows } from './explorer-client';
import { chainLabel } from '@/lib/primitives/networks';
import { httpReader, type ChainReader } from './rpc-client';
import { RpcError } from './rpc-error';
import { chainIdOf } from './rpc-methods';
import { wsRequest } from './ws-request';

/** The outcome of a check, with the reason in words when it failed. */
export type EndpointCheck = { ok: true } | { ok: false; reason: string };

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** Whether this build's CSP lets the page connect to `url` (defaults: the build's list and the page's origin). */
export function endpointAllowedByCsp(
  url: string,
  sources: readonly string[] | null = buildConnectSources(),
  pageOrigin: string | null = globalThis.location?.origin ?? null,
): EndpointCheck {
  // Outside a Vite build (unit tests, scripts) there is no page CSP to respect.
  if (!sources || cspAllows(url, sources, pageOrigin)) return { ok: true };
  const others = sources.filter((source) => !source.startsWith("'"));
  const fixed = !others.includes('https:');
  const allowed = fixed ? [...others, 'this site'].join(', ') : others.join(' and ');
  return {
    ok: false,
    reason: fixed
      ? `This build only allows connections to ${allowed}: rebuild with CSP_CONNECT_SRC to add it`
      : `This build only allows connections to ${allowed} endpoints: use an https:// or wss:// URL`,
  };
}

function parseEndpoint(url: string, schemes: RegExp, what: string): EndpointCheck {
  if (!URL.canParse(url) || !schemes.test(url))
    return { ok: false, reason: `Enter the ${what} as a full URL (https://…)` };
  return endpointAllowedByCsp(url);
}

function failed(error: unknown): EndpointCheck {
  if (error instanceof RpcError) return { ok: false, reason: error.reason };
  throw error;
}

/** Whether an RPC URL (https:, or wss: for live blocks) answers and serves `expectedChainId`. */
export async function checkRpcEndpoint(
  url: string,
  expectedChainId: number,
  { timeoutMs = 10_000 } = {},
): Promise<EndpointCheck> {
  const allowed = parseEndpoint(url, /^(https?|wss?):\/\//i, 'RPC URL');
  if (!allowed.ok) return allowed;
  try {
    const reader: ChainReader = /^wss?:/i.test(url)
      ? {
          chainId: expectedChainId,
          request: async <T>(method: string, params?: unknown[]) =>
            (await wsRequest(url, method, params, timeoutMs)) as T,
        }
      : httpReader(url, expectedChainId, { timeoutMs, reportHealth: false });
    const chainId = await chainIdOf(reader);
    if (chainId !== expectedChainId)
      return {
        ok: false,
        reason: `This endpoint serves chain ${chainLabel(chainId)}, not ${chainLabel(expectedChainId)}`,
      };
    return { ok: true };
  } catch (error) {
    return failed(error);
  }
}

/** Whether an explorer API answers a harmless `txlist` (zero address, one row) in the contract's format. */
export async function checkExplorerApi(
  url: string,
  key: string | null,
  chainId: number,
  { timeoutMs = 10_000 } = {},
): Promise<EndpointCheck> {
  const allowed = parseEndpoint(url, /^https?:\/\//i, 'explorer API URL');
  if (!allowed.ok) return allowed;
  try {
    const params = {
      module: 'account',
      action: 'txlist',
      address: ZERO_ADDRESS,
      startblock: 0,
      page: 1,
      offset: 1,
      sort: 'asc',
    };
    // Two tries: a form should not wait through the sync's full backoff.
    const result = await explorerRequest(
      { apiUrl: url, apiKey: key, chainId, timeoutMs, maxTries: 2, reportHealth: false },
      params,
    );
    parseExplorerRows('txlist', result);
    return { ok: true };
  } catch (error) {
    return failed(error);
  }
}
