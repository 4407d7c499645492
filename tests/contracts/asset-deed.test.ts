import { ZeroAddress } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetDeedAt, assetDeedFactory, type AssetDeedContract } from '@/lib/contracts/contracts';
import { deployTestContract, deployed, eventsOf, expectRevert, mined, startChain, type Chain } from './helpers';

const ERC721_INTERFACE_ID = '0x80ac58cd';
const ERC721_METADATA_INTERFACE_ID = '0x5b5e139f';
const ERC4906_INTERFACE_ID = '0x49064906';

describe('AssetDeed (ERC-721 template)', () => {
  let chain: Chain;
  let deed: AssetDeedContract;
  let address: string;

  beforeAll(async () => {
    chain = await startChain();
    const [deployer, owner] = chain.accounts;
    deed = await deployed(assetDeedFactory(deployer!).deploy('Ledgerline Deeds', 'DEED', owner!.address));
    address = await deed.getAddress();
  });
  afterAll(() => chain.stop());

  const as = (index: number) => assetDeedAt(address, chain.accounts[index]);

  it('deploys with name, symbol and owner, advertising ERC-721, metadata and ERC-4906', async () => {
    const [, owner] = chain.accounts;
    expect(await deed.name()).toBe('Ledgerline Deeds');
    expect(await deed.symbol()).toBe('DEED');
    expect(await deed.owner()).toBe(owner!.address);
    expect(await deed.totalMinted()).toBe(0n);
    for (const interfaceId of [ERC721_INTERFACE_ID, ERC721_METADATA_INTERFACE_ID, ERC4906_INTERFACE_ID]) {
      expect(await deed.supportsInterface(interfaceId)).toBe(true);
    }
    expect(await deed.supportsInterface('0xffffffff')).toBe(false);
  });

  it('refuses a zero owner at deployment with OwnableInvalidOwner', async () => {
    const factory = assetDeedFactory(chain.accounts[0]!);
    await expectRevert(factory.deploy('X', 'X', ZeroAddress), factory.interface, 'OwnableInvalidOwner', [ZeroAddress]);
  });

  it('mints incrementing ids from 1 with their URIs, returning the id and emitting Transfer + MetadataUpdate', async () => {
    const [, , holder, other] = chain.accounts;
    expect(await as(1).mint.staticCall(holder!.address, 'ipfs://deed-1')).toBe(1n);
    const first = await mined(as(1).mint(holder!.address, 'ipfs://deed-1'));
    expect(eventsOf(first, deed, 'Transfer').map((args) => [...args])).toEqual([[ZeroAddress, holder!.address, 1n]]);
    expect(eventsOf(first, deed, 'MetadataUpdate').map((args) => args._tokenId)).toEqual([1n]);
    const second = await mined(as(1).mint(other!.address, 'ipfs://deed-2'));
    expect(eventsOf(second, deed, 'Transfer').map((args) => args.tokenId)).toEqual([2n]);
    expect(await deed.ownerOf(1n)).toBe(holder!.address);
    expect(await deed.ownerOf(2n)).toBe(other!.address);
    expect(await deed.tokenURI(1n)).toBe('ipfs://deed-1');
    expect(await deed.tokenURI(2n)).toBe('ipfs://deed-2');
    expect(await deed.totalMinted()).toBe(2n);
    expect(await deed.balanceOf(holder!.address)).toBe(1n);
  });

  it('refuses minting by anyone but the owner with OwnableUnauthorizedAccount', async () => {
    const [, , holder] = chain.accounts;
    await expectRevert(as(2).mint(holder!.address, 'ipfs://x'), deed, 'OwnableUnauthorizedAccount', [holder!.address]);
  });

  it('refuses minting to 0x0 and to a contract that is no ERC-721 receiver (ERC721InvalidReceiver)', async () => {
    const rejecting = await deployTestContract('RejectingReceiver', chain.accounts[0]!);
    const rejectingAddress = await rejecting.getAddress();
    await expectRevert(as(1).mint(ZeroAddress, 'ipfs://x'), deed, 'ERC721InvalidReceiver', [ZeroAddress]);
    await expectRevert(as(1).mint(rejectingAddress, 'ipfs://x'), deed, 'ERC721InvalidReceiver', [rejectingAddress]);
  });

  it('mints to a contract that implements onERC721Received', async () => {
    const holder = await deployTestContract('DeedHolder', chain.accounts[0]!);
    const holderAddress = await holder.getAddress();
    const id = await as(1).mint.staticCall(holderAddress, 'ipfs://vault');
    await mined(as(1).mint(holderAddress, 'ipfs://vault'));
    expect(await deed.ownerOf(id)).toBe(holderAddress);
  });

  it('transfers a deed and refuses a transfer by a non-owner (ERC721InsufficientApproval)', async () => {
    const [, , holder, other] = chain.accounts;
    await expectRevert(as(3).transferFrom(holder!.address, other!.address, 1n), deed, 'ERC721InsufficientApproval', [
      other!.address,
      1n,
    ]);
    await mined(as(2).transferFrom(holder!.address, other!.address, 1n));
    expect(await deed.ownerOf(1n)).toBe(other!.address);
  });

  it('reports unknown ids with ERC721NonexistentToken', async () => {
    await expectRevert(deed.tokenURI(999n), deed, 'ERC721NonexistentToken', [999n]);
    await expectRevert(deed.ownerOf(0n), deed, 'ERC721NonexistentToken', [0n]);
  });
});
