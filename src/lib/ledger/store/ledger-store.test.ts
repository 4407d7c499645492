import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import {
  addLedgerAccount,
  archiveLedgerAccount,
  deleteLedgerAccount,
  ensureChart,
  renameLedgerAccount,
} from './chart-store';
import { deleteManualDraft, postManualDraft, restoreManualDraft, saveManualDraft } from './draft-store';
import { postManualEntry, reverseEntry } from './journal-store';
import { closeLedgerPeriod, reopenLedgerPeriod } from './period-store';
import { addPrice, importPrices } from './price-store';

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const actor = { by: ME, now: '2025-02-01T10:00:00.000Z' };
const ETH = '31337:native';
let db: WorkspaceDb;
let seq = 0;
const id = () => `id-${(seq += 1)}`;

beforeEach(async () => {
  db = new WorkspaceDb(`test-${crypto.randomUUID()}`);
  await ensureChart(db);
});
afterEach(async () => {
  await db.delete();
});

const draft = (date: string, debit: bigint, credit: bigint) => ({
  date,
  memo: 'Capital',
  postings: [
    { accountId: ACCOUNT_IDS.suspense, commodity: ETH, amount: debit, decimals: 18 },
    { accountId: ACCOUNT_IDS.ownerContributions, commodity: ETH, amount: -credit, decimals: 18 },
  ],
});

describe('chart store', () => {
  it('seeds the default chart once and leaves a changed chart alone', async () => {
    expect(await db.ledgerAccounts.count()).toBe(19);
    expect(await deleteLedgerAccount(db, ACCOUNT_IDS.software)).toEqual({ ok: true, value: undefined });
    await ensureChart(db);
    expect(await db.ledgerAccounts.count()).toBe(18);
  });

  it('adds, renames and archives accounts; refuses a taken code', async () => {
    const added = await addLedgerAccount(db, {
      id: 'travel',
      code: '6400',
      name: 'Travel',
      type: 'expense',
      parentId: 'expenses',
    });
    expect(added.ok).toBe(true);
    expect(
      await addLedgerAccount(db, { id: 'travel2', code: '6400', name: 'Trips', type: 'expense', parentId: 'expenses' }),
    ).toEqual({ ok: false, message: 'Code 6400 is taken by Travel' });
    await renameLedgerAccount(db, 'travel', 'Travel and lodging', 1);
    await archiveLedgerAccount(db, 'travel', true, 2);
    expect(await db.ledgerAccounts.get('travel')).toMatchObject({
      name: 'Travel and lodging',
      archived: true,
      revision: 3,
    });
    await expect(renameLedgerAccount(db, 'travel', 'Old', 1)).rejects.toThrow(/changed elsewhere/);
  });

  it('refuses to delete an account with postings, with children, or one the rules use', async () => {
    await postManualEntry(db, draft('2025-01-10', 5n, 5n), id(), actor);
    expect((await deleteLedgerAccount(db, ACCOUNT_IDS.ownerContributions)).ok).toBe(false);
    expect((await deleteLedgerAccount(db, 'equity')).ok).toBe(false);
    expect((await deleteLedgerAccount(db, ACCOUNT_IDS.networkFees)).ok).toBe(false);
    expect((await deleteLedgerAccount(db, ACCOUNT_IDS.retainedEarnings)).ok).toBe(true);
  });
});

describe('journal store', () => {
  it('refuses an unbalanced entry naming the commodity, and posts a balanced one', async () => {
    const refused = await postManualEntry(db, draft('2025-01-10', 5n * 10n ** 17n, 10n ** 17n), id(), actor);
    expect(refused).toEqual({
      ok: false,
      message: 'ETH on Anvil (local) does not balance: debits exceed credits by 0.4 ETH',
    });
    expect(await db.journalEntries.count()).toBe(0);
    const posted = await postManualEntry(db, draft('2025-01-10', 7n, 7n), 'e1', actor);
    expect(posted).toEqual({ ok: true, value: 'e1' });
    expect(await db.journalEntries.get('e1')).toMatchObject({
      status: 'posted',
      source: 'manual',
      postedBy: ME,
      postings: [{ amount: '7' }, { amount: '-7' }],
    });
  });

  it('reverses once, linked both ways', async () => {
    await postManualEntry(db, draft('2025-01-10', 7n, 7n), 'e1', actor);
    expect(await reverseEntry(db, 'e1', '2025-01-11', 'r1', actor)).toEqual({ ok: true, value: 'r1' });
    expect(await db.journalEntries.get('e1')).toMatchObject({ reversedBy: 'r1' });
    expect(await db.journalEntries.get('r1')).toMatchObject({
      reversalOf: 'e1',
      postings: [{ amount: '-7' }, { amount: '7' }],
    });
    expect((await reverseEntry(db, 'e1', '2025-01-12', 'r2', actor)).ok).toBe(false);
  });

  it('a closed period refuses a back-dated entry and its reversal; reopening allows them', async () => {
    await postManualEntry(db, draft('2025-01-10', 7n, 7n), 'e1', actor);
    expect((await closeLedgerPeriod(db, { from: '2025-01-01', to: '2025-01-31' }, 'p1', actor)).ok).toBe(true);
    const refused = await postManualEntry(db, draft('2025-01-15', 1n, 1n), id(), actor);
    expect(refused).toEqual({
      ok: false,
      message: '2025-01-15 falls in the closed period 2025-01-01 to 2025-01-31; reopen it first or use a later date',
    });
    expect((await reverseEntry(db, 'e1', '2025-02-02', 'r1', actor)).ok).toBe(false);
    expect((await closeLedgerPeriod(db, { from: '2025-01-20', to: '2025-02-10' }, 'p2', actor)).ok).toBe(false);
    expect((await reopenLedgerPeriod(db, { from: '2025-01-01', to: '2025-01-31' }, 'p3', actor)).ok).toBe(true);
    expect((await postManualEntry(db, draft('2025-01-15', 1n, 1n), id(), actor)).ok).toBe(true);
    expect((await db.periodEvents.orderBy('sequence').toArray()).map((e) => [e.kind, e.sequence])).toEqual([
      ['closed', 1],
      ['reopened', 2],
    ]);
  });

  it('refuses postings to an archived or unknown account', async () => {
    await archiveLedgerAccount(db, ACCOUNT_IDS.ownerContributions, true, 1);
    expect(await postManualEntry(db, draft('2025-01-10', 1n, 1n), id(), actor)).toEqual({
      ok: false,
      message: '3100 Owner contributions is archived',
    });
  });
});

describe('draft store', () => {
  const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  it('saves an unbalanced draft outside the books; posting it needs balance, then records who posted it', async () => {
    expect(await saveManualDraft(db, draft('2025-01-10', 5n * 10n ** 17n, 10n ** 17n), 'd1', actor)).toEqual({
      ok: true,
      value: 'd1',
    });
    expect(await db.journalEntries.get('d1')).toMatchObject({
      status: 'draft',
      source: 'manual',
      heldReason: null,
      postedBy: ME,
    });
    expect(await postManualDraft(db, 'd1', actor)).toEqual({
      ok: false,
      message: 'ETH on Anvil (local) does not balance: debits exceed credits by 0.4 ETH',
    });
    expect(await db.journalEntries.get('d1')).toMatchObject({ status: 'draft' });

    await saveManualDraft(db, draft('2025-01-10', 7n, 7n), 'd2', actor);
    expect(await postManualDraft(db, 'd2', { by: OTHER, now: '2025-02-03T09:00:00.000Z' })).toEqual({
      ok: true,
      value: 'd2',
    });
    expect(await db.journalEntries.get('d2')).toMatchObject({
      status: 'posted',
      postedBy: OTHER,
      recordedAt: '2025-02-03T09:00:00.000Z',
    });
    expect((await postManualDraft(db, 'd2', actor)).ok).toBe(false);
    expect((await reverseEntry(db, 'd2', '2025-02-03', 'r2', actor)).ok).toBe(true);
  });

  it('a draft may be dated in a closed period, but is posted only once the period is open', async () => {
    await closeLedgerPeriod(db, { from: '2025-01-01', to: '2025-01-31' }, 'p1', actor);
    expect((await saveManualDraft(db, draft('2025-01-15', 1n, 1n), 'd1', actor)).ok).toBe(true);
    expect(await postManualDraft(db, 'd1', actor)).toEqual({
      ok: false,
      message: '2025-01-15 falls in the closed period 2025-01-01 to 2025-01-31; reopen it first or use a later date',
    });
    await reopenLedgerPeriod(db, { from: '2025-01-01', to: '2025-01-31' }, 'p2', actor);
    expect((await postManualDraft(db, 'd1', actor)).ok).toBe(true);
  });

  it('refuses an empty draft or an archived account; deletes a draft (and restores it), never a held draft or a posted entry', async () => {
    expect(await saveManualDraft(db, { date: '2025-01-10', memo: '', postings: [] }, 'd0', actor)).toEqual({
      ok: false,
      message: 'Enter at least one line',
    });
    await saveManualDraft(db, draft('2025-01-10', 3n, 1n), 'd1', actor);
    const deleted = await deleteManualDraft(db, 'd1');
    expect(deleted.ok && deleted.value.id).toBe('d1');
    expect(await db.journalEntries.get('d1')).toBeUndefined();
    if (deleted.ok) expect(await restoreManualDraft(db, deleted.value)).toEqual({ ok: true, value: undefined });
    expect(await db.journalEntries.get('d1')).toMatchObject({ status: 'draft' });

    await postManualEntry(db, draft('2025-01-10', 7n, 7n), 'e1', actor);
    expect(await deleteManualDraft(db, 'e1')).toEqual({
      ok: false,
      message: 'Only a manual draft can be posted or deleted here',
    });
    const held = { ...(await db.journalEntries.get('d1'))!, id: 'held:tx:1', source: 'tx:1', heldReason: 'closed' };
    await db.journalEntries.put(held);
    expect((await postManualDraft(db, 'held:tx:1', actor)).ok).toBe(false);
    expect((await deleteManualDraft(db, 'held:tx:1')).ok).toBe(false);

    await archiveLedgerAccount(db, ACCOUNT_IDS.ownerContributions, true, 1);
    expect(await saveManualDraft(db, draft('2025-01-10', 1n, 1n), 'd3', actor)).toEqual({
      ok: false,
      message: '3100 Owner contributions is archived',
    });
  });
});

describe('price store', () => {
  it('adds prices and imports a CSV, keeping the good lines', async () => {
    await addPrice(db, { commodity: ETH, date: '2025-01-01', price: '3300.5' }, 'pr1', actor.now);
    const result = await importPrices(
      db,
      'commodity,date,price\n31337:native,2025-01-02,3400\nbad,2025-01-03,1\n',
      id,
      actor.now,
    );
    expect(result).toEqual({
      ok: true,
      value: { added: 1, errors: [{ line: 3, message: '"bad" is not a commodity id such as 1:native or 1:0x…' }] },
    });
    expect(await db.ledgerPrices.count()).toBe(2);
    await expect(addPrice(db, { commodity: ETH, date: '2025-01-01', price: '-1' }, 'pr9', actor.now)).rejects.toThrow(
      /decimal/,
    );
  });
});
