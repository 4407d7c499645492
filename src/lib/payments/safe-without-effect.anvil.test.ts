// A SafeTx made outside the product (a safeTxGas above 0, as Safe{Wallet} or a script may set) whose
// inner call reverts: the Safe runs it anyway, logs ExecutionFailure and uses the nonce, and nothing
// it pays happens. On a real anvil with a 2-of-3 Safe 1.4.1, such a bills proposal must leave its
// bills open on every device: the device that executed it (its Safe queue settling the proposal) and
// another device of the team, whose sync engine's poster reads the noted execution's receipt.
// Workspaces in fake-indexeddb.
import 'fake-indexeddb/auto';
import { getAddress, parseEther } from 'ethers';
import { describe, expect, it } from 'vitest';
import { receiptOf } from '../../../tests/fixtures/chain-actions';
import { syncOnAnvil, until } from '../../../tests/fixtures/sync-on-anvil';
import { blockNumber, getBalance } from '@/lib/chain/rpc-methods';
import type { ProposalPays, SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Asset } from '@/lib/money/asset';
import { paymentsSafeTx } from '@/lib/safe/execute';
import { executedWithoutEffectWords } from '@/lib/safe/execution-words';
import type { BatchCall } from '@/lib/safe/multisend';
import { saveProposal, settleProposals } from '@/lib/safe/proposal-store';
import { signProposal } from '@/lib/safe/safe-actions';
import type { SafeContracts } from '@/lib/safe/safe-contracts';
import { safeTxHash } from '@/lib/safe/safe-tx';
import { storeSafeTx } from '@/lib/safe/stored-proposal';
import { createTestSafe, SAFE_CAST, safeOwners } from './safe-chain.testing';
import { billCalls } from './safe-bills';
import { recordNotedExecutions } from './safe-noted-executions';
import { executePaymentProposal } from './safe-payments';
import { recordSettledPayments } from './safe-execution-record';

const h = syncOnAnvil('safe-without-effect');
const [admin, owner1, owner2, owner3, payer] = SAFE_CAST;
const vendor = getAddress(`0x${'7'.repeat(40)}`);
const ETH: Asset = { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };

/**
 * The proposal another tool made of `calls` from `safe` with a safeTxGas (saved as the team workspace
 * brings it), signed by two owners: ready to execute.
 */
async function outsideProposal(
  db: WorkspaceDb,
  url: string,
  contracts: SafeContracts,
  safe: string,
  calls: readonly BatchCall[],
  what: Pick<SafeProposalRecord, 'kind' | 'bills'> & { pays?: ProposalPays },
): Promise<SafeProposalRecord> {
  const owners = safeOwners(db, url, safe);
  const tx = { ...paymentsSafeTx(contracts, calls, (await owners.safeNow()).nonce), safeTxGas: 300_000n };
  const at = new Date().toISOString();
  const record = await saveProposal(db, {
    id: crypto.randomUUID(),
    chainId: 31337,
    safe,
    tx: storeSafeTx(tx),
    hash: safeTxHash(31337, safe, tx),
    signatures: [],
    proposedBy: owner1,
    proposedAtBlock: await blockNumber(owners.reader),
    execution: null,
    outcome: null,
    createdAt: at,
    updatedAt: at,
    ...what,
  });
  const once = (await signProposal(owners.ctxOf(owner1), await owners.safeNow(), record)).record!;
  return (await signProposal(owners.ctxOf(owner2), await owners.safeNow(), once)).record!;
}

describe('a Safe execution without effect (ExecutionFailure) pays nothing, on every device', () => {
  it('leaves its bills open on the device that executed it and on another device of the team, and settles it so', async () => {
    const other = await h.fresh();
    const url = h.anvil.rpcUrl;
    // The Safe holds 1 ETH; the bills ask 3: the transfer reverts inside the Safe.
    const { contracts, safe } = await createTestSafe(url, [owner1, owner2, owner3], admin, 21n, parseEther('1'));
    const sender = new WorkspaceDb(`safe-without-effect-${crypto.randomUUID()}`);
    try {
      const owners = safeOwners(sender, url, safe);
      const groups = [
        {
          asset: ETH,
          items: [
            { billId: 'bill-1', payee: vendor, units: parseEther('2') },
            { billId: 'bill-2', payee: vendor, units: parseEther('1') },
          ],
        },
      ];
      const signed = await outsideProposal(sender, url, contracts, safe, billCalls(groups), {
        kind: 'bills',
        bills: groups.map((group) => ({
          kind: 'batch',
          asset: group.asset,
          items: group.items.map((item) => ({ ...item, units: item.units.toString() })),
        })),
      });

      const hash = await executePaymentProposal(owners.ctxOf(payer), await owners.safeNow(), signed);
      // Mined, the nonce used, nothing paid.
      expect((await receiptOf(url, hash)).status).toBe('0x1');
      expect((await owners.safeNow()).nonce).toBe(1n);
      expect(await getBalance(owners.reader, vendor)).toBe(0n);
      // Recorded as sent the moment the hash existed, as any payment is.
      expect(await sender.billPayments.count()).toBe(1);
      const shared = (await sender.safeProposals.get(signed.id))!;
      expect(shared.execution?.hash).toBe(hash);

      // Another device: the team workspace brings the proposal with the execution noted, and its
      // poster records the bills from it, then settles it from the mined receipt.
      h.start();
      await other.safeProposals.put(shared);
      const words = executedWithoutEffectWords(shared, hash);
      expect(words).toBe(
        `Executed, but the Safe's call failed in ${hash} (nonce 0 is used): nothing it pays happened; its bills are still open, to pay again.`,
      );
      await until(async () =>
        expect((await other.safeProposals.get(signed.id))!.outcome).toEqual({
          status: 'replaced',
          reason: words,
          failedIn: hash,
        }),
      );
      await until(async () => expect(await other.billPayments.count()).toBe(0));
      // Asked again, nothing comes back: the settled proposal is never recorded as paying.
      expect(
        await recordNotedExecutions(other, { now: new Date(), newId: () => 'x', readerOf: () => owners.reader }),
      ).toBe(0);
      expect(await other.billPayments.count()).toBe(0);

      // The device that executed it: its Safe queue settles it from the Safe's logs and undoes the bills.
      const settled = await settleProposals(sender, owners.reader, await owners.safeNow(), new Date());
      expect(settled.map(({ record, executedBy }) => [record.outcome, executedBy])).toEqual([
        [{ status: 'replaced', reason: words, failedIn: hash }, null],
      ]);
      await recordSettledPayments(sender, owners.reader, settled, { now: new Date(), newId: () => 'x' });
      expect(await sender.billPayments.count()).toBe(0);
    } finally {
      sender.close();
      await sender.delete();
    }
  });
});
