// Runs the checks a save needs (docs/product.md#runtime-endpoints): the build's CSP first, whose refusal names the rule,
// then the endpoint itself (eth_chainId must match; the explorer must answer the account module).
import {
  checkExplorerApi,
  checkRpcEndpoint,
  endpointAllowedByCsp,
  type EndpointCheck,
} from '@/lib/chain/endpoint-check';
import type { FieldErrors } from '@/lib/forms/field-errors';
import type { EndpointToCheck, NetworkSettingsField } from './network-settings-form';

/** The checks, injectable so tests can count calls; defaults are lib/chain's. */
export interface EndpointCheckers {
  readonly csp: (url: string) => EndpointCheck;
  readonly rpc: (url: string, chainId: number) => Promise<EndpointCheck>;
  readonly explorer: (url: string, key: string | null, chainId: number) => Promise<EndpointCheck>;
}

export const DEFAULT_CHECKERS: EndpointCheckers = {
  csp: (url) => endpointAllowedByCsp(url),
  rpc: (url, chainId) => checkRpcEndpoint(url, chainId),
  explorer: (url, key, chainId) => checkExplorerApi(url, key, chainId),
};

/** The reason per field for every endpoint that failed its check (empty: all passed). */
export async function checkEndpoints(
  chainId: number,
  checks: readonly EndpointToCheck[],
  checkers: EndpointCheckers = DEFAULT_CHECKERS,
): Promise<FieldErrors<NetworkSettingsField>> {
  const outcomes = await Promise.all(
    checks.map(async (check) => {
      const csp = checkers.csp(check.url);
      if (!csp.ok) return csp;
      return check.kind === 'rpc' ? checkers.rpc(check.url, chainId) : checkers.explorer(check.url, check.key, chainId);
    }),
  );
  const errors: FieldErrors<NetworkSettingsField> = {};
  outcomes.forEach((outcome, index) => {
    const check = checks[index];
    if (check && !outcome.ok) errors[check.field] = outcome.reason;
  });
  return errors;
}
