import { checkAddress } from '@/lib/primitives/ethereum-address';
import { parseEip681Integer } from './eip681-number';

/** A payment an EIP-681 link asks for: native currency, or an ERC-20 `transfer`. */
export type PaymentRequest =
  | {
      readonly kind: 'native';
      readonly to: string;
      /** Null when the link names no chain: the wallet's current network. */
      readonly chainId: number | null;
      /** Wei; null when the payer chooses the amount. */
      readonly value: bigint | null;
    }
  | {
      readonly kind: 'erc20';
      readonly token: string;
      readonly chainId: number | null;
      readonly to: string;
      readonly units: bigint;
    };

export type ParseEip681Result =
  { readonly ok: true; readonly request: PaymentRequest } | { readonly ok: false; readonly error: string };

/**
 * The EIP-681 URI of a payment: `ethereum:<to>@<chainId>?value=<wei>` or
 * `ethereum:<token>@<chainId>/transfer?address=<to>&uint256=<units>`, addresses EIP-55.
 * Throws on an invalid address, chain id or amount (a programming error: inputs are validated first).
 */
export function buildEip681(request: PaymentRequest): string {
  const chain = request.chainId === null ? '' : `@${positiveChainId(request.chainId)}`;
  if (request.kind === 'native') {
    const value = request.value === null ? '' : `?value=${nonNegative(request.value)}`;
    return `ethereum:${checksummed(request.to)}${chain}${value}`;
  }
  return `ethereum:${checksummed(request.token)}${chain}/transfer?address=${checksummed(request.to)}&uint256=${nonNegative(request.units)}`;
}

// Gas hints are validated but not returned: the wallet estimates gas for the actual call.
const GAS_KEYS = ['gas', 'gasLimit', 'gasPrice'];
const ALLOWED_KEYS = { native: ['value', ...GAS_KEYS], transfer: ['address', 'uint256', 'value', ...GAS_KEYS] };

/**
 * Reads an EIP-681 URI into a PaymentRequest, or says in words why not. Only plain payments and
 * ERC-20 `transfer` are understood; unknown parameters are refused rather than ignored, since
 * ignoring one (say `amount=`) could pay something other than what the link meant.
 */
export function parseEip681(uri: string): ParseEip681Result {
  const match = /^ethereum:(pay-)?([^@/?]*)(?:@([^/?]*))?(?:\/([^?]*))?(?:\?(.*))?$/is.exec(uri.trim());
  if (!match) return fail('Not an EIP-681 payment link (it should start with "ethereum:")');
  const [, , target = '', chainText, functionName, query] = match;
  if (!/^0x/i.test(target)) return fail('ENS names are not supported here: use a 0x address');
  const targetCheck = checkAddress(target);
  if (!targetCheck.ok) return fail(`Address ${target}: ${targetCheck.message}`);
  let chainId: number | null = null;
  if (chainText !== undefined) {
    if (!/^[1-9]\d{0,15}$/.test(chainText) || !Number.isSafeInteger(Number(chainText))) {
      return fail(`The chain id "${chainText}" is not a positive whole number`);
    }
    chainId = Number(chainText);
  }
  if (functionName !== undefined && functionName !== 'transfer') {
    return fail(`Unsupported function "${functionName}": only payments and ERC-20 transfers are understood`);
  }
  const params = readParameters(query ?? '', functionName === 'transfer' ? ALLOWED_KEYS.transfer : ALLOWED_KEYS.native);
  if ('error' in params) return fail(params.error);
  const numbers = new Map<string, bigint>();
  for (const key of ['value', 'uint256', ...GAS_KEYS]) {
    const text = params.values.get(key);
    if (text === undefined) continue;
    const parsed = parseEip681Integer(text);
    if (!parsed.ok) return fail(`${key}: ${parsed.error}`);
    numbers.set(key, parsed.value);
  }

  if (functionName === undefined) {
    return {
      ok: true,
      request: { kind: 'native', to: targetCheck.address, chainId, value: numbers.get('value') ?? null },
    };
  }
  const recipient = params.values.get('address');
  if (recipient === undefined) return fail('A transfer link needs "address" (the recipient)');
  const recipientCheck = checkAddress(recipient);
  if (!recipientCheck.ok) return fail(`Recipient ${recipient}: ${recipientCheck.message}`);
  const units = numbers.get('uint256');
  if (units === undefined) return fail('A transfer link needs "uint256" (the amount in base units)');
  if ((numbers.get('value') ?? 0n) !== 0n) return fail('A token transfer cannot also send native currency ("value")');
  return {
    ok: true,
    request: { kind: 'erc20', token: targetCheck.address, chainId, to: recipientCheck.address, units },
  };
}

function readParameters(
  query: string,
  allowed: readonly string[],
): { values: Map<string, string> } | { error: string } {
  const values = new Map<string, string>();
  if (query === '') return { values };
  for (const pair of query.split('&')) {
    const separator = pair.indexOf('=');
    let key: string;
    let value: string;
    try {
      key = decodeURIComponent(separator === -1 ? pair : pair.slice(0, separator));
      value = decodeURIComponent(separator === -1 ? '' : pair.slice(separator + 1));
    } catch {
      return { error: `The parameter "${pair}" is not correctly encoded` };
    }
    if (!allowed.includes(key)) return { error: `Unsupported parameter "${key}"` };
    if (values.has(key)) return { error: `The parameter "${key}" appears twice` };
    values.set(key, value);
  }
  return { values };
}

function fail(error: string): ParseEip681Result {
  return { ok: false, error };
}

function checksummed(address: string): string {
  const check = checkAddress(address);
  if (!check.ok) throw new RangeError(`${address}: ${check.message}`);
  return check.address;
}

function positiveChainId(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new RangeError(`Invalid chain id ${chainId}`);
  return chainId;
}

function nonNegative(units: bigint): string {
  if (units < 0n) throw new RangeError('An amount in a payment link cannot be negative');
  return units.toString();
}
