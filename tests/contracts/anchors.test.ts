// lib/ipfs/anchors against the real Registry on anvil: a document anchored by one account is found
// by its SHA-256 (for that account, and for any sender), a changed file is not, and anchoring the
// same digest again is explained rather than reported as a failure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryAt, registryFactory } from '@/lib/contracts/contracts';
import { httpReader } from '@/lib/chain/rpc-client';
import { alreadyAnchoredMessage, anchorFromReceiptLogs, findAnchors, sha256OfStream } from '@/lib/ipfs/anchors';
import { deployed, mined, revertDataOf, startChain, type Chain } from './helpers';

async function* streamOf(text: string): AsyncGenerator<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  for (let at = 0; at < bytes.length; at += 3) yield bytes.slice(at, at + 3);
}

describe('proof of existence (lib/ipfs/anchors) on anvil', () => {
  let chain: Chain;
  let registry: string;

  beforeAll(async () => {
    chain = await startChain();
    registry = await (await deployed(registryFactory(chain.accounts[0]!).deploy())).getAddress();
  });
  afterAll(() => chain.stop());

  it('hashes a stream exactly as SHA-256 of the whole bytes', async () => {
    // SHA-256("abc") from FIPS 180-2, appendix B.1.
    expect(await sha256OfStream(streamOf('abc'))).toBe(
      '0xba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('finds an anchored document by digest, by sender, and not a changed file', async () => {
    const [, alice, bob] = chain.accounts;
    const digest = await sha256OfStream(streamOf('Master services agreement, signed 2026-11-02'));
    const receipt = await mined(registryAt(registry, alice).anchor(digest, 'bafkreidoc'));
    const fromReceipt = anchorFromReceiptLogs(receipt.logs, registry);
    expect(fromReceipt).toMatchObject({
      sender: alice!.address,
      digest,
      cid: 'bafkreidoc',
      blockNumber: receipt.blockNumber,
      txHash: receipt.hash,
    });

    const reader = httpReader(chain.anvil.rpcUrl, chain.anvil.chainId);
    const byAlice = await findAnchors(reader, { registry, digest, sender: alice!.address.toLowerCase() });
    expect(byAlice).toEqual([fromReceipt]);
    const block = await chain.provider.getBlock(receipt.blockNumber);
    expect(byAlice[0]?.time.getTime()).toBe(block!.timestamp * 1000);
    expect(await findAnchors(reader, { registry, digest })).toHaveLength(1);
    expect(await findAnchors(reader, { registry, digest, sender: bob!.address })).toEqual([]);

    const changed = await sha256OfStream(streamOf('Master services agreement, signed 2026-11-03'));
    expect(await findAnchors(reader, { registry, digest: changed })).toEqual([]);
  });

  it('explains AlreadyAnchored as a fact, and nothing else', async () => {
    const [, , , carol] = chain.accounts;
    const digest = await sha256OfStream(streamOf('receipt 42'));
    await mined(registryAt(registry, carol).anchor(digest, 'bafkreir42'));
    const again = await registryAt(registry, carol)
      .anchor.staticCall(digest, 'bafkreir42')
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(alreadyAnchoredMessage(revertDataOf(again))).toBe(
      `Already anchored: ${carol!.address} anchored this document before, so its proof of existence is already on chain (the earlier anchor is the one that counts).`,
    );
    expect(alreadyAnchoredMessage('0x08c379a0')).toBeNull();
    expect(alreadyAnchoredMessage(undefined)).toBeNull();
  });
});
