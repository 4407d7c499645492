// Bills paid from a Safe treasury: one SafeTx paying every chosen bill (ETH sent as value, a token by
// its `transfer`; several calls go through MultiSendCallOnly, so a batch of several assets is still
// one transaction), proposed through safe-payments.ts like every payment from a Safe. Its execution
// records the bills as paid by that transaction exactly as a wallet's payment is
// (bill-payment-record.ts): the engine's row for its hash marks them paid and the ledger poster books
// the Safe's outgoing rows to Accounts payable.
import { Interface } from 'ethers';
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import type { Asset } from '@/lib/money/asset';
import type { BatchCall } from '@/lib/safe/multisend';
import type { SafeState } from '@/lib/safe/read-safe';
import type { SafeActionContext } from '@/lib/safe/safe-actions';
import type { SafeContracts } from '@/lib/safe/safe-contracts';
import type { BillPaymentItem } from './bill-payment-record';
import type { PolicyGate } from './payment-policy';
import { proposePaymentFromSafe } from './safe-payments';

const ERC20 = new Interface(['function transfer(address to, uint256 amount) returns (bool)']);

/** The bills of one asset a proposal pays. */
export interface SafeBillGroup {
  readonly asset: Asset;
  readonly items: readonly BillPaymentItem[];
}

/** One call per bill: ETH as the call's value, a token through its `transfer(payee, units)`. */
export function billCalls(groups: readonly SafeBillGroup[]): BatchCall[] {
  return groups.flatMap((group) =>
    group.items.map((item) =>
      group.asset.address === null
        ? { to: item.payee, value: item.units, data: '0x' }
        : { to: group.asset.address, value: 0n, data: ERC20.encodeFunctionData('transfer', [item.payee, item.units]) },
    ),
  );
}

/** Proposes paying `groups` from the Safe: the policy checked, the next free nonce, signed by the connected owner. */
export async function proposeBillsFromSafe(
  ctx: SafeActionContext,
  safe: SafeState,
  contracts: SafeContracts,
  groups: readonly SafeBillGroup[],
  gate?: PolicyGate | null,
): Promise<SafeProposalRecord> {
  const live = groups.filter((group) => group.items.length > 0);
  const calls = billCalls(live);
  if (calls.length === 0) throw new Error('Nothing to pay: choose at least one bill with an open amount.');
  const kind = calls.length === 1 ? ('single' as const) : ('batch' as const);
  return proposePaymentFromSafe(
    ctx,
    safe,
    contracts,
    calls,
    {
      kind: 'bills',
      bills: live.map((group) => ({
        kind,
        asset: group.asset,
        items: group.items.map((item) => ({ billId: item.billId, payee: item.payee, units: item.units.toString() })),
      })),
    },
    gate,
  );
}
