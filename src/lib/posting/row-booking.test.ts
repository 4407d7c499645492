// Rows the app sent for a bill payment are booked to Accounts payable by the ledger poster itself,
// with no page open: the ETH row at once, token Transfer rows when the engine writes them later,
// never over a category the user chose.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { parseRecord, putRecord } from '@/lib/db/records';
import { freshDb, sampleWallet } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { startLedgerPoster } from './ledger-poster';
import { PAYABLE_CATEGORY, billPaymentBooker } from './bills';
import { applyBookings } from './row-booking';
import { recordSentTransaction } from '@/lib/chain/sent-transaction';
import { updateUserFields } from '@/lib/chain/sync/sync-store';
import { sentPayment } from '@/lib/chain/sent-transaction.testing';

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const VENDOR = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const DISTRIBUTOR = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const HASH = `0x${'ab'.repeat(32)}`;
const NOW = '2026-03-01T00:00:00.000Z';
const ETH = { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' } as const;
const TUSD = {
  chainId: 31337,
  kind: 'erc20',
  address: TOKEN,
  symbol: 'TUSD',
  decimals: 6,
  name: 'Test Dollar',
} as const;
let db: WorkspaceDb;
let stop: (() => void) | null = null;

async function sent(value: bigint): Promise<ChainTransaction> {
  return recordSentTransaction(
    db,
    sentPayment({ hash: HASH, from: FROM, to: DISTRIBUTOR, value, kind: 'distribution' }),
    NOW,
  );
}

async function paid(asset: typeof ETH | typeof TUSD, units: string): Promise<void> {
  await db.billPayments.add(
    parseRecord('billPayments', {
      id: 'p1',
      kind: 'batch',
      chainId: 31337,
      hash: HASH,
      from: FROM,
      asset,
      items: [{ billId: 'b1', payee: VENDOR, units }],
      createdAt: NOW,
    }),
  );
}

/** The Transfer row the engine writes for a token payment once mined. */
function transferRow(base: ChainTransaction, units: string): ChainTransaction {
  return {
    ...base,
    id: `31337:${HASH}:l3`,
    logIndex: 3,
    status: 'confirmed',
    blockNumber: 9,
    time: NOW,
    to: VENDOR,
    counterparty: VENDOR,
    asset: TOKEN,
    symbol: 'TUSD',
    decimals: 6,
    units,
    fee: null,
    kind: 'token-transfer',
    category: null,
  };
}

const payable = async () =>
  (await db.journalEntries.toArray())
    .filter((e) => e.status === 'posted' && !e.reversedBy && !e.reversalOf)
    .flatMap((e) => e.postings.filter((p) => p.accountId === ACCOUNT_IDS.payable).map((p) => [e.source, p.amount]));

beforeEach(async () => {
  db = freshDb();
  await putRecord(db, 'treasuryWallets', sampleWallet({ address: FROM, chainId: 31337, label: 'Treasury' }));
});
afterEach(async () => {
  stop?.();
  stop = null;
  await db.delete();
});

describe('bill payment booking', () => {
  it('books the ETH row of a bill payment and, once confirmed, the poster posts payable against the wallet', async () => {
    stop = startLedgerPoster({ db, now: () => new Date(NOW) });
    const row = await sent(6n * 10n ** 17n);
    await paid(ETH, '600000000000000000');
    await vi.waitFor(async () => expect((await db.chainTransactions.get(row.id))?.category).toBe(PAYABLE_CATEGORY));
    const stored = await db.chainTransactions.get(row.id);
    await putRecord(db, 'chainTransactions', { ...stored!, status: 'confirmed', blockNumber: 9, time: NOW, fee: '0' });
    await vi.waitFor(async () => expect(await payable()).toEqual([[`tx:31337:${HASH}:native`, '600000000000000000']]));
  });

  it('books token Transfer rows that arrive after the payment record, with no page running anything', async () => {
    stop = startLedgerPoster({ db, now: () => new Date(NOW) });
    const row = await sent(0n);
    await paid(TUSD, '1500000');
    // The transaction's own row moves no ETH: not booked (its fee stays the tx rules' own entry).
    await vi.waitFor(async () => expect(await db.billPayments.count()).toBe(1));
    await putRecord(db, 'chainTransactions', transferRow(row, '1500000'));
    await vi.waitFor(async () => expect(await payable()).toEqual([[`tx:31337:${HASH}:l3`, '1500000']]));
    expect((await db.chainTransactions.get(row.id))?.category).toBeNull();
  });

  it('never over a category the user chose, and books nothing for rows of other transactions or assets', async () => {
    const row = await sent(0n);
    await paid(TUSD, '1500000');
    await putRecord(db, 'chainTransactions', transferRow(row, '1500000'));
    await putRecord(db, 'chainTransactions', {
      ...transferRow(row, '7'),
      id: `31337:${HASH}:l4`,
      logIndex: 4,
      asset: DISTRIBUTOR,
    });
    await updateUserFields(db, `31337:${HASH}:l3`, { category: 'Software' }, NOW);
    expect(await billPaymentBooker.load(db)).toEqual(new Map([[`31337:${HASH}:l3`, PAYABLE_CATEGORY]]));
    expect(await applyBookings(db, [billPaymentBooker], NOW)).toBe(0);
    expect((await db.chainTransactions.get(`31337:${HASH}:l3`))?.category).toBe('Software');
  });

  it("posts a run's row booked in the same pass once, to the run's account (never uncategorised, then reversed)", async () => {
    // The row is on chain (a run executed by a Safe elsewhere, or mined while the poster was
    // stopped) and the run already names its hash: the pass that books the row posts it.
    const row = await sent(10n ** 18n);
    await putRecord(db, 'chainTransactions', { ...row, status: 'confirmed', blockNumber: 9, time: NOW, fee: '0' });
    await db.distributionRuns.add(
      parseRecord('distributionRuns', {
        id: 'run',
        chainId: 31337,
        sender: FROM,
        distributor: DISTRIBUTOR,
        asset: ETH,
        mode: 'fixed',
        templateId: null,
        postAs: 'expense',
        accountCode: '6900',
        payments: [{ address: VENDOR, units: '1000000000000000000' }],
        total: '1000000000000000000',
        approval: { status: 'not-needed', hash: null },
        batches: [{ index: 0, start: 0, end: 1, status: 'mined', hash: HASH, nonce: null, blockNumber: 9 }],
        status: 'done',
        message: '',
        createdAt: NOW,
        updatedAt: NOW,
      }),
    );
    stop = startLedgerPoster({ db, now: () => new Date(NOW) });
    const entries = async () =>
      (await db.journalEntries.toArray()).filter((entry) => entry.source === `tx:31337:${HASH}:native`);
    // Once the run's account holds it, the source has that one entry: none posted uncategorised
    // first (a reversal keeps its source, so it would be counted here).
    await vi.waitFor(async () =>
      expect(
        (await entries()).some((entry) =>
          entry.postings.some((posting) => posting.accountId === ACCOUNT_IDS.generalExpenses),
        ),
      ).toBe(true),
    );
    expect((await entries()).map((entry) => [entry.reversalOf, entry.reversedBy])).toEqual([[null, null]]);
    expect((await db.chainTransactions.get(row.id))?.category).toBe('6900');
  });
});
