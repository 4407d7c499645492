// A distribution's booking reaches the journal: the engine's row booker (lib/posting/row-booking)
// gives its transaction rows the run's account as their category and the ledger's transaction
// rules (the same ones the sync engine's poster runs) post them there — expense or equity
// distribution.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordSentTransaction } from '@/lib/chain/sent-transaction';
import { decodeCall } from '@/lib/chain/sync/decode-call';
import { distributionBooker } from '@/lib/posting/distributions';
import { applyBookings } from '@/lib/posting/row-booking';
import type { DistributionRun } from '@/lib/db/entities/distribution';
import { putRecord } from '@/lib/db/records';
import { freshDb, sampleWallet } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { postTransactions } from '@/lib/posting/post-transactions';
import { walletAccountId } from '@/lib/ledger/wallet-account';
import { buildPlan } from '@/platform/features/autodistribution/model/distribution-plan';
import { checkRecipients } from '@/platform/features/autodistribution/model/recipients';
import { batchCall } from './distribution-chain';
import { createRun, saveRun } from './distribution-store';
import { sentPayment } from '@/lib/chain/sent-transaction.testing';

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const DISTRIBUTOR = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const HASH = `0x${'cd'.repeat(32)}`;
const NOW = '2026-03-01T00:00:00.000Z';
let db: WorkspaceDb;

async function paidRun(accountCode: string, postAs: DistributionRun['postAs']): Promise<DistributionRun> {
  const check = checkRecipients(
    [
      { address: A, share: '60', line: 1 },
      { address: B, share: '40', line: 2 },
    ],
    'percent',
    18,
  );
  if (!check.ok) throw new Error('list');
  const asset = { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' } as const;
  const run = await createRun(db, {
    id: 'r1',
    sender: FROM,
    distributor: DISTRIBUTOR,
    asset,
    plan: buildPlan('percent', check.recipients, 10n ** 18n),
    templateId: null,
    postAs,
    accountCode,
    blockGasLimit: 30_000_000n,
    now: NOW,
  });
  const tx = batchCall(run, { start: 0, end: 2 });
  const { kind, selector, decoded } = decodeCall(tx.to, tx.data);
  await recordSentTransaction(
    db,
    sentPayment({ hash: HASH, from: FROM, to: DISTRIBUTOR, value: tx.value, kind, selector, decoded }),
    NOW,
  );
  return saveRun(
    db,
    {
      ...run,
      status: 'done',
      batches: [{ index: 0, start: 0, end: 2, status: 'mined', hash: HASH, nonce: 0, blockNumber: 7 }],
    },
    NOW,
  );
}

/** The row as the engine confirms it, then the ledger poster's rules. */
async function post(): Promise<void> {
  const row = await db.chainTransactions.get(`31337:${HASH}`);
  if (!row) throw new Error('no row');
  const confirmed = {
    ...row,
    status: 'confirmed' as const,
    blockNumber: 7,
    time: '2026-03-01T10:00:00.000Z',
    fee: '0',
  };
  await putRecord(db, 'chainTransactions', confirmed);
  await postTransactions(db, [confirmed], { now: NOW, newId: () => crypto.randomUUID() });
}

beforeEach(async () => {
  db = freshDb();
  await putRecord(db, 'treasuryWallets', sampleWallet({ address: FROM, chainId: 31337, label: 'Treasury' }));
});
afterEach(async () => {
  await db.delete();
});

describe('booking a distribution', () => {
  it('as an expense: the journal debits 6900 General expenses with the total, credits the wallet', async () => {
    await paidRun('6900', 'expense');
    expect(await applyBookings(db, [distributionBooker], NOW)).toBe(1);
    await post();
    const entries = (await db.journalEntries.toArray()).filter((e) => e.source === `tx:31337:${HASH}:native`);
    expect(entries.map((e) => e.postings.map((p) => [p.accountId, p.amount]))).toEqual([
      [
        [ACCOUNT_IDS.generalExpenses, '1000000000000000000'],
        [walletAccountId(31337, FROM, 'native'), '-1000000000000000000'],
      ],
    ]);
  });

  it('as an equity distribution (3200 Retained earnings), and never over a category the user chose', async () => {
    const run = await paidRun('3200', 'equity');
    await applyBookings(db, [distributionBooker], NOW);
    await post();
    const entry = (await db.journalEntries.toArray()).find((e) => e.source === `tx:31337:${HASH}:native`);
    expect(entry?.postings[0]).toMatchObject({
      accountId: ACCOUNT_IDS.retainedEarnings,
      amount: '1000000000000000000',
    });
    await saveRun(db, { ...run, accountCode: '6900' }, NOW);
    expect(await applyBookings(db, [distributionBooker], NOW)).toBe(0);
    expect((await db.chainTransactions.get(`31337:${HASH}`))?.category).toBe('3200');
  });
});
