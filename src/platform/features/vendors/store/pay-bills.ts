// Paying bills from the connected wallet: one bill through the PaymentRouter, or a group of bills
// in one asset through the Distributor in ONE transaction. For a token the allowance is read first
// and an approval requested (and mined) only when short. The moment the wallet returns the hash,
// the pending row (for the Success page and the engine) and the payment record are written;
// whether the bills are paid is then the engine's confirmed row for that hash (model/bill-payments).
import type { ChainReader } from '@/lib/chain/rpc-client';
import { call as ethCall } from '@/lib/chain/rpc-methods';
import { recordSentTransaction } from '@/lib/chain/sync/sync-store';
import { isTxHash } from '@/lib/chain/tx-hash';
import { waitForReceipt } from '@/lib/chain/wait-for-receipt';
import type { BillPayment } from '@/lib/db/entities/bill';
import { parseRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Asset } from '@/lib/money/asset';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import {
  allowanceData,
  approveCall,
  decodeAllowance,
  type BatchItem,
  type Call,
} from '@/platform/features/vendors/model/payment-calls';

export type PayStep =
  | { readonly step: 'allowance' }
  | { readonly step: 'approve'; readonly hash: string | null }
  | { readonly step: 'pay'; readonly hash: string | null };

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

async function send(ctx: PayContext, call: Call): Promise<{ hash: string; nonce: number }> {
  const nonceHex = await ctx.reader.request<string>('eth_getTransactionCount', [ctx.account, 'pending']);
  const nonce = Number(BigInt(nonceHex));
  const tx = { from: ctx.account, to: call.to, value: `0x${call.value.toString(16)}`, data: call.data };
  const hash = await ctx.provider.request({ method: 'eth_sendTransaction', params: [tx] });
  if (!isTxHash(hash)) throw new Error('The wallet did not return a transaction hash');
  return { hash: hash.toLowerCase(), nonce };
}

/**
 * Approves the spender if the allowance is short, then sends the payment. Rejects with the
 * wallet's error (nothing recorded when the user declines); resolves with the payment's hash.
 */
export async function payBills(ctx: PayContext, request: PayRequest, onStep: (step: PayStep) => void): Promise<string> {
  const total = request.items.reduce((sum, item) => sum + item.units, 0n);
  const chainId = request.asset.chainId;
  if (request.asset.address !== null) {
    onStep({ step: 'allowance' });
    const allowance = decodeAllowance(
      await ethCall(ctx.reader, { to: request.asset.address, data: allowanceData(ctx.account, request.spender) }),
    );
    if (allowance < total) {
      onStep({ step: 'approve', hash: null });
      const approval = approveCall(request.asset.address, request.spender, total);
      const sent = await send(ctx, approval);
      await recordSentTransaction(
        ctx.db,
        {
          chainId,
          hash: sent.hash,
          from: ctx.account,
          to: approval.to,
          value: 0n,
          nonce: sent.nonce,
          kind: 'call',
          decoded: { method: 'approve' },
          selector: approval.data.slice(0, 10),
          nativeSymbol: ctx.native.symbol,
          nativeDecimals: ctx.native.decimals,
          counterparty: approval.to,
          direction: 'out',
        },
        ctx.now().toISOString(),
      );
      onStep({ step: 'approve', hash: sent.hash });
      const receipt = await waitForReceipt(ctx.reader, sent.hash);
      if (receipt.status !== 1) throw new Error('The token approval failed on chain: nothing was paid.');
    }
  }
  onStep({ step: 'pay', hash: null });
  const sent = await send(ctx, request.call);
  onStep({ step: 'pay', hash: sent.hash });
  const now = ctx.now().toISOString();
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
  await recordSentTransaction(
    ctx.db,
    {
      chainId,
      hash: sent.hash,
      from: ctx.account,
      to: request.call.to,
      value: request.call.value,
      nonce: sent.nonce,
      kind: request.kind === 'single' ? 'payment' : 'distribution',
      decoded,
      selector: request.call.data.slice(0, 10),
      nativeSymbol: ctx.native.symbol,
      nativeDecimals: ctx.native.decimals,
      counterparty: request.call.to,
      direction: 'out',
    },
    now,
  );
  const record: BillPayment = parseRecord('billPayments', {
    id: ctx.newId(),
    kind: request.kind,
    chainId,
    hash: sent.hash,
    from: ctx.account,
    asset: request.asset,
    items: request.items.map((item) => ({ billId: item.billId, payee: item.payee, units: item.units.toString() })),
    createdAt: now,
  });
  // The engine's ledger poster books the payment's rows to Accounts payable (lib/chain/sync/row-booking).
  await ctx.db.billPayments.add(record);
  return sent.hash;
}
