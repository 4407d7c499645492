// The calls a payment makes, whoever sends them (a wallet through lib/chain's sender, or a Safe as
// the calls of one SafeTx): a distribution run's batches through the platform's Distributor and the
// token approval they need, a transfer of ETH or a token, and a company token's mint.
import { Interface } from 'ethers';
import { assetSharesAbi, distributorAbi } from '@/lib/contracts/generated/artifacts';
import type { DistributionRun } from '@/lib/db/entities/distribution';
import type { Asset } from '@/lib/money/asset';

export const DISTRIBUTOR = new Interface(distributorAbi);
const SHARES = new Interface(assetSharesAbi);
const ERC20 = new Interface([
  'function approve(address spender, uint256 amount) returns (bool)',
  'function transfer(address to, uint256 amount) returns (bool)',
]);

/** A call: where, how much ETH, which data. */
export interface PaymentCall {
  readonly to: string;
  readonly value: bigint;
  readonly data: string;
}

/** The call paying one batch of a run: `distributeEth` with the exact value, or `distributeToken`. */
export function batchCall(run: DistributionRun, batch: { readonly start: number; readonly end: number }): PaymentCall {
  const slice = run.payments.slice(batch.start, batch.end);
  const recipients = slice.map((p) => p.address);
  const amounts = slice.map((p) => BigInt(p.units));
  if (run.asset.kind === 'native') {
    return {
      to: run.distributor,
      data: DISTRIBUTOR.encodeFunctionData('distributeEth', [recipients, amounts]),
      value: amounts.reduce((a, b) => a + b, 0n),
    };
  }
  return {
    to: run.distributor,
    data: DISTRIBUTOR.encodeFunctionData('distributeToken', [run.asset.address, recipients, amounts]),
    value: 0n,
  };
}

/** The approval of `units` of the run's token to its Distributor. */
export function approveCall(run: DistributionRun, units: bigint): PaymentCall {
  if (!run.asset.address) throw new Error('Only a token needs an approval');
  return { to: run.asset.address, data: ERC20.encodeFunctionData('approve', [run.distributor, units]), value: 0n };
}

/** Every call of a run at once (a Safe pays it as one SafeTx): the token's approval, then each batch. */
export function runCalls(run: DistributionRun): PaymentCall[] {
  const batches = run.batches.map((batch) => batchCall(run, batch));
  return run.asset.kind === 'erc20' ? [approveCall(run, BigInt(run.total)), ...batches] : batches;
}

/** A transfer: ETH as the call's value, a token through its `transfer(to, units)`. */
export function transferCall(asset: Asset, to: string, units: bigint): PaymentCall {
  if (asset.kind === 'native' || asset.address === null) return { to, value: units, data: '0x' };
  return { to: asset.address, value: 0n, data: ERC20.encodeFunctionData('transfer', [to, units]) };
}

/** A company token's `mint(to, units)` (the token's owner calls it). */
export function mintCall(token: string, to: string, units: bigint): PaymentCall {
  return { to: token, value: 0n, data: SHARES.encodeFunctionData('mint', [to, units]) };
}
