// A run proposed from a Safe (or waiting for an Approver before it is) is paid by the Safe's owners,
// never by the wallet path: Resume says where to look, before anything is read from the chain or
// asked of a wallet.
import 'fake-indexeddb/auto';
import { getAddress, ZeroAddress } from 'ethers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { parseRecord } from '@/lib/db/records';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import { safeRunRecord } from '@/lib/payments/safe-chain.testing';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { runDistribution } from './run-distribution';

const SAFE = getAddress(`0x${'5a'.repeat(20)}`);
const OWNER = getAddress(`0x${'01'.repeat(20)}`);
const ETH = { chainId: 31337, kind: 'native' as const, address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
let db: WorkspaceDb;
beforeEach(() => {
  db = new WorkspaceDb(`safe-run-guard-${crypto.randomUUID()}`);
});
afterEach(() => db.delete());

/** A run recorded with the Safe as its sender. */
async function addRun(id: string): Promise<void> {
  await db.distributionRuns.add(
    safeRunRecord({
      id,
      sender: SAFE,
      distributor: getAddress(`0x${'d1'.repeat(20)}`),
      asset: ETH,
      payments: [[getAddress(`0x${'02'.repeat(20)}`), 5n]],
      batches: [[0, 1]],
    }),
  );
}

/** Resume through the wallet path, with a wallet and a chain that must not be asked anything. */
function resume(id: string) {
  const untouched = {
    request: () => Promise.reject(new Error('nothing may be asked')),
  } as unknown as Eip1193Provider & ChainReader;
  return runDistribution({ db, provider: untouched, reader: untouched, account: OWNER, now: () => new Date() }, id);
}

describe('a run proposed from a Safe', () => {
  it('is refused by the wallet path with where its owners sign, nothing asked of the chain or the wallet', async () => {
    await addRun('run-1');
    const at = new Date().toISOString();
    await db.safeProposals.add(
      parseRecord('safeProposals', {
        id: 'proposal-1',
        chainId: 31337,
        safe: SAFE,
        kind: 'run',
        tx: {
          to: SAFE,
          value: '0',
          data: '0x',
          operation: 0,
          safeTxGas: '0',
          baseGas: '0',
          gasPrice: '0',
          gasToken: ZeroAddress,
          refundReceiver: ZeroAddress,
          nonce: '4',
        },
        hash: `0x${'ab'.repeat(32)}`,
        bills: [],
        pays: { kind: 'run', runId: 'run-1' },
        signatures: [],
        proposedBy: OWNER,
        proposedAtBlock: 1,
        execution: null,
        outcome: null,
        createdAt: at,
        updatedAt: at,
      }),
    );
    const outcome = await resume('run-1');
    expect(outcome).toMatchObject({
      ok: false,
      message: `This distribution is paid from the Safe ${SAFE} (proposal with nonce 4): its owners sign and execute it in Transactions → Safe queue. Nothing was sent.`,
    });
    expect((await db.distributionRuns.get('run-1'))!.status).toBe('running');
  });

  it("is refused while it waits for an Approver's approval, with where to look", async () => {
    await addRun('run-2');
    const at = new Date().toISOString();
    await db.paymentRequests.add(
      parseRecord('paymentRequests', {
        id: 'request-1',
        chainId: 31337,
        safe: SAFE,
        kind: 'run',
        calls: [{ to: SAFE, value: '5', data: '0x' }],
        bills: [],
        pays: { kind: 'run', runId: 'run-2' },
        summary: 'A distribution',
        rule: 'Payments above EUR 0.00 from this treasury need an approval.',
        requestedBy: OWNER,
        approvals: [],
        status: 'waiting',
        proposalId: null,
        createdAt: at,
        updatedAt: at,
      }),
    );
    const outcome = await resume('run-2');
    expect(outcome).toMatchObject({
      ok: false,
      message: `This distribution is paid from the Safe ${SAFE} and waits for an Approver's approval before it is proposed: see Transactions → Safe queue. Nothing was sent.`,
    });
  });
});
