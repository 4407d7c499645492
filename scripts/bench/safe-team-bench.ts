// The second Safe figure for scripts/bench-safe.mjs, in Node (never imported by the app): two owners'
// devices in one team workspace (fake-indexeddb each, the Workspaces contract on anvil, a Helia node
// behind the Kubo RPC calls) and a 2-of-3 Safe on the same anvil. Each round the first owner
// proposes a transfer from the Safe and its device publishes; the second owner's device reads it.
// Timed: the second owner signs and executes (mined), its device publishes, the first owner's device
// syncs and its Safe queue settles the proposal as executed (what its screen then shows). In the
// browser the coordinator adds its waits (team-runner.ts: publishing after a quiet time, reading
// every 3 s).
import 'fake-indexeddb/auto';
import { initializeWasm } from '@automerge/automerge/slim';
import { getAddress } from 'ethers';
import { httpReader } from '@/lib/chain/rpc-client';
import { waitForReceipt } from '@/lib/chain/wait-for-receipt';
import { parseRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Asset } from '@/lib/money/asset';
import { proposeTransferFromSafe } from '@/lib/payments/safe-pay-kinds';
import { executePaymentProposal } from '@/lib/payments/safe-payments';
import { settleProposals } from '@/lib/safe/proposal-store';
import { safeQueue } from '@/lib/safe/queue';
import { readSafe } from '@/lib/safe/read-safe';
import { signProposal, type SafeActionContext } from '@/lib/safe/safe-actions';
import type { SafeContracts } from '@/lib/safe/safe-contracts';
import { admitDevices, setMember } from '@/lib/team/team-admin';
import { createTeamWorkspace, joinTeamWorkspace } from '@/lib/team/team-setup';
import { teamDevices } from './team-devices';

export interface SafeTeamInput {
  readonly rpcUrl: string;
  readonly chainId: number;
  /** Development keys: 0 deploys, 1 and 2 are the Safe's owners on the two devices. */
  readonly keys: readonly string[];
  readonly ipfsUrl: string;
  readonly wasm: Uint8Array;
  /** Safe's contracts on this chain, and a 2-of-3 Safe of keys 1, 2 and 3 holding ETH. */
  readonly contracts: SafeContracts;
  readonly safe: string;
  readonly rounds: number;
}

/** Milliseconds from the second owner's signature to the execution settled on the first owner's device. */
export interface SafeTeamFigures {
  readonly median: number;
  readonly p95: number;
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))]!;

/** Runs the rounds and returns their timings. */
export async function benchSafeTeam(input: SafeTeamInput): Promise<SafeTeamFigures> {
  await initializeWasm(input.wasm);
  const { provider, node, signers, profile } = await teamDevices(
    input.rpcUrl,
    input.chainId,
    input.keys,
    input.ipfsUrl,
  );
  const reader = httpReader(input.rpcUrl, input.chainId);
  const [first, second] = [signers[1]!.address, signers[2]!.address];
  const alice = await createTeamWorkspace(profile(1));
  await setMember(alice, second, 'Accountant');
  const bob = await joinTeamWorkspace(profile(2));
  await admitDevices(alice);
  await alice.session.db.treasuryWallets.add(
    parseRecord('treasuryWallets', {
      id: 'safe',
      label: 'Treasury Safe',
      address: input.safe,
      chainId: input.chainId,
      createdAt: new Date().toISOString(),
      revision: 1,
    }),
  );
  await alice.publishPending();
  await bob.sync();

  const ctxOf = (db: WorkspaceDb, account: string): SafeActionContext => ({
    db,
    provider: node,
    reader,
    account,
    now: () => new Date(),
    newId: () => crypto.randomUUID(),
  });
  const safeNow = async () => {
    const read = await readSafe(reader, input.safe);
    if (!read.ok) throw new Error(read.reason);
    return read.safe;
  };
  const eth: Asset = {
    chainId: input.chainId,
    kind: 'native',
    address: null,
    symbol: 'ETH',
    decimals: 18,
    name: 'Ether',
  };
  const times: number[] = [];
  for (let round = 0; round < input.rounds; round += 1) {
    const to = getAddress(`0x${(0xbe00 + round).toString(16).padStart(40, '0')}`);
    const proposed = await proposeTransferFromSafe(ctxOf(alice.session.db, first), await safeNow(), input.contracts, {
      asset: eth,
      to,
      units: 1_000n,
    });
    await alice.publishPending();
    await bob.sync();
    const seen = await bob.session.db.safeProposals.get(proposed.id);
    if (!seen) throw new Error('The proposal did not reach the second device');

    const start = performance.now();
    const signed = await signProposal(ctxOf(bob.session.db, second), await safeNow(), seen);
    const hash = await executePaymentProposal(ctxOf(bob.session.db, second), await safeNow(), signed.record!);
    if ((await waitForReceipt(reader, hash)).status !== 1) throw new Error(`The execution ${hash} failed`);
    await bob.publishPending();
    await alice.sync();
    await settleProposals(alice.session.db, reader, await safeNow(), new Date());
    const queue = safeQueue(await alice.session.db.safeProposals.toArray(), await safeNow(), () => undefined);
    const status = queue.find((entry) => entry.record.id === proposed.id)?.status;
    if (status?.kind !== 'executed') throw new Error(`Round ${round}: the first device shows ${status?.text}`);
    times.push(performance.now() - start);
  }
  provider.destroy();
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95) };
}
