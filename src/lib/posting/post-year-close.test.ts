// The year-end close on a real (fake-indexeddb) workspace: closing a fiscal year posts its closing
// entry with the close, reopening reverses it, a month close posts none, and the ledger poster
// derives the same entry (once) from a close it did not make (another device's period event).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { putRecord } from '@/lib/db/records';
import { freshDb, sampleProfile } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { incomeStatement } from '@/lib/ledger/income-statement';
import { indexPrices } from '@/lib/ledger/prices';
import { ensureChart } from '@/lib/ledger/store/chart-store';
import { postManualEntry } from '@/lib/ledger/store/journal-store';
import { accountFromRow, entryFromRow } from '@/lib/ledger/store/ledger-rows';
import { closeLedgerPeriod } from '@/lib/ledger/store/period-store';
import { trialBalance } from '@/lib/ledger/trial-balance';
import { startLedgerPoster } from './ledger-poster';
import { closeBooksPeriod, reopenBooksPeriod } from './post-year-close';

const WALLET = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const NOW = '2026-05-02T00:00:00.000Z';
const actor = { by: WALLET, now: NOW };
const ETH = '31337:native';
const E18 = 10n ** 18n;
const FY2025 = { from: '2025-04-01', to: '2026-03-31' };
const FY2026 = { from: '2026-04-01', to: '2027-03-31' };
let db: WorkspaceDb;
const newId = () => crypto.randomUUID();

async function post(date: string, debit: string, credit: string, units: bigint) {
  const result = await postManualEntry(
    db,
    {
      date,
      memo: `${debit} ${credit}`,
      postings: [
        { accountId: debit, commodity: ETH, amount: units, decimals: 18 },
        { accountId: credit, commodity: ETH, amount: -units, decimals: 18 },
      ],
    },
    newId(),
    actor,
  );
  expect(result.ok).toBe(true);
}

const closingRows = () => db.journalEntries.where('source').startsWith('close:').toArray();

async function books() {
  const entries = (await db.journalEntries.toArray()).map(entryFromRow);
  const accounts = (await db.ledgerAccounts.toArray()).map(accountFromRow);
  return { entries, accounts };
}

beforeEach(async () => {
  db = freshDb();
  await putRecord(db, 'companyProfile', sampleProfile({ fiscalYearStartMonth: 4 }));
  await ensureChart(db);
  await post('2025-04-02', ACCOUNT_IDS.suspense, ACCOUNT_IDS.ownerContributions, 10n * E18);
  await post('2025-06-01', ACCOUNT_IDS.suspense, ACCOUNT_IDS.sales, 3n * E18);
  await post('2026-01-15', ACCOUNT_IDS.software, ACCOUNT_IDS.suspense, E18);
  await post('2026-04-10', ACCOUNT_IDS.suspense, ACCOUNT_IDS.sales, 2n * E18);
});
afterEach(async () => {
  await db.delete();
});

describe('closing a fiscal year', () => {
  it('posts the closing entry with the close; the next year starts from retained earnings; reopening reverses it', async () => {
    expect(await closeBooksPeriod(db, FY2025, 'c1', actor, newId)).toEqual({ ok: true, value: undefined });
    const [closing, ...others] = await closingRows();
    expect(others).toEqual([]);
    expect(closing).toMatchObject({
      date: '2026-03-31',
      source: 'close:2026-03-31',
      status: 'posted',
      postedBy: WALLET,
      memo: 'Year-end close of the fiscal year 2025-04-01 to 2026-03-31: income and expenses moved to 3200 Retained earnings',
    });
    expect(closing?.postings.map((p) => [p.accountId, p.amount])).toEqual([
      [ACCOUNT_IDS.sales, (3n * E18).toString()],
      [ACCOUNT_IDS.software, (-E18).toString()],
      [ACCOUNT_IDS.retainedEarnings, (-2n * E18).toString()],
    ]);

    // The next year's trial balance: retained earnings 2 ETH, only this year's 2 ETH of sales.
    const { entries, accounts } = await books();
    const tb = trialBalance(entries, accounts, indexPrices([]), { to: '2026-04-30' }, { fiscalYearStartMonth: 4 });
    expect(tb.rows.find((r) => r.account.id === ACCOUNT_IDS.retainedEarnings)?.balance).toBe(-2n * E18);
    expect(
      tb.rows
        .filter((r) => r.account.type === 'income' || r.account.type === 'expense')
        .map((r) => [r.account.code, r.balance]),
    ).toEqual([['4100', -2n * E18]]);
    // Even with no fiscal-year split, the closed year's income and expense are gone from the accounts.
    const whole = trialBalance(entries, accounts, indexPrices([]), { to: '2026-04-30' });
    expect(whole.rows.find((r) => r.account.id === ACCOUNT_IDS.sales)?.balance).toBe(-2n * E18);
    // The closed year's own income statement is unchanged by its closing entry.
    expect(incomeStatement(entries, accounts, indexPrices([]), FY2025).income.map((r) => r.amount)).toEqual([3n * E18]);

    expect(await reopenBooksPeriod(db, FY2025, 'r1', actor, newId)).toEqual({ ok: true, value: undefined });
    const rows = await closingRows();
    expect(rows).toHaveLength(2);
    const reversal = rows.find((r) => r.reversalOf !== null);
    expect(reversal).toMatchObject({ reversalOf: closing?.id, date: '2026-03-31', source: 'close:2026-03-31' });
    expect(reversal?.postings.map((p) => p.amount)).toEqual(
      closing?.postings.map((p) => (-BigInt(p.amount)).toString()),
    );
    expect(rows.find((r) => r.id === closing?.id)?.reversedBy).toBe(reversal?.id);

    // Closing again posts a fresh entry; the poster's re-runs add nothing.
    await closeBooksPeriod(db, FY2025, 'c2', actor, newId);
    expect((await closingRows()).filter((r) => r.reversedBy === null && r.reversalOf === null)).toHaveLength(1);
  });

  it('a month, or a range that is not a fiscal year, closes without a closing entry', async () => {
    expect((await closeBooksPeriod(db, { from: '2026-01-01', to: '2026-01-31' }, 'c1', actor, newId)).ok).toBe(true);
    expect((await closeBooksPeriod(db, { from: '2024-01-01', to: '2024-12-31' }, 'c2', actor, newId)).ok).toBe(true);
    expect(await closingRows()).toEqual([]);
    // A refused close writes nothing either.
    expect(await closeBooksPeriod(db, FY2025, 'c3', actor, newId)).toEqual({
      ok: false,
      message: 'It overlaps the closed period 2026-01-01 to 2026-01-31',
    });
    expect(await closingRows()).toEqual([]);
  });

  it('refuses to close a fiscal year into an archived retained earnings account, writing nothing', async () => {
    const row = await db.ledgerAccounts.get(ACCOUNT_IDS.retainedEarnings);
    await db.ledgerAccounts.put({ ...row!, archived: true });
    expect(await closeBooksPeriod(db, FY2025, 'c1', actor, newId)).toEqual({
      ok: false,
      message: '3200 Retained earnings is archived; restore it to close the year into it',
    });
    expect(await db.periodEvents.count()).toBe(0);
    expect(await closingRows()).toEqual([]);
  });

  it('the ledger poster posts the entry of a close it did not make, once, and reverses it on reopen', async () => {
    let runs = 0;
    const stop = startLedgerPoster({
      db,
      now: () => new Date(NOW),
      onIdle: () => (runs += 1),
      onError: (error) => expect(error).toBeNull(),
    });
    try {
      await vi.waitFor(() => expect(runs).toBeGreaterThan(0));
      // As a period event arrives from another device: only the event, no entry.
      await closeLedgerPeriod(db, FY2025, 'remote-close', actor);
      const closing = await vi.waitFor(async () => {
        const rows = await closingRows();
        expect(rows).toHaveLength(1);
        return rows[0]!;
      });
      expect(closing).toMatchObject({ status: 'posted', postedBy: null, date: '2026-03-31' });
      // A second year closed (with its own entry) and a re-run leave the first entry alone.
      await post('2026-05-01', ACCOUNT_IDS.generalExpenses, ACCOUNT_IDS.suspense, E18 / 10n);
      await closeBooksPeriod(db, FY2026, 'c2', actor, newId);
      await vi.waitFor(async () => expect(await closingRows()).toHaveLength(2));
      const before = runs;
      await vi.waitFor(() => expect(runs).toBeGreaterThan(before));
      expect((await closingRows()).map((r) => r.source).sort()).toEqual(['close:2026-03-31', 'close:2027-03-31']);

      await reopenBooksPeriod(db, FY2026, 'r2', actor, newId);
      await vi.waitFor(async () => expect(await closingRows()).toHaveLength(3));
      const live = (await closingRows()).filter((r) => r.reversedBy === null && r.reversalOf === null);
      expect(live.map((r) => r.id)).toEqual([closing.id]);
    } finally {
      stop();
    }
  });
});
