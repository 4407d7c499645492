// Auto Distribution's reads and calls on the chain: calldata for the Distributor and the token,
// allowance and balances, and what the node knows about a batch's last attempt.
import { Interface } from 'ethers';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { call, getBalance, getReceipt, getTransaction } from '@/lib/chain/rpc-methods';
import type { DistributionRun } from '@/lib/db/entities/distribution';
import type { BatchObservation, BatchState } from '@/platform/features/autodistribution/model/run-state';

export const ERC20 = new Interface([
  'function approve(address spender, uint256 amount) returns (bool)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function balanceOf(address owner) view returns (uint256)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
]);

export { approveCall, batchCall } from '@/lib/payments/payment-calls';

/** What the sender has allowed the Distributor to take. */
export async function readAllowance(
  reader: ChainReader,
  token: string,
  owner: string,
  spender: string,
): Promise<bigint> {
  const data = await call(reader, { to: token, data: ERC20.encodeFunctionData('allowance', [owner, spender]) });
  return ERC20.decodeFunctionResult('allowance', data)[0] as bigint;
}

/** The sender's balance of the run's asset. */
export async function readAssetBalance(reader: ChainReader, run: DistributionRun): Promise<bigint> {
  if (!run.asset.address) return getBalance(reader, run.sender);
  const data = await call(reader, { to: run.asset.address, data: ERC20.encodeFunctionData('balanceOf', [run.sender]) });
  return ERC20.decodeFunctionResult('balanceOf', data)[0] as bigint;
}

/** The sender's nonce: `latest` counts mined transactions, `pending` also those in the pool. */
export async function readNonce(reader: ChainReader, account: string, tag: 'latest' | 'pending'): Promise<number> {
  return Number(BigInt(String(await reader.request('eth_getTransactionCount', [account, tag]))));
}

/** The receipt, the pool and the nonce for a batch's last attempt. */
export async function observeBatch(reader: ChainReader, sender: string, batch: BatchState): Promise<BatchObservation> {
  const receipt = batch.hash ? await getReceipt(reader, batch.hash) : null;
  const known = batch.hash && !receipt ? (await getTransaction(reader, batch.hash)) !== null : false;
  return {
    receiptStatus: receipt ? (receipt.status === 0 ? 0 : 1) : null,
    blockNumber: receipt ? receipt.blockNumber : null,
    known,
    minedNonce: await readNonce(reader, sender, 'latest'),
  };
}

/**
 * Where an approval sent earlier (from a tab since closed) stands: followed to its receipt while
 * it is still in the pool, so the allowance read afterwards includes it. `dropped`: the node no
 * longer knows it (it can no longer be mined with its nonce taken, or it was replaced).
 */
export async function settleApproval(
  reader: ChainReader,
  hash: string,
  pollMs: number,
): Promise<'mined' | 'failed' | 'dropped'> {
  // Asked again on every poll: an approval sped up or cancelled in the wallet leaves the pool
  // without a receipt of its own, and waiting for one would hang the resume for ever.
  for (;;) {
    const receipt = await getReceipt(reader, hash);
    if (receipt) return receipt.status === 0 ? 'failed' : 'mined';
    if ((await getTransaction(reader, hash)) === null) return 'dropped';
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** The latest block's gas limit (batches are sized from it). */
export async function readBlockGasLimit(reader: ChainReader): Promise<bigint> {
  const block = await reader.request<{ gasLimit?: unknown } | null>('eth_getBlockByNumber', ['latest', false]);
  const limit = block?.gasLimit;
  if (typeof limit !== 'string' || !/^0x[0-9a-fA-F]{1,32}$/.test(limit))
    throw new Error('The node answered eth_getBlockByNumber without a gas limit');
  return BigInt(limit);
}
