// The overview read from a real (in-memory) workspace: the engine's balances and rows, a bill and
// its payment record, the price list and the profile's fiscal-year start reach the read models.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { chainBalanceId } from '@/lib/db/entities/chain-balance';
import { sampleBill } from '@/lib/db/sample-bill.testing';
import { freshDb, sampleProfile } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { buildOverview } from './overview-model';
import { ME, OTHER, txRow } from './overview-rows.testing';
import { readOverview } from './read-overview';

let db: WorkspaceDb | null = null;
afterEach(async () => {
  await db?.delete();
  db = null;
});

const ETH = 10n ** 18n;

describe('reading the overview', () => {
  it('values cash, counts the open bill, and burns what went out in the last 30 days', async () => {
    db = freshDb();
    await db.companyProfile.put(sampleProfile({ fiscalYearStartMonth: 7 }));
    // ME is the company's treasury wallet: its balances and rows are the company's cash.
    await db.treasuryWallets.put({
      id: 't1',
      label: 'Treasury',
      address: ME,
      chainId: 31337,
      createdAt: '2026-01-01T00:00:00.000Z',
      revision: 1,
    });
    await db.chainBalances.put({
      id: chainBalanceId(31337, ME, 'native'),
      chainId: 31337,
      wallet: ME,
      asset: 'native',
      symbol: 'ETH',
      decimals: 18,
      units: String(12n * ETH),
      block: 40,
      blockHash: `0x${'a'.repeat(64)}`,
      updatedAt: '2026-03-10T00:00:00.000Z',
    });
    await db.chainTransactions.bulkPut([
      txRow({ direction: 'out', from: ME, to: OTHER, units: String(ETH), fee: '0', time: '2026-03-05T00:00:00.000Z' }),
      txRow({
        direction: 'out',
        from: ME,
        to: OTHER,
        units: String(2n * ETH),
        fee: '0',
        time: '2026-02-01T00:00:00.000Z',
      }),
      txRow({ units: String(ETH), time: '2025-01-01T00:00:00.000Z' }), // older than the history read
    ]);
    await db.ledgerPrices.put({
      id: 'p',
      commodity: '31337:native',
      date: '2026-01-01',
      price: '1000',
      addedAt: '2026-01-01T00:00:00.000Z',
    });
    await db.bills.put(sampleBill({ id: 'b1', state: 'approved', dueDate: '2026-03-12' }));

    const records = await readOverview(db, ME, '2026-03-10');
    expect(records.rows).toHaveLength(2);
    const overview = buildOverview(records, '2026-03-10');
    expect(overview.cash.total).toEqual({ known: { units: 12_000n, scale: 0 }, missing: [] });
    expect(overview.payables.summary).toEqual([
      {
        assetId: '31337:native',
        open: ETH,
        overdue: 0n,
        due7: ETH,
        due30: ETH,
        count: 1,
        overdueCount: 0,
        credit: 0n,
        net: ETH,
      },
    ]);
    expect(overview.upcoming.map((f) => [f.kind, f.date])).toEqual([['bill', '2026-03-12']]);
    // Cash out: 1 ETH in the last 30 days (1,000), 2 ETH in the 30 before.
    expect(overview.windows[0]?.outValue).toEqual({ known: { units: 1_000n, scale: 0 }, missing: [] });
    expect(overview.windows[1]?.outValue).toEqual({ known: { units: 2_000n, scale: 0 }, missing: [] });
    expect(overview.periods[2]?.current.range).toEqual({ from: '2025-07-01', to: '2026-06-30' });
    expect(overview.books[0]).toMatchObject({ chainId: 31337, block: 40, matches: false });
  });
});
