// A device that did not execute a Safe's bill proposal records its bills for the execution the
// shared proposal names (real IndexedDB through fake-indexeddb): once per hash, the chain's outcome
// over the execution sent, nothing for a proposal not executed or replaced; a deployment whose
// receipt cannot be read now (the node not answering) waits for the next run and stops nothing else.
import 'fake-indexeddb/auto';
import { Wallet } from 'ethers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANVIL_KEYS } from '../../../scripts/lib/local-chain.mjs';
import type { ChainReader } from '@/lib/chain/rpc-client';
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import { saveProposal } from '@/lib/safe/proposal-store';
import { proposalRecord, testSafe } from '@/lib/safe/safe-state.testing';
import { recordProposalPayment } from './safe-execution-record';
import { recordNotedExecutions } from './safe-noted-executions';

const owner = new Wallet(ANVIL_KEYS[1]!);
const SAFE = testSafe([owner], 0n);
const AT = '2026-11-29T00:00:00.000Z';
const PAYEE = '0x2222222222222222222222222222222222222222';
const [SENT, MINED] = ['0x' + 'a1'.repeat(32), '0x' + 'b2'.repeat(32)];
const ETH = { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' } as const;
let db: WorkspaceDb;
let ids = 0;
const options = () => ({ now: new Date(AT), newId: () => `payment-${++ids}` });

const proposal = (id: string, nonce: bigint, settled: Pick<SafeProposalRecord, 'execution' | 'outcome'>) =>
  saveProposal(
    db,
    proposalRecord(SAFE, owner.address, id, nonce, {
      bills: [{ kind: 'single', asset: ETH, items: [{ billId: `bill-${id}`, payee: PAYEE, units: '5' }] }],
      ...settled,
    }),
  );

const paid = async () =>
  (await db.billPayments.toArray()).map((payment) => [payment.hash, payment.items[0]!.billId]).sort();

beforeEach(() => {
  db = new WorkspaceDb(`noted-executions-${crypto.randomUUID()}`);
});
afterEach(() => db.close());

describe('bills of a Safe execution noted by another device', () => {
  it('records them once per hash, for the outcome the chain settled over the execution sent', async () => {
    const execution = { hash: SENT, from: owner.address, at: AT };
    await proposal('sent', 0n, { execution, outcome: null });
    await proposal('settled', 1n, { execution: null, outcome: { status: 'executed', hash: MINED } });
    await proposal('open', 2n, { execution: null, outcome: null });
    await proposal('replaced', 3n, { execution, outcome: { status: 'replaced', reason: 'Nonce 3 was used.' } });

    expect(await recordNotedExecutions(db, options())).toBe(2);
    expect(await paid()).toEqual([
      [SENT, 'bill-sent'],
      [MINED, 'bill-settled'],
    ]);
    // Again, or the page that executed recording the same hash: nothing new.
    expect(await recordNotedExecutions(db, options())).toBe(0);
    await recordProposalPayment(db, (await db.safeProposals.get('sent'))!, SENT, options());
    expect(await db.billPayments.count()).toBe(2);
  });

  it("reads a deployment's receipt again on the next run when the node does not answer, and records the bills meanwhile", async () => {
    const pays = {
      kind: 'deploy',
      template: 'shares',
      name: 'Team Shares',
      symbol: 'TEAM',
      cap: '5000',
      metadataUri: '',
      address: '0x3333333333333333333333333333333333333333',
    } as const;
    const execution = { hash: SENT, from: owner.address, at: AT };
    await saveProposal(db, proposalRecord(SAFE, owner.address, 'deploy', 0n, { kind: 'deploy', pays, execution }));
    await proposal('bills', 1n, { execution: null, outcome: { status: 'executed', hash: MINED } });
    let asked = 0;
    const down: ChainReader = {
      chainId: 31337,
      request: async () => {
        asked += 1;
        throw new Error('connection refused');
      },
    };
    const settled = new Set<string>();
    const run = () => recordNotedExecutions(db, { ...options(), readerOf: () => down, settled });
    expect(await run()).toBe(1);
    expect(await paid()).toEqual([[MINED, 'bill-bills']]);
    expect(await run()).toBe(0);
    expect(asked).toBe(2);
    expect(settled.size).toBe(0);
    expect(await db.companyTokens.count()).toBe(0);
  });
});
