import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openingBalanceId, type OpeningBalance } from '@/lib/db/entities/opening-balance';
import { parseRecord } from '@/lib/db/records';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import { booksVsChain } from '@/lib/ledger/chain-reconciliation';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { closeLedgerPeriod } from '@/lib/ledger/store/period-store';
import { entryFromRow } from '@/lib/ledger/store/ledger-rows';
import { walletAccountId } from '@/lib/ledger/wallet-account';
import { confirmOpeningBalance, decideOpeningBalance, editOpeningBalance } from './post-opening-balances';

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const actor = { by: ME, now: '2026-04-02T00:00:00.000Z' };
const id = openingBalanceId(31337, ME, 'native');
let db: WorkspaceDb;

const proposal = (units: string): OpeningBalance =>
  parseRecord('openingBalances', {
    id,
    chainId: 31337,
    wallet: ME,
    asset: 'native',
    symbol: 'ETH',
    decimals: 18,
    chainUnits: units,
    units,
    block: 7,
    blockHash: `0x${'ab'.repeat(32)}`,
    date: '2026-03-01',
    status: 'proposed',
    entryId: null,
    decidedBy: null,
    updatedAt: actor.now,
    revision: 1,
  });

beforeEach(async () => {
  db = new WorkspaceDb(`opening-${crypto.randomUUID()}`);
  await db.open();
  await db.treasuryWallets.add({
    id: 'w1',
    label: 'Treasury',
    address: ME,
    chainId: 31337,
    createdAt: actor.now,
    revision: 1,
  });
});
afterEach(() => db.delete());

describe('deciding opening balances', () => {
  it('confirming posts the opening entry and marks the proposal confirmed; the books then match the chain', async () => {
    await db.openingBalances.add(proposal('10000'));
    const result = await confirmOpeningBalance(db, id, 1, 'entry-1', actor);
    expect(result).toMatchObject({ ok: true, value: { status: 'confirmed', entryId: 'entry-1', revision: 2 } });
    const entry = await db.journalEntries.get('entry-1');
    expect(entry).toMatchObject({ status: 'posted', postedBy: ME, source: `opening:${id}`, date: '2026-03-01' });
    expect(entry?.postings.map((p) => [p.accountId, p.amount])).toEqual([
      [walletAccountId(31337, ME, 'native'), '10000'],
      [ACCOUNT_IDS.openingBalances, '-10000'],
    ]);
    expect((await db.ledgerAccounts.get(walletAccountId(31337, ME, 'native')))?.name).toContain('Treasury');
    const onChain = { id, chainId: 31337, wallet: ME, asset: 'native', symbol: 'ETH', decimals: 18, units: '10000' };
    const books = booksVsChain(
      [{ ...onChain, block: 9, blockHash: `0x${'cd'.repeat(32)}`, updatedAt: actor.now }],
      [entryFromRow(entry!)],
    );
    expect(books[0]?.matches).toBe(true);
    // Twice is refused: the opening is posted once.
    expect(await confirmOpeningBalance(db, id, 2, 'entry-2', actor)).toMatchObject({ ok: false });
  });

  it('refuses a stale revision and a date in a closed period, writing nothing', async () => {
    await db.openingBalances.add(proposal('10000'));
    expect(await confirmOpeningBalance(db, id, 3, 'e', actor)).toMatchObject({ ok: false });
    await closeLedgerPeriod(db, { from: '2026-03-01', to: '2026-03-31' }, 'p1', actor);
    const refused = await confirmOpeningBalance(db, id, 1, 'e', actor);
    expect(refused.ok).toBe(false);
    expect(await db.journalEntries.count()).toBe(0);
    expect((await db.openingBalances.get(id))?.status).toBe('proposed');
  });

  it('edits the amount to confirm, rejects, and proposes a rejected one again', async () => {
    await db.openingBalances.add(proposal('10000'));
    expect(await editOpeningBalance(db, id, 1, 9000n, actor)).toMatchObject({ ok: true, value: { units: '9000' } });
    expect(await editOpeningBalance(db, id, 2, -1n, actor)).toMatchObject({ ok: false });
    expect(await decideOpeningBalance(db, id, 2, 'rejected', actor)).toMatchObject({ value: { status: 'rejected' } });
    expect(await decideOpeningBalance(db, id, 3, 'proposed', actor)).toMatchObject({ value: { status: 'proposed' } });
    await confirmOpeningBalance(db, id, 4, 'e1', actor);
    expect((await db.journalEntries.get('e1'))?.postings[0]?.amount).toBe('9000');
    expect((await db.journalEntries.get('e1'))?.memo).toContain('the chain read');
    expect(await decideOpeningBalance(db, id, 5, 'rejected', actor)).toMatchObject({ ok: false });
  });
});
