// What the workspace records the moment the wallet returns a hash, and the words around a send.
import { Interface } from 'ethers';
import type { PendingFacts } from '@/lib/chain/send-transaction';
import type { SentTransaction } from '@/lib/chain/sent-transaction';
import type { Asset } from '@/lib/money/asset';
import { formatQuantity } from '@/lib/money/format-quantity';
import type { SendRequest } from './send-form';

const ERC20 = new Interface(['function transfer(address to, uint256 amount) returns (bool)']);
/** The selector of ERC-20 `transfer(address,uint256)`. */
export const TRANSFER_SELECTOR = '0xa9059cbb';

/** The call a send makes: value to the recipient, or `transfer` on the token contract. */
export function sendCall(request: SendRequest): { to: string; value: bigint; data: string | null } {
  if (request.asset.kind === 'native') return { to: request.to, value: request.units, data: null };
  if (!request.asset.address) throw new Error('A token asset has an address');
  return {
    to: request.asset.address,
    value: 0n,
    data: ERC20.encodeFunctionData('transfer', [request.to, request.units]),
  };
}

/** What the pending row says of a send: native value, or a `transfer` call on the token with the recipient as counterparty. */
export function sentFacts(request: SendRequest, from: string, native: Asset): PendingFacts {
  const own = request.to.toLowerCase() === from.toLowerCase();
  const call = sendCall(request);
  const common = {
    to: call.to,
    value: call.value,
    nativeSymbol: native.symbol,
    nativeDecimals: native.decimals,
    counterparty: own ? null : request.to,
    direction: own ? ('own' as const) : ('out' as const),
  };
  if (request.asset.kind === 'native') return { ...common, kind: 'transfer', decoded: null, selector: null };
  return { ...common, kind: 'call', decoded: { method: 'transfer' }, selector: TRANSFER_SELECTOR };
}

/** The whole pending row of a send (the sender adds hash and nonce to `sentFacts` the same way). */
export function sentTransactionFor(input: {
  request: SendRequest;
  from: string;
  hash: string;
  nonce: number | null;
  native: Asset;
}): SentTransaction {
  const { request, from, hash, nonce, native } = input;
  const call = sendCall(request);
  return {
    chainId: request.asset.chainId,
    from,
    to: call.to,
    value: call.value,
    kind: 'transfer',
    decoded: null,
    selector: null,
    nativeSymbol: native.symbol,
    nativeDecimals: native.decimals,
    counterparty: call.to,
    direction: 'out',
    ...sentFacts(request, from, native),
    hash,
    nonce,
  };
}

/** `Sent 1.5 ETH to 0xAbC…` for the Success page (the full address: it is what the user checks). */
export function sentDescription(request: SendRequest, locale?: string): string {
  return `Sent ${formatQuantity(request.units, request.asset, { locale, symbol: true })} to ${request.to}`;
}
