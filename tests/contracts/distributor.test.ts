import { getAddress, hexlify, parseEther, parseUnits, randomBytes, ZeroAddress, type Contract } from 'ethers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  assetSharesFactory,
  distributorAt,
  distributorFactory,
  type AssetSharesContract,
  type DistributorContract,
} from '@/lib/contracts/contracts';
import { deployTestContract, deployed, eventsOf, expectRevert, mined, startChain, type Chain } from './helpers';

const freshAddresses = (count: number) => Array.from({ length: count }, () => getAddress(hexlify(randomBytes(20))));

describe('Distributor', () => {
  let chain: Chain;
  let distributor: DistributorContract;
  let distributorAddress: string;
  let token: AssetSharesContract;
  let tokenAddress: string;
  const tokensToWatch: string[] = [];

  beforeAll(async () => {
    chain = await startChain();
    const [owner, alice] = chain.accounts;
    distributor = await deployed(distributorFactory(owner!).deploy());
    distributorAddress = await distributor.getAddress();
    token = await deployed(
      assetSharesFactory(owner!).deploy('Test USD', 'TUSD', parseUnits('1000000', 6), '', owner!.address),
    );
    tokenAddress = await token.getAddress();
    await mined(token.mint(alice!.address, parseUnits('10000', 6)));
    tokensToWatch.push(tokenAddress);
  });
  afterAll(() => chain.stop());

  // The distributor never keeps anything: checked after every test.
  afterEach(async () => {
    expect(await chain.provider.getBalance(distributorAddress)).toBe(0n);
    for (const address of tokensToWatch) {
      expect(await token.attach(address).getFunction('balanceOf')(distributorAddress)).toBe(0n);
    }
  });

  const asAlice = () => distributorAt(distributorAddress, chain.accounts[1]);

  it('distributeEth pays each recipient its exact amount and emits one Distributed(sender, 0x0, total, count)', async () => {
    const [, alice] = chain.accounts;
    const recipients = freshAddresses(3);
    const amounts = [parseEther('0.5'), 1n, parseEther('2') + 333n];
    const total = amounts.reduce((sum, amount) => sum + amount, 0n);
    const receipt = await mined(asAlice().distributeEth(recipients, amounts, { value: total }));
    for (const [index, recipient] of recipients.entries()) {
      expect(await chain.provider.getBalance(recipient)).toBe(amounts[index]);
    }
    expect(eventsOf(receipt, distributor, 'Distributed').map((args) => args.toObject())).toEqual([
      { sender: alice!.address, token: ZeroAddress, total, count: 3n },
    ]);
  });

  it('lets the app reconstruct ETH payouts from the transaction that emitted Distributed', async () => {
    const recipients = freshAddresses(2);
    const amounts = [10n, 20n];
    const receipt = await mined(asAlice().distributeEth(recipients, amounts, { value: 30n }));
    const tx = await chain.provider.getTransaction(receipt.hash);
    const call = distributor.interface.parseTransaction({ data: tx!.data, value: tx!.value });
    expect(call?.name).toBe('distributeEth');
    expect([...call!.args[0]]).toEqual(recipients);
    expect([...call!.args[1]]).toEqual(amounts);
  });

  it('distributeEth refuses a value that differs from the sum with WrongTotal(expected, sent)', async () => {
    const recipients = freshAddresses(2);
    await expectRevert(asAlice().distributeEth(recipients, [10n, 20n], { value: 29n }), distributor, 'WrongTotal', [
      30n,
      29n,
    ]);
    await expectRevert(asAlice().distributeEth(recipients, [10n, 20n], { value: 31n }), distributor, 'WrongTotal', [
      30n,
      31n,
    ]);
    expect(await chain.provider.getBalance(recipients[0]!)).toBe(0n);
  });

  it('refuses mismatched lengths, an empty list and a zero address (with its index)', async () => {
    const [a, b] = freshAddresses(2);
    await expectRevert(asAlice().distributeEth([a!, b!], [1n], { value: 1n }), distributor, 'LengthMismatch', []);
    await expectRevert(asAlice().distributeEth([], [], { value: 0n }), distributor, 'EmptyRecipients', []);
    await expectRevert(
      asAlice().distributeEth([a!, ZeroAddress], [1n, 1n], { value: 2n }),
      distributor,
      'ZeroAddress',
      [1n],
    );
    await expectRevert(asAlice().distributeToken(tokenAddress, [a!], [1n, 2n]), distributor, 'LengthMismatch', []);
    await expectRevert(asAlice().distributeToken(tokenAddress, [], []), distributor, 'EmptyRecipients', []);
    await expectRevert(
      asAlice().distributeToken(tokenAddress, [ZeroAddress, a!], [1n, 1n]),
      distributor,
      'ZeroAddress',
      [0n],
    );
  });

  it('distributeEth reverts as a whole with EthTransferFailed(to) when one recipient refuses ETH', async () => {
    const rejecting = await deployTestContract('RejectingReceiver', chain.accounts[0]!);
    const refuser = await rejecting.getAddress();
    const [first] = freshAddresses(1);
    await expectRevert(
      asAlice().distributeEth([first!, refuser], [5n, 5n], { value: 10n }),
      distributor,
      'EthTransferFailed',
      [refuser],
    );
    expect(await chain.provider.getBalance(first!)).toBe(0n);
  });

  it('distributeEth blocks re-entry from a recipient (ReentrancyGuardReentrantCall)', async () => {
    const attacker: Contract = await deployTestContract('Reenterer', chain.accounts[0]!);
    const attackerAddress = await attacker.getAddress();
    const payload = distributor.interface.encodeFunctionData('distributeEth', [[attackerAddress], [100n]]);
    await mined(attacker.getFunction('arm')(distributorAddress, payload));
    const [other] = freshAddresses(1);
    const receipt = await mined(asAlice().distributeEth([attackerAddress, other!], [100n, 50n], { value: 150n }));
    expect(await attacker.getFunction('attempted')()).toBe(true);
    expect(await attacker.getFunction('reentrySucceeded')()).toBe(false);
    expect(distributor.interface.parseError(await attacker.getFunction('reentryRevertData')())?.name).toBe(
      'ReentrancyGuardReentrantCall',
    );
    expect(eventsOf(receipt, distributor, 'Distributed')).toHaveLength(1);
    expect(await chain.provider.getBalance(attackerAddress)).toBe(100n);
    expect(await chain.provider.getBalance(other!)).toBe(50n);
  });

  it('distributeToken transfers from the sender straight to each recipient and emits Distributed with the token', async () => {
    const [, alice] = chain.accounts;
    const recipients = freshAddresses(3);
    const amounts = [parseUnits('1.5', 6), 1n, parseUnits('100', 6)];
    const total = amounts.reduce((sum, amount) => sum + amount, 0n);
    await mined(token.connect(alice!).getFunction('approve')(distributorAddress, total));
    const before = await token.balanceOf(alice!.address);
    const receipt = await mined(asAlice().distributeToken(tokenAddress, recipients, amounts));
    expect(await token.balanceOf(alice!.address)).toBe(before - total);
    for (const [index, recipient] of recipients.entries())
      expect(await token.balanceOf(recipient)).toBe(amounts[index]);
    expect(eventsOf(receipt, distributor, 'Distributed').map((args) => args.toObject())).toEqual([
      { sender: alice!.address, token: tokenAddress, total, count: 3n },
    ]);
    // Per-recipient amounts are also in the token's own Transfer logs, from the sender directly.
    const transfers = eventsOf(receipt, token, 'Transfer').map((args) => [...args]);
    expect(transfers).toEqual(recipients.map((recipient, index) => [alice!.address, recipient, amounts[index]]));
  });

  it('distributeToken is all-or-nothing when the allowance runs out part-way', async () => {
    const [, alice] = chain.accounts;
    const recipients = freshAddresses(2);
    await mined(token.connect(alice!).getFunction('approve')(distributorAddress, 15n));
    await expectRevert(
      asAlice().distributeToken(tokenAddress, recipients, [10n, 10n]),
      token,
      'ERC20InsufficientAllowance',
      [distributorAddress, 5n, 10n],
    );
    expect(await token.balanceOf(recipients[0]!)).toBe(0n);
    await mined(token.connect(alice!).getFunction('approve')(distributorAddress, 0n));
  });

  it('distributeToken reverts with SafeERC20FailedOperation for a token returning false', async () => {
    const [owner, alice] = chain.accounts;
    const falseToken = await deployTestContract('FalseToken', owner!);
    const falseAddress = await falseToken.getAddress();
    tokensToWatch.push(falseAddress);
    await mined(falseToken.getFunction('mint')(alice!.address, 100n));
    await mined(falseToken.connect(alice!).getFunction('approve')(distributorAddress, 100n));
    await expectRevert(
      asAlice().distributeToken(falseAddress, freshAddresses(1), [1n]),
      distributor,
      'SafeERC20FailedOperation',
      [falseAddress],
    );
  });

  it('distributeToken blocks re-entry from the token (ReentrancyGuardReentrantCall)', async () => {
    const [owner, alice] = chain.accounts;
    const evil = await deployTestContract('ReentrantToken', owner!);
    const evilAddress = await evil.getAddress();
    tokensToWatch.push(evilAddress);
    await mined(evil.getFunction('mint')(alice!.address, 100n));
    await mined(evil.connect(alice!).getFunction('approve')(distributorAddress, 100n));
    const [target] = freshAddresses(1);
    const payload = distributor.interface.encodeFunctionData('distributeToken', [evilAddress, [target], [1n]]);
    await mined(evil.getFunction('arm')(distributorAddress, payload));
    await mined(asAlice().distributeToken(evilAddress, [target!], [30n]));
    expect(await evil.getFunction('attempted')()).toBe(true);
    expect(await evil.getFunction('reentrySucceeded')()).toBe(false);
    expect(distributor.interface.parseError(await evil.getFunction('reentryRevertData')())?.name).toBe(
      'ReentrancyGuardReentrantCall',
    );
    expect(await evil.getFunction('balanceOf')(target)).toBe(30n);
  });

  it('refuses plain ETH and ETH sent along with distributeToken', async () => {
    const [, alice] = chain.accounts;
    await expect(alice!.sendTransaction({ to: distributorAddress, value: 1n })).rejects.toMatchObject({
      code: 'CALL_EXCEPTION',
    });
    const data = distributor.interface.encodeFunctionData('distributeToken', [tokenAddress, freshAddresses(1), [0n]]);
    await expect(alice!.sendTransaction({ to: distributorAddress, data, value: 1n })).rejects.toMatchObject({
      code: 'CALL_EXCEPTION',
    });
  });
});
