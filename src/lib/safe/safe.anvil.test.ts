// Safe 1.4.1 on a real anvil, deployed from Safe's npm artifacts at the canonical addresses
// (scripts/lib/deploy-safe.mjs): a 2-of-3 Safe created through the proxy factory, read back, and
// paying three transfers in one MultiSend batch signed by two owners through the node's own
// eth_signTypedData_v4 and eth_sign (the wallet requests the app makes).
import { getAddress, Interface, JsonRpcProvider, keccak256, parseEther } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpc, startAnvil, type Anvil } from '../../../scripts/lib/anvil.mjs';
import { deploySafeContracts, SAFE_CONTRACTS } from '../../../scripts/lib/deploy-safe.mjs';
import { sendFrom } from '../../../tests/fixtures/chain-actions';
import { httpReader } from '@/lib/chain/rpc-client';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { call, getBalance } from '@/lib/chain/rpc-methods';
import { createdSafeOf, createSafeCall, predictSafeAddress } from './create-safe';
import { execTransactionData, nextSafeNonce, paymentsSafeTx, safeTxArgs } from './execute';
import { readSafe } from './read-safe';
import { proxyFactoryInterface, safeContractsOn, safeInterface, type SafeContracts } from './safe-contracts';
import { OPERATION, safeTx, safeTxHash, safeTxTypedData, type SafeTx } from './safe-tx';
import { ethSignSignature, executorSignature, recoverOwner, typedSignature } from './owner-signatures';
import { SAFE_CANONICAL_ADDRESSES } from './generated/safe-networks';
import { SAFE_CAST } from './safe-cast.testing';

let anvil: Anvil;
let reader: ChainReader;
let provider: JsonRpcProvider;
let contracts: SafeContracts;
let safe: string;
const [admin, owner1, owner2, owner3, payer] = SAFE_CAST;

interface RawReceipt {
  readonly status: string;
  readonly logs: { address: string; topics: string[]; data: string }[];
}

/** Sends from an unlocked anvil account and returns the mined receipt (failing on a revert). */
async function send(from: string, to: string, data: string, value = 0n): Promise<RawReceipt> {
  const hash = await sendFrom(anvil.rpcUrl, { from, to, data, value });
  const receipt = (await rpc(anvil.rpcUrl, 'eth_getTransactionReceipt', [hash])) as RawReceipt;
  if (receipt.status !== '0x1') throw new Error(`reverted: ${hash}`);
  return receipt;
}

/** What the Safe contract itself says the hash is. */
async function contractHash(tx: SafeTx): Promise<string> {
  const data = safeInterface.encodeFunctionData('getTransactionHash', [...safeTxArgs(tx), tx.nonce]);
  return String(safeInterface.decodeFunctionResult('getTransactionHash', await call(reader, { to: safe, data }))[0]);
}

beforeAll(async () => {
  anvil = await startAnvil();
  reader = httpReader(anvil.rpcUrl, anvil.chainId);
  provider = new JsonRpcProvider(anvil.rpcUrl, anvil.chainId, { staticNetwork: true, pollingInterval: 50 });
  const result = await deploySafeContracts({ provider, isLocal: true });
  expect(result.deployed).toEqual(SAFE_CONTRACTS.map((contract) => contract.key));
  contracts = safeContractsOn(anvil.chainId)!;
});

afterAll(async () => {
  provider.destroy();
  await anvil.stop();
});

describe('Safe 1.4.1 on anvil', () => {
  it("lands Safe's contracts at the canonical addresses the app knows, with Safe's published code", async () => {
    expect(contracts).toEqual(SAFE_CANONICAL_ADDRESSES);
    const code = (await rpc(anvil.rpcUrl, 'eth_getCode', [contracts.SafeL2, 'latest'])) as string;
    // The codeHash @safe-global/safe-deployments publishes for SafeL2 1.4.1.
    expect(keccak256(code)).toBe('0xb1f926978a0f44a2c0ec8fe822418ae969bd8c3f18d61e5103100339894f81ff');
  });

  it('creates a 2-of-3 Safe at the predicted address and reads it back', async () => {
    const owners = [owner1, owner2, owner3];
    const saltNonce = 7n;
    const creationCode = String(
      proxyFactoryInterface.decodeFunctionResult(
        'proxyCreationCode',
        await call(reader, {
          to: contracts.SafeProxyFactory,
          data: proxyFactoryInterface.encodeFunctionData('proxyCreationCode', []),
        }),
      )[0],
    );
    const predicted = predictSafeAddress(contracts, creationCode, owners, 2, saltNonce);
    const creation = createSafeCall(contracts, owners, 2, saltNonce);
    const receipt = await send(admin, creation.to, creation.data);
    safe = createdSafeOf(receipt.logs, contracts)!;
    expect(safe).toBe(predicted);
    const read = await readSafe(reader, safe);
    expect(read).toEqual({
      ok: true,
      safe: { address: safe, chainId: anvil.chainId, version: '1.4.1', owners, threshold: 2, nonce: 0n },
    });
  });

  it('refuses an account, a contract that is not a Safe, and a non-address, with the reason', async () => {
    expect(await readSafe(reader, payer)).toEqual({
      ok: false,
      reason: expect.stringMatching(/no contract at .*not a Safe/),
    });
    expect(await readSafe(reader, contracts.MultiSendCallOnly)).toEqual({
      ok: false,
      reason: expect.stringMatching(/is not a Safe/),
    });
    expect(await readSafe(reader, '0x1234')).toEqual({ ok: false, reason: '0x1234 is not an Ethereum address.' });
  });

  it('pays three transfers in one MultiSend batch signed by two owners (typed data and eth_sign)', async () => {
    await send(admin, safe, '0x', parseEther('5'));
    const payees = [1, 2, 3].map((index) => getAddress(`0x${String(index).repeat(40)}`));
    const amounts = [parseEther('1'), parseEther('0.5'), parseEther('0.25')];
    const tx = paymentsSafeTx(
      contracts,
      payees.map((to, index) => ({ to, value: amounts[index]!, data: '0x' })),
      nextSafeNonce(0n, []),
    );
    expect(tx).toMatchObject({ to: contracts.MultiSendCallOnly, operation: OPERATION.delegateCall, nonce: 0n });
    const hash = safeTxHash(anvil.chainId, safe, tx);
    expect(hash).toBe(await contractHash(tx));

    const typed = (await rpc(anvil.rpcUrl, 'eth_signTypedData_v4', [
      owner3,
      JSON.stringify(safeTxTypedData(anvil.chainId, safe, tx)),
    ])) as string;
    const signed = (await rpc(anvil.rpcUrl, 'eth_sign', [owner1, hash])) as string;
    const signatures = [typedSignature(owner3, typed), ethSignSignature(owner1, signed)];
    expect(signatures.map((signature) => recoverOwner(hash, signature))).toEqual([owner3, owner1]);

    const before = await Promise.all(payees.map((payee) => getBalance(reader, payee)));
    // A wallet that is not an owner pays the gas.
    const receipt = await send(payer, safe, execTransactionData(tx, signatures));
    const success = receipt.logs
      .filter((log) => log.address.toLowerCase() === safe.toLowerCase())
      .map((log) => safeInterface.parseLog(log));
    expect(success.find((event) => event?.name === 'ExecutionSuccess')?.args[0]).toBe(hash);
    const after = await Promise.all(payees.map((payee) => getBalance(reader, payee)));
    expect(after.map((balance, index) => balance - before[index]!)).toEqual(amounts);
    expect(await getBalance(reader, safe)).toBe(parseEther('5') - parseEther('1.75'));
    const read = await readSafe(reader, safe);
    expect(read.ok && read.safe.nonce).toBe(1n);
  });

  it("executes with one signature when the second owner sends the execution, and refuses a stranger's signature", async () => {
    const tx = safeTx({ to: payer, value: parseEther('0.1'), nonce: 1n });
    const hash = safeTxHash(anvil.chainId, safe, tx);
    const typed = (await rpc(anvil.rpcUrl, 'eth_signTypedData_v4', [
      owner2,
      JSON.stringify(safeTxTypedData(anvil.chainId, safe, tx)),
    ])) as string;
    const stranger = (await rpc(anvil.rpcUrl, 'eth_signTypedData_v4', [
      payer,
      JSON.stringify(safeTxTypedData(anvil.chainId, safe, tx)),
    ])) as string;
    expect(recoverOwner(hash, typedSignature(payer, stranger))).toBe(payer);
    // Signed by a non-owner: Safe reverts with GS026 (invalid owner), nothing is paid.
    const forged = execTransactionData(tx, [typedSignature(owner2, typed), typedSignature(payer, stranger)]);
    await expect(call(reader, { from: payer, to: safe, data: forged })).rejects.toMatchObject({
      data: new Interface(['error Error(string)']).encodeErrorResult('Error', ['GS026']),
    });
    await expect(send(payer, safe, forged)).rejects.toThrow('reverted');
    const receipt = await send(
      owner1,
      safe,
      execTransactionData(tx, [typedSignature(owner2, typed), executorSignature(owner1)]),
    );
    expect(receipt.status).toBe('0x1');
    const read = await readSafe(reader, safe);
    expect(read.ok && read.safe.nonce).toBe(2n);
  });
});
