// The proposal records in a real IndexedDB (fake-indexeddb): a returned signing file adds an owner's
// signature after its check; a changed file, a file for no proposal here and a stranger's signature
// are refused with the reason, and the stored proposal stays as it was.
import 'fake-indexeddb/auto';
import { Wallet } from 'ethers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANVIL_KEYS } from '../../../scripts/lib/local-chain.mjs';
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import { importSigningFile, saveProposal } from './proposal-store';
import { safeTx, safeTxHash } from './safe-tx';
import { signedBy, testSafe } from './safe-state.testing';
import { readSigningFile, writeSigningFile } from './signing-file';
import { proposalOf, storeSafeTx } from './stored-proposal';

const [a, b, stranger] = ANVIL_KEYS.slice(1, 4).map((key) => new Wallet(key)) as [Wallet, Wallet, Wallet];
const SAFE = testSafe([a, b], 0n);
const AT = '2026-11-29T00:00:00.000Z';
const tx = safeTx({ to: '0x2222222222222222222222222222222222222222', value: 5n, nonce: 0n });
let db: WorkspaceDb;

const sign = (wallet: Wallet) => signedBy(wallet, SAFE, tx);

async function stored(): Promise<SafeProposalRecord> {
  return saveProposal(db, {
    id: 'p1',
    chainId: SAFE.chainId,
    safe: SAFE.address,
    kind: 'bills',
    tx: storeSafeTx(tx),
    hash: safeTxHash(SAFE.chainId, SAFE.address, tx),
    bills: [
      {
        kind: 'single',
        asset: { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' },
        items: [{ billId: 'bill-1', payee: '0x2222222222222222222222222222222222222222', units: '5' }],
      },
    ],
    signatures: [{ ...(await sign(a)) }],
    proposedBy: a.address,
    proposedAtBlock: 0,
    execution: null,
    outcome: null,
    createdAt: AT,
    updatedAt: AT,
  });
}

beforeEach(() => {
  db = new WorkspaceDb(`proposal-store-${crypto.randomUUID()}`);
});
afterEach(() => db.close());

describe('signing files returned by an owner outside the workspace', () => {
  it("adds the owner's signature from the returned file, once", async () => {
    const record = await stored();
    const exported = writeSigningFile(proposalOf(record), 'Bill 1: 5 wei');
    const read = readSigningFile(exported);
    if (!read.ok) throw new Error(read.reason);
    const returned = writeSigningFile(
      { ...read.proposal, signatures: [...read.proposal.signatures, await sign(b)] },
      '',
    );
    const result = await importSigningFile(db, returned, async () => SAFE, new Date(AT));
    expect(result).toMatchObject({ added: [b.address], refused: [] });
    expect((await db.safeProposals.get('p1'))?.signatures.map((s) => s.owner)).toEqual([a.address, b.address]);
    expect(await importSigningFile(db, returned, async () => SAFE, new Date(AT))).toMatchObject({ added: [] });
  });

  it('refuses a changed file, a file for no proposal here and a stranger, keeping the proposal as it was', async () => {
    const record = await stored();
    const file = JSON.parse(writeSigningFile(proposalOf(record), '')) as { tx: { to: string }; safe: string };
    file.tx.to = '0x3333333333333333333333333333333333333333';
    expect(await importSigningFile(db, JSON.stringify(file), async () => SAFE, new Date(AT))).toEqual({
      refused: expect.stringMatching(/^The file's SafeTx hashes to .* it was changed, nothing was read\.$/),
    });
    const other = safeTx({ to: '0x2222222222222222222222222222222222222222', value: 6n, nonce: 0n });
    const foreign = writeSigningFile(
      {
        chainId: SAFE.chainId,
        safe: SAFE.address,
        tx: other,
        hash: safeTxHash(SAFE.chainId, SAFE.address, other),
        signatures: [],
      },
      '',
    );
    expect(await importSigningFile(db, foreign, async () => SAFE, new Date(AT))).toEqual({
      refused: `No proposal here has SafeTx ${safeTxHash(SAFE.chainId, SAFE.address, other)}: propose it first, or check the file.`,
    });
    const withStranger = writeSigningFile({ ...proposalOf(record), signatures: [await sign(stranger)] }, '');
    expect(await importSigningFile(db, withStranger, async () => SAFE, new Date(AT))).toMatchObject({
      added: [],
      refused: [{ owner: stranger.address, reason: `${stranger.address} is not an owner of this Safe.` }],
    });
    expect(await db.safeProposals.get('p1')).toEqual(record);
  });

  it("takes in another workspace's proposal for this owner to sign, keeping what it pays in words", async () => {
    const record = await stored();
    const file = writeSigningFile(proposalOf(record), 'Bill 1: 5 wei to 0x2222…');
    const elsewhere = new WorkspaceDb(`proposal-store-${crypto.randomUUID()}`);
    try {
      const adopt = { block: async () => 7, newId: () => 'adopted' };
      const result = await importSigningFile(elsewhere, file, async () => SAFE, new Date(AT), adopt);
      expect(result).toMatchObject({ added: [a.address], refused: [] });
      expect(await elsewhere.safeProposals.get('adopted')).toMatchObject({
        hash: record.hash,
        kind: 'bills',
        bills: [],
        summary: 'Bill 1: 5 wei to 0x2222…',
        proposedBy: a.address,
        proposedAtBlock: 7,
      });
      const stale = await importSigningFile(elsewhere, file, async () => ({ ...SAFE, nonce: 1n }), new Date(AT), adopt);
      expect(stale).toMatchObject({ added: [] });
      const later = new WorkspaceDb(`proposal-store-${crypto.randomUUID()}`);
      expect(await importSigningFile(later, file, async () => ({ ...SAFE, nonce: 1n }), new Date(AT), adopt)).toEqual({
        refused: "Nonce 0 was already used on this Safe: the file's proposal is stale.",
      });
      later.close();
    } finally {
      elsewhere.close();
    }
  });
});
