// Team workspace coordinator figures, run by scripts/bench-team-sync.mjs in Node (never imported
// by the app): two devices with their own fake-indexeddb databases, the Workspaces contract on
// anvil and a Helia node behind the Kubo RPC calls. Returns figures; prints nothing.
import 'fake-indexeddb/auto';
import { initializeWasm } from '@automerge/automerge/slim';
import { getAddress } from 'ethers';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import { saveRevision } from '@/lib/db/revision-save';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import { admitDevices, setMember } from '@/lib/team/team-admin';
import { createTeamWorkspace, joinTeamWorkspace } from '@/lib/team/team-setup';
import { teamDevices } from './team-devices';

export interface TeamSyncInput {
  readonly rpcUrl: string;
  readonly chainId: number;
  /** Development keys: 0 deploys, 1 is the Admin, 2 the invited member. */
  readonly keys: readonly string[];
  readonly ipfsUrl: string;
  readonly wasm: Uint8Array;
  readonly records: number;
  readonly rounds: number;
}

export interface TeamSyncFigures {
  readonly createMs: number;
  readonly firstCopyMs: number;
  readonly copied: number;
  /** Save on one device → publishPending → sync on the other → the row is there. */
  readonly saveToOtherMs: { readonly median: number; readonly p95: number };
}

/** A vendor as a person types it. */
const vendor = (i: number): Counterparty => ({
  id: `v${i}`,
  name: `Vendor ${i} Supplies`,
  legalName: `Vendor ${i} Supplies GmbH`,
  email: `billing${i}@vendor${i}.example`,
  isClient: false,
  isVendor: true,
  wallets: [{ chainId: 31337, address: getAddress(`0x${(i + 1).toString(16).padStart(40, '0')}`) }],
  taxId: `DE${100_000_000 + i}`,
  address: `${i} Market Street`,
  paymentTermsDays: 30,
  incomeAccountId: null,
  expenseAccountId: null,
  notes: '',
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  revision: 1,
});

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))]!;

/** Runs the scenario and returns its timings. */
export async function benchTeamSync(input: TeamSyncInput): Promise<TeamSyncFigures> {
  await initializeWasm(input.wasm);
  const { provider, signers, profile } = await teamDevices(input.rpcUrl, input.chainId, input.keys, input.ipfsUrl);
  const adminProfile = profile(1);
  const books = new WorkspaceDb(adminProfile.db.name);
  await books.counterparties.bulkPut(Array.from({ length: input.records }, (_, i) => vendor(i)));
  books.close();
  let start = performance.now();
  const alice = await createTeamWorkspace(adminProfile);
  const createMs = performance.now() - start;
  await setMember(alice, signers[2]!.address, 'Accountant');
  const bob = await joinTeamWorkspace(profile(2));
  await admitDevices(alice);
  start = performance.now();
  await bob.sync();
  const firstCopyMs = performance.now() - start;
  const copied = await bob.session.db.counterparties.count();
  const times: number[] = [];
  for (let round = 0; round < input.rounds; round += 1) {
    start = performance.now();
    const row = (await alice.session.db.counterparties.get('v1'))!;
    await saveRevision(alice.session.db, 'counterparties', { ...row, notes: `round ${round}` }, row.revision);
    await alice.publishPending();
    await bob.sync();
    if ((await bob.session.db.counterparties.get('v1'))?.notes !== `round ${round}`) throw new Error('Not copied');
    times.push(performance.now() - start);
  }
  provider.destroy();
  return { createMs, firstCopyMs, copied, saveToOtherMs: { median: quantile(times, 0.5), p95: quantile(times, 0.95) } };
}
