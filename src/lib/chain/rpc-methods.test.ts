// The typed reads against a real anvil node (no mocked chain where anvil can run).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpc, startAnvil, type Anvil } from '../../../scripts/lib/anvil.mjs';
import { httpReader, type ChainReader } from './rpc-client';
import {
  blockNumber,
  call,
  chainIdOf,
  getBalance,
  getBlock,
  getCode,
  getLogs,
  getReceipt,
  getTransaction,
} from './rpc-methods';
import { RpcError } from './rpc-error';

const ALICE = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const BOB = '0x70997970c51812dc3a010c7d01b09f3b3eb8c2a9';

let anvil: Anvil;
let reader: ChainReader;
let txHash: string;

beforeAll(async () => {
  anvil = await startAnvil();
  reader = httpReader(anvil.rpcUrl, anvil.chainId);
  txHash = (await rpc(anvil.rpcUrl, 'eth_sendTransaction', [
    { from: ALICE, to: BOB, value: '0xde0b6b3a7640000' },
  ])) as string;
});
afterAll(() => anvil?.stop());

describe('typed reads on anvil', () => {
  it('reads the chain id and the block number', async () => {
    expect(await chainIdOf(reader)).toBe(31337);
    expect(await blockNumber(reader)).toBe(1);
  });

  it('reads a block with hashes or with transactions', async () => {
    const withHashes = await getBlock(reader, 1);
    expect(withHashes?.transactions).toEqual([txHash]);
    const withTxs = await getBlock(reader, 1, true);
    expect(withTxs?.transactions[0]).toMatchObject({
      hash: txHash,
      from: ALICE,
      to: BOB,
      value: 10n ** 18n,
      blockNumber: 1,
    });
    expect(withTxs?.parentHash).toBe((await getBlock(reader, 0))?.hash);
    expect(await getBlock(reader, 99)).toBeNull();
  });

  it('reads a transaction and its receipt, null for an unknown hash', async () => {
    expect(await getTransaction(reader, txHash)).toMatchObject({ nonce: 0, to: BOB, value: 10n ** 18n });
    expect(await getReceipt(reader, txHash)).toMatchObject({
      status: 1,
      gasUsed: 21000n,
      logs: [],
      contractAddress: null,
    });
    const unknown = `0x${'00'.repeat(32)}`;
    expect(await getTransaction(reader, unknown)).toBeNull();
    expect(await getReceipt(reader, unknown)).toBeNull();
  });

  it('reads balances and code', async () => {
    expect((await getBalance(reader, BOB)) - (await getBalance(reader, BOB, 0))).toBe(10n ** 18n);
    expect(await getCode(reader, BOB)).toBe('0x');
  });

  it('calls and passes a node error through', async () => {
    expect(await call(reader, { to: BOB, data: '0x' })).toBe('0x');
    const error = await getLogs(reader, { fromBlock: 5, toBlock: 2 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcError);
    expect((error as RpcError).kind).toBe('rpc');
  });
});
