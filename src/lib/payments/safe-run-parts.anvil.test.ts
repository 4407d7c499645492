// A run larger than one transaction's gas, paid from a 2-of-3 Safe 1.4.1 on a real anvil: its three
// batches of 150 recipients become two SafeTxs (two batches through MultiSend, then one) with
// consecutive nonces; the second cannot execute before the first; each execution stays within its
// gas budget; the run is done once both are mined, and every recipient is paid once.
import 'fake-indexeddb/auto';
import { getAddress } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpc, type Anvil } from '../../../scripts/lib/anvil.mjs';
import { receiptOf, sendFrom } from '../../../tests/fixtures/chain-actions';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { getBalance } from '@/lib/chain/rpc-methods';
import { distributorBytecode } from '@/lib/contracts/generated/artifacts';
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Asset } from '@/lib/money/asset';
import { settleProposals } from '@/lib/safe/proposal-store';
import { signProposal } from '@/lib/safe/safe-actions';
import type { SafeContracts } from '@/lib/safe/safe-contracts';
import { SAFE_CAST, safeOwners, safeRunRecord, startSafeChain } from './safe-chain.testing';
import { proposeRunFromSafe } from './safe-pay-kinds';
import { executePaymentProposal } from './safe-payments';
import { recordSettledPayments } from './safe-execution-record';
import { safeRunParts } from './safe-run-parts';

const ETH: Asset = { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
const [admin, owner1, owner2, owner3] = SAFE_CAST;
let anvil: Anvil;
let reader: ChainReader;
let contracts: SafeContracts;
let safeAddress: string;
let distributor: string;
let db: WorkspaceDb;

beforeAll(async () => {
  ({ anvil, reader, contracts, safe: safeAddress } = await startSafeChain([owner1, owner2, owner3], admin, 7n));
  const deployed = await receiptOf(
    anvil.rpcUrl,
    await sendFrom(anvil.rpcUrl, { from: admin, data: distributorBytecode }),
  );
  distributor = getAddress(deployed.contractAddress!);
  db = new WorkspaceDb(`safe-run-parts-${crypto.randomUUID()}`);
});
afterAll(async () => {
  db.close();
  await anvil.stop();
});

describe('a run larger than one transaction, from a Safe', () => {
  it('is proposed as SafeTxs in nonce order, each within its gas budget, and done once all are mined', async () => {
    const people = Array.from({ length: 450 }, (_, i) =>
      getAddress(`0x${(0xabc000 + i).toString(16).padStart(40, '0')}`),
    );
    const run = safeRunRecord({
      id: 'big-run',
      sender: safeAddress,
      distributor,
      asset: ETH,
      payments: people.map((person, i) => [person, BigInt(i + 1)]),
      batches: [
        [0, 150],
        [150, 300],
        [300, 450],
      ],
    });
    await db.distributionRuns.add(run);
    const planned = safeRunParts(run);
    expect(planned.map((part) => part.batches)).toEqual([[0, 1], [2]]);

    const { ctxOf, safeNow } = safeOwners(db, anvil.rpcUrl, safeAddress);
    const first = await proposeRunFromSafe(ctxOf(owner1), await safeNow(), contracts, run);
    const proposals = (await db.safeProposals.toArray()).sort((a, b) => Number(a.tx.nonce) - Number(b.tx.nonce));
    expect(proposals.map((p) => [p.tx.nonce, p.pays])).toEqual([
      ['0', { kind: 'run', runId: run.id, batches: [0, 1] }],
      ['1', { kind: 'run', runId: run.id, batches: [2] }],
    ]);
    expect(first.id).toBe(proposals[0]!.id);
    await expect(proposeRunFromSafe(ctxOf(owner1), await safeNow(), contracts, run)).rejects.toThrow(
      'This distribution is already proposed',
    );

    const signed: SafeProposalRecord[] = [];
    for (const proposal of proposals)
      signed.push((await signProposal(ctxOf(owner2), await safeNow(), proposal)).record!);
    await expect(executePaymentProposal(ctxOf(owner3), await safeNow(), signed[1]!)).rejects.toThrow(
      'Nonce 0 must execute first: this proposal has nonce 1.',
    );
    for (const [index, proposal] of signed.entries()) {
      const hash = await executePaymentProposal(ctxOf(owner3), await safeNow(), proposal);
      expect((await receiptOf(anvil.rpcUrl, hash)).status).toBe('0x1');
      const { gasUsed } = (await rpc(anvil.rpcUrl, 'eth_getTransactionReceipt', [hash])) as { gasUsed: string };
      expect(BigInt(gasUsed)).toBeLessThanOrEqual(planned[index]!.gas);
      const settled = await settleProposals(db, reader, await safeNow(), new Date());
      await recordSettledPayments(db, reader, settled, { now: new Date(), newId: () => crypto.randomUUID() });
      expect((await db.distributionRuns.get(run.id))!.status).toBe(index === 0 ? 'running' : 'done');
    }
    const done = (await db.distributionRuns.get(run.id))!;
    expect(done.batches.map((batch) => batch.status)).toEqual(['mined', 'mined', 'mined']);
    expect(new Set(done.batches.map((batch) => batch.hash)).size).toBe(2);
    for (const i of [0, 149, 150, 449]) expect(await getBalance(reader, people[i]!)).toBe(BigInt(i + 1));
  });
});
