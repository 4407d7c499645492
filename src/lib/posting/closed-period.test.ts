// The one closed-period policy, kind by kind: a change dated in a closed period is held as a draft
// (nothing of it in the books), and the ledger poster posts it, and removes the draft, once the
// period reopens. Every kind runs the same scenario; only how the change is made differs.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordSentTransaction } from '@/lib/chain/sent-transaction';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { heldEntryId } from '@/lib/db/entities/journal-entry';
import { putRecord } from '@/lib/db/records';
import { sampleBill } from '@/lib/db/sample-bill.testing';
import { freshDb, sampleWallet } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { ensureChart } from '@/lib/ledger/store/chart-store';
import { closeLedgerPeriod, reopenLedgerPeriod } from '@/lib/ledger/store/period-store';
import { BILL_POSTING_TABLES, postBill } from './bills';
import { sampleDistributionRun, sampleSentInvoice } from './closed-period.testing';
import { startLedgerPoster } from './ledger-poster';
import { postTokenIssuance } from './tokens';
import { sentPayment } from '@/lib/chain/sent-transaction.testing';

const WALLET = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH = `0x${'ab'.repeat(32)}`;
const NOW = '2026-04-02T00:00:00.000Z';
const DAY = '2026-03-10';
const PERIOD = { from: '2026-03-01', to: '2026-03-31' };
const actor = { by: WALLET, now: NOW };
const ETH = { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' } as const;
let db: WorkspaceDb;

/** An outgoing ETH transfer of ours, confirmed on DAY, with no category yet. */
async function outgoingRow(category: string | null): Promise<ChainTransaction> {
  const sent = await recordSentTransaction(
    db,
    sentPayment({ hash: HASH, from: WALLET, to: OTHER, value: 10n ** 18n }),
    NOW,
  );
  const row: ChainTransaction = {
    ...sent,
    status: 'confirmed',
    blockNumber: 5,
    time: `${DAY}T12:00:00.000Z`,
    fee: '0',
    category,
    revision: sent.revision + 1,
  };
  await putRecord(db, 'chainTransactions', row);
  return row;
}

interface Kind {
  /** The entry source the change is about. */
  readonly source: string;
  /** An account the change posts to (so an earlier version of the entry is not mistaken for it). */
  readonly account: string;
  /** Makes the change, dated DAY, the way the app makes it. */
  readonly change: () => Promise<void>;
}

const kinds: Record<string, () => Kind> = {
  invoice: () => ({
    source: 'invoice:i1',
    account: ACCOUNT_IDS.receivable,
    change: async () => {
      await putRecord(db, 'invoices', sampleSentInvoice({ issueDate: DAY, asset: ETH, payee: WALLET }));
    },
  }),
  bill: () => ({
    source: 'bill:bill-1',
    account: ACCOUNT_IDS.payable,
    // As the Vendors page approves: the bill and its entry in one transaction.
    change: async () => {
      const result = await db.transaction('rw', [db.bills, ...BILL_POSTING_TABLES(db)], async () => {
        const bill = sampleBill({ state: 'approved', issueDate: DAY });
        await db.bills.put(bill);
        return postBill(db, bill, { now: NOW, newId: () => crypto.randomUUID(), by: WALLET });
      });
      expect(result).toEqual({ ok: true, held: ['bill:bill-1'] });
    },
  }),
  distribution: () => ({
    source: `tx:31337:${HASH}:native`,
    account: ACCOUNT_IDS.contractors,
    change: async () => {
      await putRecord(
        db,
        'distributionRuns',
        sampleDistributionRun({ asset: ETH, sender: WALLET, accountCode: '6200', hash: HASH }),
      );
      // The batch's row as the sync writes it: no category; the poster books it to 6200.
      await outgoingRow(null);
    },
  }),
  token: () => ({
    source: `token:31337:${HASH}:1`,
    account: ACCOUNT_IDS.ownerContributions,
    change: async () => {
      const summary = await postTokenIssuance(
        db,
        [
          {
            date: DAY,
            memo: 'Issued 10 ACME',
            source: `token:31337:${HASH}:1`,
            postings: [
              { accountId: ACCOUNT_IDS.retainedEarnings, commodity: '31337:0xtoken', amount: 10n, decimals: 0 },
              { accountId: ACCOUNT_IDS.ownerContributions, commodity: '31337:0xtoken', amount: -10n, decimals: 0 },
            ],
          },
        ],
        actor,
      );
      expect(summary).toEqual({ posted: [], existing: [], held: [`token:31337:${HASH}:1`], refused: [] });
    },
  }),
  transaction: () => ({
    source: `tx:31337:${HASH}:native`,
    account: ACCOUNT_IDS.software,
    change: async () => {
      await outgoingRow('Software');
    },
  }),
};

beforeEach(async () => {
  db = freshDb();
  await putRecord(db, 'treasuryWallets', sampleWallet({ address: WALLET, chainId: 31337, label: 'Treasury' }));
  await ensureChart(db);
});
afterEach(async () => {
  await db.delete();
});

describe('a change in a closed period is held, and posted when the period reopens', () => {
  for (const [name, make] of Object.entries(kinds)) {
    it(name, async () => {
      const { source, account, change } = make();
      const entriesOf = () => db.journalEntries.where('source').equals(source).toArray();
      const stop = startLedgerPoster({ db, now: () => new Date(NOW), onError: (error) => expect(error).toBeNull() });
      try {
        await closeLedgerPeriod(db, PERIOD, 'close', actor);
        await change();
        const held = await vi.waitFor(async () => {
          const found = await db.journalEntries.get(heldEntryId(source));
          expect(found?.postings.map((p) => p.accountId)).toContain(account);
          return found!;
        });
        expect(held).toMatchObject({ status: 'draft', date: DAY, heldReason: expect.stringContaining('2026-03-01') });
        expect((await entriesOf()).filter((e) => e.status === 'posted')).toEqual([]);

        await reopenLedgerPeriod(db, PERIOD, 'reopen', actor);
        const posted = await vi.waitFor(async () => {
          const rows = await entriesOf();
          expect(rows.map((e) => e.status)).toEqual(['posted']);
          return rows[0]!;
        });
        expect(posted).toMatchObject({ date: DAY, postings: held.postings, heldReason: null });
      } finally {
        stop();
      }
    });
  }
});
