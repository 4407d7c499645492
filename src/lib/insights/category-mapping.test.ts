// The category → account mapping against a real IndexedDB (fake-indexeddb), with the real ledger
// poster and SBI's reader: a mapped category posts to its account and may be proposed; removing it
// re-posts the row where its name leads.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { putRecord } from '@/lib/db/records';
import { StaleRevisionError } from '@/lib/db/revision-save';
import { freshDb, sampleWallet } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { recordSentTransaction } from '@/lib/chain/sent-transaction';
import { watchPoster } from '@/lib/posting/poster-runs.testing';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { readCategoryMap, removeCategoryAccount, saveCategoryAccount } from '@/lib/ledger/store/category-map-store';
import { ensureChart } from '@/lib/ledger/store/chart-store';
import { proposableCategories } from './categorise/proposable';
import { readInsightInputs } from './insight-store';
import { sentPayment } from '@/lib/chain/sent-transaction.testing';

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH = `0x${'cd'.repeat(32)}`;
const NOW = '2025-03-01T00:00:00.000Z';
let db: WorkspaceDb;

async function row(category: string): Promise<ChainTransaction> {
  const sent = await recordSentTransaction(db, sentPayment({ hash: HASH, from: FROM, to: TO, value: 10n ** 18n }), NOW);
  return { ...sent, status: 'confirmed', blockNumber: 5, time: '2025-01-15T12:00:00.000Z', fee: '0', category };
}

const valueAccount = async () =>
  (await db.journalEntries.toArray()).find(
    (e) => e.status === 'posted' && !e.reversedBy && !e.reversalOf && e.source.endsWith(':native'),
  )?.postings[0]?.accountId;

beforeEach(async () => {
  db = freshDb();
  await putRecord(db, 'treasuryWallets', sampleWallet({ address: FROM, chainId: 31337, label: 'Treasury' }));
  await ensureChart(db);
});
afterEach(async () => {
  await db.delete();
});

describe('the category → account mapping', () => {
  it('refuses an empty category, a missing or archived account, and a second mapping of one category', async () => {
    expect(await saveCategoryAccount(db, { category: '  ', accountId: ACCOUNT_IDS.software }, null, NOW)).toEqual({
      ok: false,
      message: 'Enter the category to map',
    });
    expect(await saveCategoryAccount(db, { category: 'Hosting', accountId: 'nope' }, null, NOW)).toMatchObject({
      ok: false,
    });
    const first = await saveCategoryAccount(db, { category: ' Hosting ', accountId: ACCOUNT_IDS.software }, null, NOW);
    expect(first).toMatchObject({ ok: true, value: { id: 'hosting', category: 'Hosting', revision: 1 } });
    expect(
      await saveCategoryAccount(db, { category: 'HOSTING', accountId: ACCOUNT_IDS.contractors }, null, NOW),
    ).toEqual({ ok: false, message: '“Hosting” is mapped already: change its account instead' });
    const moved = await saveCategoryAccount(db, { category: 'Hosting', accountId: ACCOUNT_IDS.contractors }, 1, NOW);
    expect(moved).toMatchObject({ ok: true, value: { revision: 2, accountId: ACCOUNT_IDS.contractors } });
    await expect(removeCategoryAccount(db, 'hosting', 1)).rejects.toBeInstanceOf(StaleRevisionError);
    expect(await readCategoryMap(db)).toEqual(new Map([['hosting', ACCOUNT_IDS.contractors]]));
  });

  it('posts a mapped category to its account, re-posts when the mapping goes, and lets SBI propose it', async () => {
    const { next, stop } = watchPoster(db, NOW);
    try {
      // "Hosting" names no account: it posts to Uncategorised, and SBI may not propose it.
      let done = next((s) => s.posted >= 1);
      await putRecord(db, 'chainTransactions', await row('hosting'));
      await done;
      expect(await valueAccount()).toBe(ACCOUNT_IDS.suspense);
      let { inputs } = await readInsightInputs(db, new Date(NOW));
      expect(inputs.chart && proposableCategories(inputs.chart)('hosting')).toBe(false);

      // Mapped to Software (an expense): the row is re-posted there, and SBI may propose it.
      done = next((s) => s.reversed === 1 && s.posted === 1);
      await saveCategoryAccount(db, { category: 'Hosting', accountId: ACCOUNT_IDS.software }, null, NOW);
      await done;
      expect(await valueAccount()).toBe(ACCOUNT_IDS.software);
      ({ inputs } = await readInsightInputs(db, new Date(NOW)));
      expect(inputs.chart?.mapped).toEqual(new Map([['hosting', ACCOUNT_IDS.software]]));
      expect(inputs.chart && proposableCategories(inputs.chart)('Hosting')).toBe(true);

      // The mapping removed: back to Uncategorised.
      done = next((s) => s.reversed === 1 && s.posted === 1);
      await removeCategoryAccount(db, 'hosting', 1);
      await done;
      expect(await valueAccount()).toBe(ACCOUNT_IDS.suspense);
    } finally {
      stop();
    }
  });
});
