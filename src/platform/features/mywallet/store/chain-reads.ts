// My Wallet's reads from the chain the wallet is on (through the wallet's provider): balances,
// the fee estimate and the next nonce. Validated like every RPC result.
import { Interface } from 'ethers';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { call, getBalance } from '@/lib/chain/rpc-methods';
import type { Asset } from '@/lib/money/asset';
import { assetId } from '@/lib/money/asset';
import { feeEstimate, medianTip, suggestFees, type FeeEstimate } from '@/platform/features/mywallet/model/fee-estimate';

const ERC20 = new Interface(['function balanceOf(address) view returns (uint256)']);
const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;

function quantity(value: unknown, what: string): bigint {
  if (typeof value !== 'string' || !QUANTITY.test(value))
    throw new Error(`The node answered ${what} with an unexpected value`);
  return BigInt(value);
}

/** One balance read: the units, or why it could not be read. */
export type BalanceRead = { readonly units: bigint } | { readonly error: string };

/** The account's balance of every asset (by assetId); a token that fails does not fail the others. */
export async function readBalances(
  reader: ChainReader,
  account: string,
  assets: readonly Asset[],
): Promise<Map<string, BalanceRead>> {
  const reads = await Promise.all(
    assets.map(async (asset): Promise<BalanceRead> => {
      try {
        if (asset.kind === 'native' || !asset.address) return { units: await getBalance(reader, account) };
        const data = await call(reader, { to: asset.address, data: ERC20.encodeFunctionData('balanceOf', [account]) });
        return { units: ERC20.decodeFunctionResult('balanceOf', data)[0] as bigint };
      } catch (error) {
        return { error: error instanceof Error ? error.message : 'The balance could not be read' };
      }
    }),
  );
  return new Map(assets.map((asset, index) => [assetId(asset), reads[index] ?? { error: 'not read' }]));
}

/** The transaction whose fee is estimated. */
export interface EstimateRequest {
  readonly from: string;
  readonly to: string;
  readonly value: bigint;
  readonly data: string | null;
}

/** The JSON-RPC transaction object of a request. */
export function rpcTransaction(tx: EstimateRequest): Record<string, string> {
  return { from: tx.from, to: tx.to, value: `0x${tx.value.toString(16)}`, ...(tx.data ? { data: tx.data } : {}) };
}

/**
 * eth_estimateGas and the EIP-1559 fees: the next base fee and the median 50th-percentile tip of
 * the last 5 blocks from eth_feeHistory, else eth_maxPriorityFeePerGas; legacy chains (no base
 * fee) pay eth_gasPrice for both fields.
 */
export async function estimateFee(reader: ChainReader, tx: EstimateRequest): Promise<FeeEstimate> {
  const gasPromise = reader
    .request('eth_estimateGas', [rpcTransaction(tx)])
    .then((value) => quantity(value, 'eth_estimateGas'));
  const historyPromise = reader
    .request<{ baseFeePerGas?: unknown[]; reward?: unknown[][] }>('eth_feeHistory', ['0x5', 'latest', [50]])
    .catch(() => null);
  const [gas, history] = await Promise.all([gasPromise, historyPromise]);
  const nextBase = history?.baseFeePerGas?.at(-1);
  if (nextBase === undefined) {
    const price = quantity(await reader.request('eth_gasPrice'), 'eth_gasPrice');
    return feeEstimate(gas, price, { maxFeePerGas: price, maxPriorityFeePerGas: 0n });
  }
  const baseFee = quantity(nextBase, 'eth_feeHistory');
  let tip = medianTip((history?.reward ?? []).map((row) => quantity(row[0], 'eth_feeHistory')));
  if (tip === null || tip === 0n) {
    tip = await reader.request('eth_maxPriorityFeePerGas').then(
      (value) => quantity(value, 'eth_maxPriorityFeePerGas'),
      () => tip,
    );
  }
  return feeEstimate(gas, baseFee, suggestFees(baseFee, tip));
}
