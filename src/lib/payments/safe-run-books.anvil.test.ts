// The books of a distribution run paid from a Safe, with the real sync engine and ledger poster on
// anvil: the Safe is a treasury wallet, the run is proposed as one SafeTx, signed by a second owner
// and executed; the engine's rows of that transaction out of the Safe are booked to the run's
// account (the distribution booker, keyed by the execution's hash as for a wallet's batch) and
// posted once, and the run is done once the queue settles it.
import 'fake-indexeddb/auto';
import { getAddress, parseEther } from 'ethers';
import { describe, expect, it } from 'vitest';
import { receiptOf, sendFrom } from '../../../tests/fixtures/chain-actions';
import { syncOnAnvil, until } from '../../../tests/fixtures/sync-on-anvil';
import { distributorBytecode } from '@/lib/contracts/generated/artifacts';
import { settleProposals } from '@/lib/safe/proposal-store';
import { signProposal } from '@/lib/safe/safe-actions';
import { createTestSafe, safeOwners, safeRunRecord, treasurySafeRecord } from './safe-chain.testing';
import { proposeRunFromSafe } from './safe-pay-kinds';
import { executePaymentProposal } from './safe-payments';
import { recordSettledPayments } from './safe-execution-record';

const chain = syncOnAnvil('safe-run-books');
const ETH = { chainId: 31337, kind: 'native' as const, address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
const people = [7, 8].map((digit) => getAddress(`0x${String(digit).repeat(40)}`)) as [string, string];

describe('a distribution run paid from a Safe treasury, in the books', () => {
  it("books the Safe's rows of the execution to the run's account once, and the run is done", async () => {
    const db = await chain.fresh();
    const [owner1, owner2] = chain.accounts as [string, string];
    const url = chain.anvil.rpcUrl;
    const { contracts, safe: safeAddress } = await createTestSafe(url, [owner1, owner2], owner2, 5n, parseEther('3'));
    const distributor = getAddress(
      (await receiptOf(url, await sendFrom(url, { from: owner2, data: distributorBytecode }))).contractAddress!,
    );
    await db.treasuryWallets.add(treasurySafeRecord(safeAddress));
    const run = safeRunRecord({
      id: 'payroll',
      sender: safeAddress,
      distributor,
      asset: ETH,
      payments: [
        [people[0], parseEther('1')],
        [people[1], parseEther('0.5')],
      ],
      batches: [[0, 2]],
    });
    await db.distributionRuns.add(run);
    chain.start();

    const { reader, ctxOf, safeNow } = safeOwners(db, url, safeAddress);
    const proposed = await proposeRunFromSafe(ctxOf(owner1), await safeNow(), contracts, run);
    const signed = (await signProposal(ctxOf(owner2), await safeNow(), proposed)).record!;
    const hash = await executePaymentProposal(ctxOf(owner1), await safeNow(), signed);
    await recordSettledPayments(db, reader, await settleProposals(db, reader, await safeNow(), new Date()), {
      now: new Date(),
      newId: () => crypto.randomUUID(),
    });
    expect((await db.distributionRuns.get('payroll'))!.status).toBe('done');

    await until(async () => {
      const rows = await db.chainTransactions.where('[chainId+hash]').equals([31337, hash]).toArray();
      expect(rows.find((row) => row.id === `31337:${hash}`)?.status).toBe('confirmed');
      const outOfSafe = rows.filter((row) => row.direction === 'out' && row.from === safeAddress);
      expect(outOfSafe.map((row) => [row.to, row.units, row.category])).toEqual([
        [distributor, parseEther('1.5').toString(), '6900'],
      ]);
      // Posted once: the rows are booked to the run's account before they are posted, so each
      // source has one entry (none posted uncategorised, reversed and posted again).
      const entries = (await db.journalEntries.toArray()).filter((entry) =>
        entry.source.startsWith(`tx:31337:${hash}:i`),
      );
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.length).toBe(new Set(entries.map((entry) => entry.source)).size);
      const net = new Map<string, bigint>();
      for (const entry of entries)
        if (entry.status === 'posted')
          for (const posting of entry.postings)
            net.set(posting.accountId, (net.get(posting.accountId) ?? 0n) + BigInt(posting.amount));
      expect(Object.fromEntries([...net].filter(([, amount]) => amount !== 0n))).toEqual({
        'general-expenses': parseEther('1.5'),
        [`wallet:31337:native:${safeAddress.toLowerCase()}`]: -parseEther('1.5'),
      });
    });
  });
});
