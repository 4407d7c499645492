import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { BundleHeader } from './bundle-format';
import { dexieNetStore, teamNetDbFor, type TeamNetDb } from './net-db';
import { memoryNetStore, type NetStore } from './net-store';

const header = (seq: number, prev: string | null): BundleHeader => ({
  workspaceId: 'ws-1',
  deviceId: 'device-a',
  document: 'records',
  epoch: 0,
  prev,
  seq,
  kind: 'changes',
  createdAt: 1,
});
const CID_A = 'bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e';
const CID_B = 'bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy';

let db: TeamNetDb | null = null;
afterEach(async () => {
  await db?.delete();
  db = null;
});

describe.each([
  ['in memory', () => memoryNetStore()],
  [
    'in IndexedDB',
    () => {
      db = teamNetDbFor('0xABC');
      return dexieNetStore(db);
    },
  ],
])('the transport store %s', (_, make: () => NetStore) => {
  it('keeps the tip, the outbox in chain order, and the applied CIDs', async () => {
    const store = make();
    expect(await store.tip('device-a')).toEqual({ head: null, seq: -1 });
    await store.append([
      { cid: CID_A, bytes: new Uint8Array([1]), header: header(0, null) },
      { cid: CID_B, bytes: new Uint8Array([2]), header: header(1, CID_A) },
    ]);
    expect(await store.tip('device-a')).toEqual({ head: CID_B, seq: 1 });
    expect((await store.outbox()).map((entry) => [entry.cid, [...entry.bytes]])).toEqual([
      [CID_A, [1]],
      [CID_B, [2]],
    ]);
    await store.sent(CID_A);
    expect((await store.outbox()).map((entry) => entry.cid)).toEqual([CID_B]);
    expect(await store.isApplied(CID_A)).toBe(false);
    await store.markApplied([CID_A]);
    expect(await store.isApplied(CID_A)).toBe(true);
  });
});

describe('the transport database', () => {
  it('keeps the outbox and tip across a reopen (a reload), under its own name per account', async () => {
    db = teamNetDbFor('0xABC');
    expect(db.name).toBe('ledgerline-team-net-0xabc');
    await dexieNetStore(db).append([{ cid: CID_A, bytes: new Uint8Array([7]), header: header(0, null) }]);
    db.close();
    db = teamNetDbFor('0xabc');
    const store = dexieNetStore(db);
    expect(await store.tip('device-a')).toEqual({ head: CID_A, seq: 0 });
    expect((await store.outbox())[0]?.header).toEqual(header(0, null));
  });
});
