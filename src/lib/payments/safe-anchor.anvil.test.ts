// A Storage document anchored from a 2-of-3 Safe 1.4.1 on a real anvil (the Registry deployed from
// its build artifact): proposed by one owner, signed by another, executed by a third wallet; the
// anchor (the Safe its sender) is written on the document on a device that did not execute it, by
// its sync engine's poster from the execution noted in the shared proposal, as a wallet's anchor is.
// Workspaces in fake-indexeddb.
import 'fake-indexeddb/auto';
import { getAddress, parseEther } from 'ethers';
import { describe, expect, it } from 'vitest';
import { receiptOf, sendFrom } from '../../../tests/fixtures/chain-actions';
import { syncOnAnvil, until } from '../../../tests/fixtures/sync-on-anvil';
import { registryBytecode } from '@/lib/contracts/generated/artifacts';
import { sampleDocument } from '@/lib/db/search-samples.testing';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import { findAnchors } from '@/lib/ipfs/anchors';
import { signProposal } from '@/lib/safe/safe-actions';
import { createTestSafe, SAFE_CAST, safeOwners } from './safe-chain.testing';
import { proposeAnchorFromSafe } from './safe-pay-kinds';
import { executePaymentProposal } from './safe-payments';

const h = syncOnAnvil('safe-anchor');
const [admin, owner1, owner2, owner3, payer] = SAFE_CAST;

describe("a Storage document's anchor from a Safe", () => {
  it('is proposed and signed by the owners, and recorded on another device from the noted execution, the Safe its sender', async () => {
    const other = await h.fresh();
    const url = h.anvil.rpcUrl;
    const { contracts, safe } = await createTestSafe(url, [owner1, owner2, owner3], admin, 31n, parseEther('1'));
    const registry = getAddress(
      (await receiptOf(url, await sendFrom(url, { from: admin, data: registryBytecode }))).contractAddress!,
    );
    const document = sampleDocument({ id: 'lease', name: 'Lease 2026.pdf' });
    const sender = new WorkspaceDb(`safe-anchor-${crypto.randomUUID()}`);
    try {
      await sender.documents.add(document);
      const owners = safeOwners(sender, url, safe);
      const proposed = await proposeAnchorFromSafe(owners.ctxOf(owner1), await owners.safeNow(), contracts, {
        registry,
        documentId: document.id,
        name: document.name,
        sha256: document.sha256,
        cid: document.cid,
      });
      expect(proposed).toMatchObject({
        kind: 'anchor',
        tx: { to: registry, value: '0', operation: 0 },
        pays: { kind: 'anchor', registry, documentId: 'lease', sha256: document.sha256, cid: document.cid },
      });
      const signed = (await signProposal(owners.ctxOf(owner2), await owners.safeNow(), proposed)).record!;
      const hash = await executePaymentProposal(owners.ctxOf(payer), await owners.safeNow(), signed);
      expect((await receiptOf(url, hash)).status).toBe('0x1');
      // On chain: the Safe anchored the document's SHA-256 and CID.
      const [onChain] = await findAnchors(owners.reader, { registry, digest: document.sha256, sender: safe });
      expect(onChain).toMatchObject({ sender: safe, cid: document.cid, txHash: hash });

      // Another device: the team workspace brings the document and the proposal with the execution noted.
      h.start();
      await other.documents.add(document);
      await other.safeProposals.put((await sender.safeProposals.get(proposed.id))!);
      await until(async () => expect((await other.documents.get('lease'))!.anchor).not.toBeNull());
      expect((await other.documents.get('lease'))!.anchor).toEqual({
        chainId: 31337,
        registry,
        sender: safe,
        txHash: hash,
        blockNumber: onChain!.blockNumber,
        time: onChain!.time.toISOString(),
      });
    } finally {
      sender.close();
      await sender.delete();
    }
  });
});
