// Unique assets against a real anvil (chain 4343): a deed whose token URI is the ipfs:// CID of its
// recorded metadata JSON, and a deed transfer that ownerOf and the holder count follow.
import 'fake-indexeddb/auto';
import { Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { rpc } from '../../../../../scripts/lib/anvil.mjs';
import { assetDeedAbi } from '@/lib/contracts/generated/artifacts';
import { findDocumentsByCid, readDocumentBytes } from '@/lib/ipfs/document-access';
import { documentStoreFor } from '@/lib/ipfs/document-store';
import { importFile } from '@/lib/ipfs/import-file';
import { MemoryBlocks } from '@/lib/ipfs/memory-blocks';
import { checkDeedDraft, EMPTY_DEED_DRAFT } from '@/platform/features/tokens/model/deed-form';
import { createDeed } from './deploy-token';
import { runTokenAction } from './token-actions';
import { countDeedOwners, readTokenState } from './token-reads';
import { anvil, accounts, db, wallet, context, startTokensChain } from './tokens.testing';

startTokensChain();

const DEED = new Interface(assetDeedAbi);
const ownerOf = async (token: string, id: bigint) =>
  DEED.decodeFunctionResult(
    'ownerOf',
    (await rpc(anvil.rpcUrl, 'eth_call', [
      { to: token, data: DEED.encodeFunctionData('ownerOf', [id]) },
      'latest',
    ])) as string,
  )[0] as string;

describe('creating a unique asset', () => {
  it('deploys a deed collection and mints deed #1 whose token URI is the CID of the recorded metadata', async () => {
    const ctx = context(accounts[0]!);
    const draft = checkDeedDraft({
      ...EMPTY_DEED_DRAFT,
      name: 'Warehouse 7',
      symbol: 'WH7',
      description: 'Freehold warehouse, 2,400 m²',
      documents: 'bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy',
      properties: 'Area: 2400 m²\nCity: Rotterdam',
    });
    if (!draft.ok) throw new Error(JSON.stringify(draft.errors));
    const outcome = await createDeed(ctx, draft.value, () => {});
    if (!outcome.ok) throw new Error(outcome.message);
    const record = outcome.token;
    expect(record).toMatchObject({ kind: 'deed', symbol: 'WH7', cap: null });
    // The JSON is also a Storage document, linked to the token, readable back byte for byte.
    expect(outcome.metadata).toEqual({ stored: true });
    const [document] = await findDocumentsByCid(db, record.metadataCid ?? '');
    expect(document?.links).toEqual([{ kind: 'companyToken', id: record.id, label: 'WH7 metadata' }]);
    expect(new TextDecoder().decode(await readDocumentBytes(documentStoreFor(db, accounts[0]!), document!))).toBe(
      record.metadataJson,
    );
    expect(record.metadataUri).toBe(`ipfs://${record.metadataCid}`);
    // The CID is the one kubo gives the recorded JSON bytes.
    const { cid } = await importFile(new TextEncoder().encode(record.metadataJson ?? ''), new MemoryBlocks());
    expect(cid.toString()).toBe(record.metadataCid);
    expect(JSON.parse(record.metadataJson ?? '')).toEqual({
      name: 'Warehouse 7',
      description: 'Freehold warehouse, 2,400 m²',
      properties: { Area: '2400 m²', City: 'Rotterdam' },
      documents: [
        {
          cid: 'bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy',
          uri: 'ipfs://bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy',
        },
      ],
    });
    const uri = DEED.decodeFunctionResult(
      'tokenURI',
      (await rpc(anvil.rpcUrl, 'eth_call', [
        { to: record.address, data: DEED.encodeFunctionData('tokenURI', [1n]) },
        'latest',
      ])) as string,
    )[0];
    expect(uri).toBe(record.metadataUri);
    expect(await ownerOf(record.address, 1n)).toBe(accounts[0]);
    expect((await readTokenState(ctx.reader, record)).supply).toBe(1n);
  });

  it('transfers deed #1 to another address: ownerOf follows, so does the holder count, and the old owner cannot move it again', async () => {
    const ctx = context(accounts[0]!);
    const draft = checkDeedDraft({
      ...EMPTY_DEED_DRAFT,
      name: 'Warehouse 8',
      symbol: 'WH8',
      description: 'Leasehold warehouse',
    });
    if (!draft.ok) throw new Error(JSON.stringify(draft.errors));
    const outcome = await createDeed(ctx, draft.value, () => {});
    if (!outcome.ok) throw new Error(outcome.message);
    const deed = outcome.token;
    // A second deed stays with the company, so after the transfer two wallets hold deeds.
    expect(
      (await runTokenAction(ctx, deed, { kind: 'mint-deed', to: accounts[0]!, uri: deed.metadataUri }, () => {})).ok,
    ).toBe(true);
    const holders = async () =>
      countDeedOwners(ctx.reader, deed.address, (await readTokenState(ctx.reader, deed)).supply);
    expect(await holders()).toBe(1);

    expect(
      (await runTokenAction(ctx, deed, { kind: 'transfer-deed', to: accounts[7]!, tokenId: 1n }, () => {})).ok,
    ).toBe(true);
    expect([await ownerOf(deed.address, 1n), await ownerOf(deed.address, 2n)]).toEqual([accounts[7], accounts[0]]);
    expect(await holders()).toBe(2);

    const sent: string[] = [];
    const again = await runTokenAction(
      context(accounts[0]!, wallet(sent)),
      deed,
      { kind: 'transfer-deed', to: accounts[8]!, tokenId: 1n },
      () => {},
    );
    expect(again).toMatchObject({
      ok: false,
      message: `Refused by the contract: ${accounts[0]} may not move deed #1. Nothing was sent.`,
    });
    expect(sent).toEqual([]);
    expect(await ownerOf(deed.address, 1n)).toBe(accounts[7]);
  });
});
