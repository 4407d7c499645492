import { parseUnits, ZeroAddress } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetSharesAt, assetSharesFactory, type AssetSharesContract } from '@/lib/contracts/contracts';
import { deployed, eventsOf, expectRevert, mined, startChain, type Chain } from './helpers';

const CAP = parseUnits('1000', 18);

describe('AssetShares (ERC-20 template)', () => {
  let chain: Chain;
  let shares: AssetSharesContract;
  let address: string;

  beforeAll(async () => {
    chain = await startChain();
    const [deployer, owner] = chain.accounts;
    // Deployed by one account on behalf of another: the owner is the constructor argument.
    shares = await deployed(
      assetSharesFactory(deployer!).deploy('Harbor Building', 'HRB', CAP, 'ipfs://bafymeta1', owner!.address),
    );
    address = await shares.getAddress();
  });
  afterAll(() => chain.stop());

  const as = (index: number) => assetSharesAt(address, chain.accounts[index]);

  it('deploys with name, symbol, 18 decimals, cap, metadata URI, owner and an initial MetadataURIUpdated', async () => {
    const [, owner] = chain.accounts;
    expect(await shares.name()).toBe('Harbor Building');
    expect(await shares.symbol()).toBe('HRB');
    expect(await shares.decimals()).toBe(18n);
    expect(await shares.cap()).toBe(CAP);
    expect(await shares.metadataURI()).toBe('ipfs://bafymeta1');
    expect(await shares.owner()).toBe(owner!.address);
    expect(await shares.totalSupply()).toBe(0n);
    expect(await shares.paused()).toBe(false);
    const receipt = await shares.deploymentTransaction()!.wait();
    expect(eventsOf(receipt!, shares, 'MetadataURIUpdated').map((args) => args.uri)).toEqual(['ipfs://bafymeta1']);
    expect(eventsOf(receipt!, shares, 'OwnershipTransferred').map((args) => [...args])).toEqual([
      [ZeroAddress, owner!.address],
    ]);
  });

  it('refuses a zero cap (ERC20InvalidCap) and a zero owner (OwnableInvalidOwner) at deployment', async () => {
    const [deployer] = chain.accounts;
    const factory = assetSharesFactory(deployer!);
    await expectRevert(factory.deploy('X', 'X', 0n, '', deployer!.address), factory.interface, 'ERC20InvalidCap', [0n]);
    await expectRevert(factory.deploy('X', 'X', 1n, '', ZeroAddress), factory.interface, 'OwnableInvalidOwner', [
      ZeroAddress,
    ]);
  });

  it('lets the owner mint (Transfer from 0x0) and refuses anyone else with OwnableUnauthorizedAccount', async () => {
    const [deployer, , holder] = chain.accounts;
    const receipt = await mined(as(1).mint(holder!.address, parseUnits('100', 18)));
    expect(eventsOf(receipt, shares, 'Transfer').map((args) => [...args])).toEqual([
      [ZeroAddress, holder!.address, parseUnits('100', 18)],
    ]);
    expect(await shares.balanceOf(holder!.address)).toBe(parseUnits('100', 18));
    await expectRevert(as(0).mint(deployer!.address, 1n), shares, 'OwnableUnauthorizedAccount', [deployer!.address]);
    await expectRevert(as(2).mint(holder!.address, 1n), shares, 'OwnableUnauthorizedAccount', [holder!.address]);
  });

  it('refuses minting past the cap with ERC20ExceededCap(increasedSupply, cap) and minting to 0x0', async () => {
    const [, , holder] = chain.accounts;
    const supply = await shares.totalSupply();
    await expectRevert(as(1).mint(holder!.address, CAP - supply + 1n), shares, 'ERC20ExceededCap', [CAP + 1n, CAP]);
    await expectRevert(as(1).mint(ZeroAddress, 1n), shares, 'ERC20InvalidReceiver', [ZeroAddress]);
  });

  it('transfers between holders and refuses a transfer to 0x0', async () => {
    const [, , holder, other] = chain.accounts;
    await mined(as(2).transfer(other!.address, 5n));
    expect(await shares.balanceOf(other!.address)).toBe(5n);
    await expectRevert(as(2).transfer(ZeroAddress, 1n), shares, 'ERC20InvalidReceiver', [ZeroAddress]);
    await expectRevert(as(3).transfer(holder!.address, 6n), shares, 'ERC20InsufficientBalance', [
      other!.address,
      5n,
      6n,
    ]);
  });

  it('pauses transfers and mints (EnforcedPause) for everyone until the owner unpauses', async () => {
    const [, owner, holder, other] = chain.accounts;
    const paused = await mined(as(1).pause());
    expect(eventsOf(paused, shares, 'Paused').map((args) => args.account)).toEqual([owner!.address]);
    expect(await shares.paused()).toBe(true);
    await expectRevert(as(2).transfer(other!.address, 1n), shares, 'EnforcedPause', []);
    await expectRevert(as(1).mint(holder!.address, 1n), shares, 'EnforcedPause', []);
    await expectRevert(as(1).pause(), shares, 'EnforcedPause', []);
    const unpaused = await mined(as(1).unpause());
    expect(eventsOf(unpaused, shares, 'Unpaused').map((args) => args.account)).toEqual([owner!.address]);
    await mined(as(2).transfer(other!.address, 1n));
    await expectRevert(as(1).unpause(), shares, 'ExpectedPause', []);
  });

  it('refuses pause and unpause from anyone but the owner', async () => {
    const [, , holder] = chain.accounts;
    await expectRevert(as(2).pause(), shares, 'OwnableUnauthorizedAccount', [holder!.address]);
    await mined(as(1).pause());
    await expectRevert(as(2).unpause(), shares, 'OwnableUnauthorizedAccount', [holder!.address]);
    await mined(as(1).unpause());
  });

  it('lets the owner update the metadata URI with MetadataURIUpdated, and nobody else', async () => {
    const [, , holder] = chain.accounts;
    const receipt = await mined(as(1).setMetadataURI('ipfs://bafymeta2'));
    expect(eventsOf(receipt, shares, 'MetadataURIUpdated').map((args) => args.uri)).toEqual(['ipfs://bafymeta2']);
    expect(await shares.metadataURI()).toBe('ipfs://bafymeta2');
    await expectRevert(as(2).setMetadataURI('ipfs://evil'), shares, 'OwnableUnauthorizedAccount', [holder!.address]);
  });

  it('transfers ownership to a new owner, who can then mint', async () => {
    const [, , holder, newOwner] = chain.accounts;
    await mined(as(1).transferOwnership(newOwner!.address));
    expect(await shares.owner()).toBe(newOwner!.address);
    await mined(as(3).mint(holder!.address, 1n));
    await expectRevert(as(1).mint(holder!.address, 1n), shares, 'OwnableUnauthorizedAccount', [
      chain.accounts[1]!.address,
    ]);
  });
});
