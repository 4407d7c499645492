import { encodeBytes32String, parseEther, parseUnits, ZeroAddress, type Contract } from 'ethers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  assetSharesFactory,
  paymentRouterAt,
  paymentRouterFactory,
  type AssetSharesContract,
  type PaymentRouterContract,
} from '@/lib/contracts/contracts';
import { deployTestContract, deployed, eventsOf, expectRevert, mined, startChain, type Chain } from './helpers';

const ref = (text: string) => encodeBytes32String(text);

describe('PaymentRouter', () => {
  let chain: Chain;
  let router: PaymentRouterContract;
  let routerAddress: string;
  let token: AssetSharesContract;
  const tokensToWatch: string[] = [];

  beforeAll(async () => {
    chain = await startChain();
    const [owner, alice] = chain.accounts;
    router = await deployed(paymentRouterFactory(owner!).deploy());
    routerAddress = await router.getAddress();
    token = await deployed(
      assetSharesFactory(owner!).deploy('Test USD', 'TUSD', parseUnits('1000000', 18), '', owner!.address),
    );
    await mined(token.mint(alice!.address, parseUnits('1000', 18)));
    tokensToWatch.push(await token.getAddress());
  });
  afterAll(() => chain.stop());

  // The router never holds funds: checked after every test.
  afterEach(async () => {
    expect(await chain.provider.getBalance(routerAddress)).toBe(0n);
    for (const address of tokensToWatch) {
      expect(await token.attach(address).getFunction('balanceOf')(routerAddress)).toBe(0n);
    }
  });

  const asAlice = () => paymentRouterAt(routerAddress, chain.accounts[1]);

  it('payEth forwards the whole value to the payee and emits Payment(reference, payer, payee, 0x0, amount)', async () => {
    const [, alice, bob] = chain.accounts;
    const before = await chain.provider.getBalance(bob!.address);
    const receipt = await mined(asAlice().payEth(ref('INV-0001'), bob!.address, { value: parseEther('1.25') }));
    expect(await chain.provider.getBalance(bob!.address)).toBe(before + parseEther('1.25'));
    expect(eventsOf(receipt, router, 'Payment').map((args) => args.toObject())).toEqual([
      {
        paymentReference: ref('INV-0001'),
        payer: alice!.address,
        payee: bob!.address,
        token: ZeroAddress,
        amount: parseEther('1.25'),
      },
    ]);
  });

  it('payEth refuses the zero payee with ZeroPayee', async () => {
    await expectRevert(asAlice().payEth(ref('INV-0002'), ZeroAddress, { value: 1n }), router, 'ZeroPayee', []);
  });

  it('payEth refuses a zero value with ZeroAmount', async () => {
    const [, , bob] = chain.accounts;
    await expectRevert(asAlice().payEth(ref('INV-0003'), bob!.address), router, 'ZeroAmount', []);
  });

  it('payEth reverts with EthTransferFailed(payee) when the payee refuses ETH', async () => {
    const rejecting = await deployTestContract('RejectingReceiver', chain.accounts[0]!);
    const payee = await rejecting.getAddress();
    await expectRevert(asAlice().payEth(ref('INV-0004'), payee, { value: 5n }), router, 'EthTransferFailed', [payee]);
  });

  it('payEth blocks re-entry from the payee (ReentrancyGuardReentrantCall) and pays once', async () => {
    const attacker: Contract = await deployTestContract('Reenterer', chain.accounts[0]!);
    const attackerAddress = await attacker.getAddress();
    const payload = router.interface.encodeFunctionData('payEth', [ref('REENTER'), attackerAddress]);
    await mined(attacker.getFunction('arm')(routerAddress, payload));
    const receipt = await mined(asAlice().payEth(ref('INV-0005'), attackerAddress, { value: 1000n }));
    expect(await attacker.getFunction('attempted')()).toBe(true);
    expect(await attacker.getFunction('reentrySucceeded')()).toBe(false);
    const reason = router.interface.parseError(await attacker.getFunction('reentryRevertData')());
    expect(reason?.name).toBe('ReentrancyGuardReentrantCall');
    expect(eventsOf(receipt, router, 'Payment')).toHaveLength(1);
    expect(await chain.provider.getBalance(attackerAddress)).toBe(1000n);
  });

  it('payToken moves the amount from payer to payee via transferFrom and emits Payment with the token', async () => {
    const [, alice, bob] = chain.accounts;
    const tokenAddress = await token.getAddress();
    const amount = parseUnits('12.5', 18);
    await mined(token.connect(alice!).getFunction('approve')(routerAddress, amount));
    const receipt = await mined(asAlice().payToken(tokenAddress, ref('INV-0006'), bob!.address, amount));
    expect(await token.balanceOf(bob!.address)).toBe(amount);
    expect(await token.allowance(alice!.address, routerAddress)).toBe(0n);
    expect(eventsOf(receipt, router, 'Payment').map((args) => args.toObject())).toEqual([
      { paymentReference: ref('INV-0006'), payer: alice!.address, payee: bob!.address, token: tokenAddress, amount },
    ]);
    const transfers = eventsOf(receipt, token, 'Transfer').map((args) => [...args]);
    expect(transfers).toEqual([[alice!.address, bob!.address, amount]]);
  });

  it('payToken refuses the zero payee and a zero amount', async () => {
    const [, , bob] = chain.accounts;
    const tokenAddress = await token.getAddress();
    await expectRevert(asAlice().payToken(tokenAddress, ref('INV-0007'), ZeroAddress, 1n), router, 'ZeroPayee', []);
    await expectRevert(asAlice().payToken(tokenAddress, ref('INV-0008'), bob!.address, 0n), router, 'ZeroAmount', []);
  });

  it('payToken without allowance reverts with the token’s ERC20InsufficientAllowance', async () => {
    const [, , bob] = chain.accounts;
    await expectRevert(
      asAlice().payToken(await token.getAddress(), ref('INV-0009'), bob!.address, 7n),
      token,
      'ERC20InsufficientAllowance',
      [routerAddress, 0n, 7n],
    );
  });

  it('payToken reverts with SafeERC20FailedOperation for a token returning false and for a non-contract', async () => {
    const [owner, alice, bob] = chain.accounts;
    const falseToken = await deployTestContract('FalseToken', owner!);
    const falseAddress = await falseToken.getAddress();
    tokensToWatch.push(falseAddress);
    await mined(falseToken.getFunction('mint')(alice!.address, 100n));
    await mined(falseToken.connect(alice!).getFunction('approve')(routerAddress, 100n));
    await expectRevert(
      asAlice().payToken(falseAddress, ref('INV-0010'), bob!.address, 10n),
      router,
      'SafeERC20FailedOperation',
      [falseAddress],
    );
    await expectRevert(
      asAlice().payToken(ZeroAddress, ref('INV-0011'), bob!.address, 10n),
      router,
      'SafeERC20FailedOperation',
      [ZeroAddress],
    );
  });

  it('payToken blocks re-entry from the token (ReentrancyGuardReentrantCall) and pays once', async () => {
    const [owner, alice, bob] = chain.accounts;
    const evil = await deployTestContract('ReentrantToken', owner!);
    const evilAddress = await evil.getAddress();
    tokensToWatch.push(evilAddress);
    await mined(evil.getFunction('mint')(alice!.address, 100n));
    await mined(evil.connect(alice!).getFunction('approve')(routerAddress, 100n));
    const payload = router.interface.encodeFunctionData('payToken', [evilAddress, ref('REENTER'), bob!.address, 1n]);
    await mined(evil.getFunction('arm')(routerAddress, payload));
    const receipt = await mined(asAlice().payToken(evilAddress, ref('INV-0012'), bob!.address, 40n));
    expect(await evil.getFunction('attempted')()).toBe(true);
    expect(await evil.getFunction('reentrySucceeded')()).toBe(false);
    expect(router.interface.parseError(await evil.getFunction('reentryRevertData')())?.name).toBe(
      'ReentrancyGuardReentrantCall',
    );
    expect(eventsOf(receipt, router, 'Payment')).toHaveLength(1);
    expect(await evil.getFunction('balanceOf')(bob!.address)).toBe(40n);
  });

  it('refuses plain ETH and ETH sent along with payToken', async () => {
    const [, alice, bob] = chain.accounts;
    await expect(alice!.sendTransaction({ to: routerAddress, value: 1n })).rejects.toMatchObject({
      code: 'CALL_EXCEPTION',
    });
    const data = router.interface.encodeFunctionData('payToken', [
      await token.getAddress(),
      ref('X'),
      bob!.address,
      1n,
    ]);
    await expect(alice!.sendTransaction({ to: routerAddress, data, value: 1n })).rejects.toMatchObject({
      code: 'CALL_EXCEPTION',
    });
  });
});
