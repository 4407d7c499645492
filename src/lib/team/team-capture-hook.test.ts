import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeWorkspace, workspaceFor } from '@/lib/db/workspace-session';
import { WorkspaceDb, workspaceDbName } from '@/lib/db/workspace-db';
import type { RowWrite } from './doc/documents';
import { ensureTeamCapture, installTeamCapture, ownTeamWrites, teamWritesChannelName } from './team-capture-hook';
import { clearTeamFlag, writeTeamFlag } from './team-flag';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const FLAG = {
  workspaceId: `0x${'ab'.repeat(32)}`,
  chainId: 31337,
  contract: '0x0165878A594ca255338adfa4d48449f69242Eb8F',
  endpoint: { url: 'http://127.0.0.1:5001', token: null },
};
const vendor = (id: string) => ({ id, name: `Vendor ${id}` });

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

// The first open also writes the first Admin into `teamMembers` (shared): the tests look at vendors.
const vendors = (writes: readonly RowWrite[]) => writes.filter((write) => write.table === 'counterparties');

/** The next vendor writes on a channel (what another tab would receive). */
function nextVendors(name: string): Promise<RowWrite[]> {
  const channel = new BroadcastChannel(name);
  return new Promise((resolve) => {
    channel.onmessage = (event: MessageEvent<RowWrite[]>) => {
      if (vendors(event.data).length === 0) return;
      channel.close();
      resolve(vendors(event.data));
    };
  });
}

let uninstall: () => void;
beforeAll(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  uninstall = installTeamCapture();
});
afterAll(() => {
  uninstall();
  vi.unstubAllGlobals();
});
afterEach(async () => {
  clearTeamFlag(ACCOUNT);
  closeWorkspace();
  await new WorkspaceDb(workspaceDbName(ACCOUNT)).delete();
});

describe('the team capture in the app', () => {
  it("hands this tab's committed writes to the coordinator that owns the account", async () => {
    const got: RowWrite[] = [];
    const release = ownTeamWrites(ACCOUNT, (writes) => got.push(...writes));
    const db = workspaceFor(ACCOUNT);
    await db.table('counterparties').put(vendor('v1'));
    await db.table('meta').put({ key: 'not-shared', value: 1 });
    await db.table('counterparties').delete('v1');
    release();
    expect(vendors(got).map(({ table, key, row }) => [table, key, row === null])).toEqual([
      ['counterparties', 'v1', false],
      ['counterparties', 'v1', true],
    ]);
  });

  it('forwards a team workspace tab’s writes to the owner tab, and the owner takes forwarded writes', async () => {
    writeTeamFlag(ACCOUNT, FLAG);
    const forwarded = nextVendors(teamWritesChannelName(ACCOUNT));
    await workspaceFor(ACCOUNT).table('counterparties').put(vendor('v2'));
    expect((await forwarded).map((write) => write.key)).toEqual(['v2']);

    const got = new Promise<readonly RowWrite[]>((resolve) => {
      const release = ownTeamWrites(ACCOUNT, (writes) => {
        release();
        resolve(writes);
      });
    });
    const otherTab = new BroadcastChannel(teamWritesChannelName(ACCOUNT));
    otherTab.postMessage([{ table: 'counterparties', key: 'v3', row: vendor('v3') }]);
    otherTab.close();
    expect((await got).map((write) => write.key)).toEqual(['v3']);
  });

  it('puts the capture on a database that opened before the hook, by reopening it', async () => {
    uninstall();
    const db = workspaceFor(ACCOUNT);
    await db.open();
    uninstall = installTeamCapture();
    const got: RowWrite[] = [];
    const release = ownTeamWrites(ACCOUNT, (writes) => got.push(...writes));
    await ensureTeamCapture(db, ACCOUNT);
    await db.table('counterparties').put(vendor('v4'));
    release();
    expect(vendors(got).map((write) => write.key)).toEqual(['v4']);
  });
});
