import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { putRecord } from '@/lib/db/records';
import { freshDb, sampleWallet } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { closeLedgerPeriod, reopenLedgerPeriod } from '@/lib/ledger/store/period-store';
import { postTransactions } from '@/lib/posting/post-transactions';
import { walletAccountId } from '@/lib/ledger/wallet-account';
import { watchPoster } from './poster-runs.testing';
import { recordSentTransaction } from '@/lib/chain/sent-transaction';
import { updateUserFields } from '@/lib/chain/sync/sync-store';

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH = `0x${'ab'.repeat(32)}`;
const NOW = '2025-03-01T00:00:00.000Z';
const actor = { by: FROM, now: NOW };
let db: WorkspaceDb;
let counter = 0;
const options = { now: NOW, newId: () => `e${(counter += 1)}` };

// The row the app records when it sends (lib/chain/sent-transaction.ts), as the sync later confirms it.
let sentRow: ChainTransaction;
function outgoing(patch: Partial<ChainTransaction> = {}): ChainTransaction {
  return {
    ...sentRow,
    status: 'confirmed',
    blockNumber: 5,
    time: '2025-01-15T12:00:00.000Z',
    fee: '21000000000000',
    category: 'Software',
    ...patch,
  };
}

const live = async () =>
  (await db.journalEntries.toArray()).filter((e) => e.status === 'posted' && !e.reversedBy && !e.reversalOf);

beforeEach(async () => {
  db = freshDb();
  await putRecord(db, 'treasuryWallets', sampleWallet({ address: FROM, chainId: 31337, label: 'Treasury' }));
  const sent = {
    chainId: 31337,
    hash: HASH,
    from: FROM,
    to: TO,
    value: 10n ** 18n,
    nonce: 0,
    kind: 'transfer' as const,
    decoded: null,
    selector: null,
  };
  sentRow = await recordSentTransaction(
    db,
    { ...sent, nativeSymbol: 'ETH', nativeDecimals: 18, counterparty: TO, direction: 'out' },
    NOW,
  );
  await db.chainTransactions.clear();
});
afterEach(async () => {
  await db.delete();
});

describe('postTransactions', () => {
  it('posts a categorised transaction and its fee, creating the wallet account', async () => {
    const row = outgoing();
    await putRecord(db, 'chainTransactions', row);
    expect(await postTransactions(db, [row], options)).toEqual({ posted: 2, reversed: 0, held: [] });
    const wallet = walletAccountId(31337, FROM, 'native');
    expect(await db.ledgerAccounts.get(wallet)).toMatchObject({
      code: '1011',
      name: 'Treasury ETH on Anvil (local)',
      parentId: ACCOUNT_IDS.wallets,
    });
    const entries = await live();
    expect(entries.map((e) => [e.source, e.date, e.postings.map((p) => [p.accountId, p.amount])]).sort()).toEqual(
      [
        [
          `tx:31337:${HASH}:native`,
          '2025-01-15',
          [
            [ACCOUNT_IDS.software, '1000000000000000000'],
            [wallet, '-1000000000000000000'],
          ],
        ],
        [
          `tx:31337:${HASH}:fee`,
          '2025-01-15',
          [
            [ACCOUNT_IDS.networkFees, '21000000000000'],
            [wallet, '-21000000000000'],
          ],
        ],
      ].sort(),
    );
  });

  it('runs twice without duplicates; recategorising reverses and re-posts, the fee untouched', async () => {
    await postTransactions(db, [outgoing()], options);
    expect(await postTransactions(db, [outgoing()], options)).toEqual({ posted: 0, reversed: 0, held: [] });
    expect(await db.journalEntries.count()).toBe(2);
    // A category naming an account by its code (or its name in any case) posts there.
    expect(await postTransactions(db, [outgoing({ category: '6200' })], options)).toEqual({
      posted: 1,
      reversed: 1,
      held: [],
    });
    const all = await db.journalEntries.toArray();
    expect(all).toHaveLength(4);
    const reversal = all.find((e) => e.reversalOf !== null);
    expect(reversal).toMatchObject({
      date: '2025-01-15',
      postings: [
        { accountId: ACCOUNT_IDS.software, amount: '-1000000000000000000' },
        { amount: '1000000000000000000' },
      ],
    });
    expect(all.find((e) => e.id === reversal?.reversalOf)?.reversedBy).toBe(reversal?.id);
    expect((await live()).find((e) => e.source.endsWith(':native'))?.postings[0]?.accountId).toBe(
      ACCOUNT_IDS.contractors,
    );
    // An unknown category goes to the suspense account.
    await postTransactions(db, [outgoing({ category: 'Lunch' })], options);
    expect((await live()).find((e) => e.source.endsWith(':native'))?.postings[0]?.accountId).toBe(ACCOUNT_IDS.suspense);
  });

  it('holds what a closed period refuses as a draft, and posts it once the period reopens', async () => {
    await postTransactions(db, [outgoing()], options);
    await closeLedgerPeriod(db, { from: '2025-01-01', to: '2025-01-31' }, 'p1', actor);
    const summary = await postTransactions(db, [outgoing({ category: 'Contractors' })], options);
    expect(summary).toEqual({ posted: 0, reversed: 0, held: [`tx:31337:${HASH}:native`] });
    expect(await db.journalEntries.get(`held:tx:31337:${HASH}:native`)).toMatchObject({
      status: 'draft',
      heldReason: expect.stringContaining('closed period 2025-01-01 to 2025-01-31'),
      postings: [{ accountId: ACCOUNT_IDS.contractors }, expect.anything()],
    });
    await reopenLedgerPeriod(db, { from: '2025-01-01', to: '2025-01-31' }, 'p2', actor);
    expect(await postTransactions(db, [outgoing({ category: 'Contractors' })], options)).toEqual({
      posted: 1,
      reversed: 1,
      held: [],
    });
    expect(await db.journalEntries.get(`held:tx:31337:${HASH}:native`)).toBeUndefined();
  });
});

describe('startLedgerPoster', () => {
  it('posts live as the sync writes and the user recategorises; a reopened period releases a held entry', async () => {
    const { runs, next, stop } = watchPoster(db, NOW);
    try {
      let done = next((s) => s.posted === 2);
      await putRecord(db, 'chainTransactions', outgoing());
      await done;
      expect(await live()).toHaveLength(2);

      done = next((s) => s.reversed === 1 && s.posted === 1);
      await updateUserFields(db, outgoing().id, { category: 'Contractors' }, NOW, 1);
      await done;
      expect((await live()).find((e) => e.source.endsWith(':native'))?.postings[0]?.accountId).toBe(
        ACCOUNT_IDS.contractors,
      );

      await closeLedgerPeriod(db, { from: '2025-01-01', to: '2025-01-31' }, 'p1', actor);
      done = next((s) => s.held.length === 1);
      await updateUserFields(db, outgoing().id, { category: 'Software' }, NOW);
      await done;
      done = next((s) => s.posted === 1 && s.held.length === 0);
      await reopenLedgerPeriod(db, { from: '2025-01-01', to: '2025-01-31' }, 'p2', actor);
      await done;
      expect((await live()).find((e) => e.source.endsWith(':native'))?.postings[0]?.accountId).toBe(
        ACCOUNT_IDS.software,
      );
      expect(await db.journalEntries.where('status').equals('draft').count()).toBe(0);
      expect(runs.every((s) => s.held.length <= 1)).toBe(true);
    } finally {
      stop();
    }
  });
});
