// The calls that pay bills: one through the PaymentRouter with the bill's reference, or a batch of
// bills in one asset through the Distributor in a single transaction (an ERC-20 approval first is the sender's: lib/chain/approve-then-call).
import { Interface } from 'ethers';
import { distributorAbi, paymentRouterAbi } from '@/lib/contracts/generated/artifacts';
import type { Bill } from '@/lib/db/entities/bill';
import { assetId, type Asset } from '@/lib/money/asset';

const ROUTER = new Interface(paymentRouterAbi);
const DISTRIBUTOR = new Interface(distributorAbi);

export interface Call {
  readonly to: string;
  readonly value: bigint;
  readonly data: string;
}

export interface BatchItem {
  readonly billId: string;
  readonly payee: string;
  readonly units: bigint;
}

/** Bills of one asset paid together. */
export interface BatchGroup {
  readonly asset: Asset;
  readonly items: readonly BatchItem[];
  readonly total: bigint;
}

/** `payEth(reference, payee)` or `payToken(token, reference, payee, amount)` for one bill. */
export function payBillCall(router: string, bill: Pick<Bill, 'asset' | 'reference' | 'payee'>, units: bigint): Call {
  if (bill.asset.address === null)
    return { to: router, value: units, data: ROUTER.encodeFunctionData('payEth', [bill.reference, bill.payee]) };
  return {
    to: router,
    value: 0n,
    data: ROUTER.encodeFunctionData('payToken', [bill.asset.address, bill.reference, bill.payee, units]),
  };
}

/** Groups the chosen bills by asset (first-seen order), each with the units still open. */
export function batchGroups(chosen: readonly { bill: Bill; open: bigint }[]): BatchGroup[] {
  const groups = new Map<string, { asset: Asset; items: BatchItem[]; total: bigint }>();
  for (const { bill, open } of chosen) {
    if (open <= 0n) continue;
    const key = assetId(bill.asset);
    const group = groups.get(key) ?? { asset: bill.asset, items: [], total: 0n };
    group.items.push({ billId: bill.id, payee: bill.payee, units: open });
    group.total += open;
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** `distributeEth(recipients, amounts)` (value = total) or `distributeToken(token, recipients, amounts)`. */
export function distributeCall(distributor: string, group: BatchGroup): Call {
  const recipients = group.items.map((item) => item.payee);
  const amounts = group.items.map((item) => item.units);
  if (group.asset.address === null)
    return {
      to: distributor,
      value: group.total,
      data: DISTRIBUTOR.encodeFunctionData('distributeEth', [recipients, amounts]),
    };
  return {
    to: distributor,
    value: 0n,
    data: DISTRIBUTOR.encodeFunctionData('distributeToken', [group.asset.address, recipients, amounts]),
  };
}
