import { id, keccak256, ZeroHash } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CONTRACT_ADDRESS } from '@/config/chain';
import { registryAt, registryFactory, type RegistryContract } from '@/lib/contracts/contracts';
import { registryRuntimeCodeHash } from '@/lib/contracts/generated/artifacts';
import { deployed, eventsOf, expectRevert, mined, startChain, type Chain } from './helpers';

describe('Registry', () => {
  let chain: Chain;
  let registry: RegistryContract;

  beforeAll(async () => {
    chain = await startChain();
    const [account0] = chain.accounts;
    registry = await deployed(registryFactory(account0!).deploy());
  });
  afterAll(() => chain.stop());

  it('lands at the fixed local address when it is anvil account 0’s first deployment', async () => {
    expect(await registry.getAddress()).toBe(LOCAL_CONTRACT_ADDRESS);
    const code = await chain.provider.getCode(LOCAL_CONTRACT_ADDRESS);
    expect(keccak256(code)).toBe(registryRuntimeCodeHash);
  });

  it('anchors a digest with its CID and block time, readable through anchoredAt', async () => {
    const [, alice] = chain.accounts;
    const digest = id('invoice-2026-001.pdf');
    const receipt = await mined(registryAt(LOCAL_CONTRACT_ADDRESS, alice).anchor(digest, 'bafkreigh2akiscaildc'));
    const block = await chain.provider.getBlock(receipt.blockNumber);
    const [event] = eventsOf(receipt, registry, 'Anchored');
    expect(event?.toObject()).toEqual({
      sender: alice!.address,
      digest,
      cid: 'bafkreigh2akiscaildc',
      time: BigInt(block!.timestamp),
    });
    expect(await registry.anchoredAt(alice!.address, digest)).toBe(BigInt(block!.timestamp));
  });

  it('returns 0 from anchoredAt for a digest never anchored by that sender', async () => {
    const [, alice, bob] = chain.accounts;
    expect(await registry.anchoredAt(bob!.address, id('invoice-2026-001.pdf'))).toBe(0n);
    expect(await registry.anchoredAt(alice!.address, id('never'))).toBe(0n);
  });

  it('refuses to re-anchor the same digest by the same sender with AlreadyAnchored(sender, digest)', async () => {
    const [, alice] = chain.accounts;
    const digest = id('contract.pdf');
    await mined(registryAt(LOCAL_CONTRACT_ADDRESS, alice).anchor(digest, 'cid-1'));
    const first = await registry.anchoredAt(alice!.address, digest);
    await expectRevert(registryAt(LOCAL_CONTRACT_ADDRESS, alice).anchor(digest, 'cid-2'), registry, 'AlreadyAnchored', [
      alice!.address,
      digest,
    ]);
    expect(await registry.anchoredAt(alice!.address, digest)).toBe(first);
  });

  it('lets a different sender anchor the same digest independently', async () => {
    const [, alice, bob] = chain.accounts;
    const digest = id('shared.pdf');
    await mined(registryAt(LOCAL_CONTRACT_ADDRESS, alice).anchor(digest, 'cid'));
    const receipt = await mined(registryAt(LOCAL_CONTRACT_ADDRESS, bob).anchor(digest, 'cid'));
    expect(eventsOf(receipt, registry, 'Anchored')[0]?.sender).toBe(bob!.address);
    expect(await registry.anchoredAt(bob!.address, digest)).toBeGreaterThan(0n);
  });

  it('accepts an empty CID (proof of existence of a private document)', async () => {
    const [, alice] = chain.accounts;
    const receipt = await mined(registryAt(LOCAL_CONTRACT_ADDRESS, alice).anchor(id('private'), ''));
    expect(eventsOf(receipt, registry, 'Anchored')[0]?.cid).toBe('');
  });

  it('refuses the zero digest with ZeroDigest', async () => {
    const [, alice] = chain.accounts;
    await expectRevert(registryAt(LOCAL_CONTRACT_ADDRESS, alice).anchor(ZeroHash, 'cid'), registry, 'ZeroDigest', []);
  });

  it('registers a company profile with CompanyRegistered(owner, profileCid, time), repeatable as an update', async () => {
    const [, alice] = chain.accounts;
    const registryAsAlice = registryAt(LOCAL_CONTRACT_ADDRESS, alice);
    const receipt = await mined(registryAsAlice.register('bafyprofilev1'));
    const block = await chain.provider.getBlock(receipt.blockNumber);
    expect(eventsOf(receipt, registry, 'CompanyRegistered')[0]?.toObject()).toEqual({
      owner: alice!.address,
      profileCid: 'bafyprofilev1',
      time: BigInt(block!.timestamp),
    });
    const update = await mined(registryAsAlice.register('bafyprofilev2'));
    expect(eventsOf(update, registry, 'CompanyRegistered')[0]?.profileCid).toBe('bafyprofilev2');
  });

  it('refuses an empty profile CID with EmptyProfileCid', async () => {
    const [, alice] = chain.accounts;
    await expectRevert(registryAt(LOCAL_CONTRACT_ADDRESS, alice).register(''), registry, 'EmptyProfileCid', []);
  });

  it('refuses plain ETH (it holds no funds)', async () => {
    const [, alice] = chain.accounts;
    await expect(alice!.sendTransaction({ to: LOCAL_CONTRACT_ADDRESS, value: 1n })).rejects.toMatchObject({
      code: 'CALL_EXCEPTION',
    });
    expect(await chain.provider.getBalance(LOCAL_CONTRACT_ADDRESS)).toBe(0n);
  });
});
