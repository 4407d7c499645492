// The books of bills paid from a Safe, with the real sync engine and ledger poster on anvil: the
// Safe is a treasury wallet, two owners sign a batch of two ETH bills and a token bill, one of them
// executes it, and the engine's rows of that transaction (the Safe's internal ETH transfers and its
// token Transfer) are booked to Accounts payable and posted, as a wallet's bill payment is.
import 'fake-indexeddb/auto';
import { getAddress, parseEther } from 'ethers';
import { describe, expect, it } from 'vitest';
import { deployToken, mintToken } from '../../../tests/fixtures/chain-actions';
import { syncOnAnvil, until } from '../../../tests/fixtures/sync-on-anvil';
import type { Asset } from '@/lib/money/asset';
import { signProposal } from '@/lib/safe/safe-actions';
import { proposeBillsFromSafe } from './safe-bills';
import { createTestSafe, safeOwners, treasurySafeRecord } from './safe-chain.testing';
import { executePaymentProposal } from './safe-payments';

const chain = syncOnAnvil('safe-bills-books');
// lib/posting's PAYABLE_CATEGORY (posting sits above payments: its name is spelled here).
const PAYABLE_CATEGORY = 'Accounts payable';
const ETH: Asset = { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
const vendors = [4, 5, 6].map((digit) => getAddress(`0x${String(digit).repeat(40)}`)) as [string, string, string];

describe('bills paid from a Safe treasury, in the books', () => {
  it("books the Safe's outgoing rows of the execution to Accounts payable, once mined", async () => {
    const db = await chain.fresh();
    const [owner1, owner2] = chain.accounts as [string, string];
    const url = chain.anvil.rpcUrl;
    const { contracts, safe: safeAddress } = await createTestSafe(url, [owner1, owner2], owner2, 3n, parseEther('3'));
    const token = getAddress(await deployToken(url, owner2, 'Euro Coin', 'EURC', 6));
    await mintToken(url, token, owner2, safeAddress, 500_000_000n);
    await db.treasuryWallets.add(treasurySafeRecord(safeAddress));
    chain.start();

    const { ctxOf, safeNow } = safeOwners(db, url, safeAddress);
    const eurc: Asset = {
      chainId: 31337,
      kind: 'erc20',
      address: token,
      symbol: 'EURC',
      decimals: 6,
      name: 'Euro Coin',
    };
    const proposed = await proposeBillsFromSafe(ctxOf(owner1), await safeNow(), contracts, [
      {
        asset: ETH,
        items: [
          { billId: 'b1', payee: vendors[0], units: parseEther('1') },
          { billId: 'b2', payee: vendors[1], units: parseEther('0.25') },
        ],
      },
      { asset: eurc, items: [{ billId: 'b3', payee: vendors[2], units: 120_000_000n }] },
    ]);
    const signed = (await signProposal(ctxOf(owner2), await safeNow(), proposed)).record!;
    const hash = await executePaymentProposal(ctxOf(owner1), await safeNow(), signed);

    await until(async () => {
      const rows = await db.chainTransactions.where('[chainId+hash]').equals([31337, hash]).toArray();
      const outOfSafe = rows.filter((row) => row.direction === 'out' && row.from === safeAddress);
      expect(rows.find((row) => row.id === `31337:${hash}`)?.status).toBe('confirmed');
      expect(
        outOfSafe
          .map((row) => [row.to, row.asset === 'native' ? 'ETH' : getAddress(row.asset), row.units, row.category])
          .sort(),
      ).toEqual(
        [
          [vendors[0], 'ETH', parseEther('1').toString(), PAYABLE_CATEGORY],
          [vendors[1], 'ETH', parseEther('0.25').toString(), PAYABLE_CATEGORY],
          [vendors[2], token, '120000000', PAYABLE_CATEGORY],
        ].sort(),
      );
      // Posted by the transaction rules: payable debited for each of the three movements.
      const entries = (await db.journalEntries.toArray()).filter(
        (entry) =>
          entry.status === 'posted' &&
          entry.source.startsWith(`tx:31337:${hash}:`) &&
          entry.postings.some((posting) => posting.accountId === 'accounts-payable'),
      );
      expect(entries).toHaveLength(3);
    });
  });
});
