// Paying bills from the connected wallet: one bill through the PaymentRouter, or a group of bills
// in one asset through the Distributor in ONE transaction. For a token the allowance is read first
// and an approval requested (and mined) only when short. The moment the wallet returns the hash,
// the pending row (for the Success page and the engine) and the payment record are written;
// whether the bills are paid is then the engine's confirmed row for that hash (model/bill-payments).
import { ApprovalFailed, approveThenCall, type ApproveCallStep } from '@/lib/chain/approve-then-call';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { recordBillPayment } from '@/lib/payments/bill-payment-record';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Asset } from '@/lib/money/asset';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import type { BatchItem, Call } from '@/platform/features/vendors/model/bill-pay-calls';

/** Which of the (at most two) transactions is under way. */
export type PayStep = ApproveCallStep;

export interface PayContext {
  readonly db: WorkspaceDb;
  readonly provider: Eip1193Provider;
  readonly reader: ChainReader;
  readonly account: string;
  readonly native: Asset;
  readonly now: () => Date;
  readonly newId: () => string;
}

export interface PayRequest {
  readonly kind: 'single' | 'batch';
  readonly asset: Asset;
  readonly items: readonly BatchItem[];
  /** The PaymentRouter or Distributor call. */
  readonly call: Call;
  /** The contract that pulls the tokens (router or distributor). */
  readonly spender: string;
}

/**
 * Approves the spender if the allowance is short, then sends the payment. Rejects with the
 * wallet's error (nothing recorded when the user declines); resolves with the payment's hash.
 */
export async function payBills(ctx: PayContext, request: PayRequest, onStep: (step: PayStep) => void): Promise<string> {
  const total = request.items.reduce((sum, item) => sum + item.units, 0n);
  const chainId = request.asset.chainId;
  const decoded =
    request.kind === 'single'
      ? {
          method: request.asset.address ? 'payToken' : 'payEth',
          payee: request.items[0]?.payee,
          ...(request.asset.address ? { token: request.asset.address } : {}),
        }
      : {
          method: request.asset.address ? 'distributeToken' : 'distributeEth',
          recipients: request.items.map((i) => ({ address: i.payee, units: i.units.toString() })),
          ...(request.asset.address ? { token: request.asset.address } : {}),
        };
  const facts = {
    nativeSymbol: ctx.native.symbol,
    nativeDecimals: ctx.native.decimals,
    kind: request.kind === 'single' ? ('payment' as const) : ('distribution' as const),
    decoded,
  };
  const approval = request.asset.address
    ? { token: request.asset.address, spender: request.spender, amount: total }
    : null;
  const sent = await approveThenCall(
    ctx,
    approval,
    { to: request.call.to, data: request.call.data, value: request.call.value, pending: facts },
    onStep,
  ).catch((error: unknown) => {
    throw error instanceof ApprovalFailed ? new Error('The token approval failed on chain: nothing was paid.') : error;
  });
  // Without its pending row the payment would not show as paid until mined: say so rather than hide it.
  if (sent.recordError) throw sent.recordError;
  await recordBillPayment(ctx.db, {
    id: ctx.newId(),
    kind: request.kind,
    chainId,
    hash: sent.hash,
    from: ctx.account,
    asset: request.asset,
    items: request.items,
    now: ctx.now().toISOString(),
  });
  return sent.hash;
}
