// Native PaymentRouter payments into our wallets move ETH inside the router's call, so a block scan
// has no row of its own for them (an explorer lists them as internal rows, `…:i…`). For cash flow
// and the balance history they become rows here, unless such an internal row already exists.
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';

/** The engine's rows plus a confirmed incoming row per native router payment not already listed. */
export function withRouterPayments(
  rows: readonly ChainTransaction[],
  payments: readonly ChainPayment[],
  nativeOf: (chainId: number) => { symbol: string; decimals: number },
): ChainTransaction[] {
  const internal = new Set(
    rows
      .filter((r) => r.asset === 'native' && r.id.includes(':i'))
      .map((r) => `${r.chainId}:${r.hash}:${(r.to ?? '').toLowerCase()}`),
  );
  const added: ChainTransaction[] = payments
    .filter((p) => p.direction !== 'out' && p.token === null)
    .filter((p) => !internal.has(`${p.chainId}:${p.hash}:${p.payee.toLowerCase()}`))
    .map((p) => ({
      id: `${p.chainId}:${p.hash}:p${p.logIndex}`,
      chainId: p.chainId,
      hash: p.hash,
      logIndex: null,
      blockNumber: p.blockNumber,
      blockHash: p.blockHash,
      time: p.time,
      from: p.payer,
      to: p.payee,
      direction: 'in',
      wallets: [p.payee],
      counterparty: p.payer,
      asset: 'native',
      ...nativeOf(p.chainId),
      units: p.units,
      fee: null,
      nonce: null,
      status: 'confirmed',
      failureReason: null,
      replacedBy: null,
      kind: 'payment',
      selector: null,
      decoded: null,
      category: null,
      memo: '',
      source: 'scan',
      updatedAt: p.updatedAt,
      revision: 1,
    }));
  return [...rows, ...added];
}
