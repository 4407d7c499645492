import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { StaleRevisionError } from '@/lib/db/revision-save';
import { freshDb } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import {
  acceptSuggestion,
  dismissInsight,
  readInsightInputs,
  rejectSuggestion,
  restoreInsight,
  saveBuffer,
} from './insight-store';
import { ETHER, row } from './rows.testing';

let db: WorkspaceDb | null = null;
afterEach(async () => {
  await db?.delete();
  db = null;
});

describe('insight store', () => {
  it('reads the recurring items and the flows to come the forecast adds as known', async () => {
    db = freshDb();
    await db.recurringItems.put({
      id: 'rent',
      name: 'Rent',
      direction: 'out',
      asset: { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' },
      units: String(2n * ETHER),
      cadence: 'monthly',
      firstDate: '2026-05-15',
      endDate: null,
      category: null,
      counterpartyId: null,
      createdAt: '2026-05-01T00:00:00.000Z',
      updatedAt: '2026-05-01T00:00:00.000Z',
      revision: 1,
    });
    const { inputs } = await readInsightInputs(db, new Date('2026-06-01T12:00:00Z'));
    expect(inputs.recurring.map((item) => item.id)).toEqual(['rent']);
    expect(inputs.knownFlows.map((flow) => [flow.kind, flow.date, flow.direction, flow.assetKey, flow.units])).toEqual([
      ['recurring', '2026-06-15', 'out', '31337:native', 2n * ETHER],
      ['recurring', '2026-07-15', 'out', '31337:native', 2n * ETHER],
      ['recurring', '2026-08-15', 'out', '31337:native', 2n * ETHER],
    ]);
  });
  it('accepts a suggestion through the revision-checked save and remembers the answer', async () => {
    db = freshDb();
    const stored = row();
    await db.chainTransactions.put(stored);
    const answer = {
      transactionId: stored.id,
      category: 'Hosting',
      source: 'model' as const,
      confidence: 0.9,
      revision: 1,
    };
    await acceptSuggestion(db, answer, new Date('2026-06-01T00:00:00Z'));
    const after = await db.chainTransactions.get(stored.id);
    expect(after).toMatchObject({ category: 'Hosting', revision: 2 });
    expect((await readInsightInputs(db)).inputs.decisions).toMatchObject([
      { decision: 'accepted', category: 'Hosting' },
    ]);
    // The same suggestion on the old revision is refused, and nothing more is remembered.
    await expect(acceptSuggestion(db, { ...answer, category: 'Rent' })).rejects.toBeInstanceOf(StaleRevisionError);
    expect(await db.categoryDecisions.count()).toBe(1);
  });

  it('remembers rejections, dismissals and buffers', async () => {
    db = freshDb();
    await rejectSuggestion(db, { transactionId: 'x', category: 'Rent', source: 'rule', confidence: 1, revision: 1 });
    await dismissInsight(db, 'duplicate-payment:x');
    await saveBuffer(db, '31337:native', 5n * ETHER);
    let read = await readInsightInputs(db);
    expect(read.inputs.decisions.map((d) => d.decision)).toEqual(['rejected']);
    expect([...read.dismissed]).toEqual(['duplicate-payment:x']);
    expect(read.inputs.buffers.get('31337:native')).toBe(5n * ETHER);
    await restoreInsight(db, 'duplicate-payment:x');
    await saveBuffer(db, '31337:native', 0n);
    read = await readInsightInputs(db);
    expect(read.dismissed.size).toBe(0);
    expect(read.inputs.buffers.size).toBe(0);
  });
});
