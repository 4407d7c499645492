// Our own sends as the tests record them (never imported by app code).
import type { SentTransaction } from './sent-transaction';

/**
 * An ETH payment of `value` from `from` to `to` on the local chain, as the sender records it the
 * moment the wallet returns the hash: nonce 0, a plain transfer out to `to`; override any field.
 */
export function sentPayment(
  fields: Pick<SentTransaction, 'hash' | 'from' | 'to' | 'value'> & Partial<SentTransaction>,
): SentTransaction {
  return {
    chainId: 31337,
    nonce: 0,
    kind: 'transfer',
    decoded: null,
    selector: null,
    nativeSymbol: 'ETH',
    nativeDecimals: 18,
    counterparty: fields.to,
    direction: 'out',
    ...fields,
  };
}
