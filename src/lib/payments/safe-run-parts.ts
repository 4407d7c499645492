// A distribution or payroll run paid from a Safe, in as few SafeTxs as fit: the run's batches (each
// already sized for one transaction) grouped in order while a SafeTx's gas budget and calldata stay
// under a bound; a token run's part approves exactly its own batches' total to the Distributor
// before them. Batches already mined, or held by an open proposal, are left out.
import type { DistributionRun } from '@/lib/db/entities/distribution';
import { approveCall, batchCall, type PaymentCall } from './payment-calls';
import { batchGasBudget } from './run-gas';

/** What one SafeTx may carry: its gas budget and its calldata (the stored SafeTx holds 100 KB). */
export interface SafeTxBound {
  readonly gas: bigint;
  readonly dataBytes: number;
}

/** Half a 30M gas block (room for others in it), under EIP-7825's cap of 2^24 per transaction. */
export const SAFE_TX_BOUND: SafeTxBound = { gas: 15_000_000n, dataBytes: 90_000 };
/** `execTransaction` itself: the base cost, the owners' signature checks, the nonce, the events. */
export const SAFE_EXEC_GAS = 100_000n;
/** MultiSendCallOnly's loop per call (a delegate call unpacking each). */
export const MULTISEND_GAS_PER_CALL = 10_000n;
/** A token's `approve` to the Distributor. */
export const APPROVE_GAS = 50_000n;

/** One SafeTx of a run: the batches it pays (by index), its calls and its gas budget. */
export interface RunPart {
  readonly batches: readonly number[];
  readonly calls: readonly PaymentCall[];
  readonly gas: bigint;
}

// MultiSend packs each call as operation (1) + to (20) + value (32) + data length (32) + data.
const packedBytes = (call: PaymentCall) => 85 + (call.data.length - 2) / 2;

const batchUnits = (run: DistributionRun, batch: { start: number; end: number }) =>
  run.payments.slice(batch.start, batch.end).reduce((sum, payment) => sum + BigInt(payment.units), 0n);

/**
 * The run's open batches (not mined, not in `held`) grouped into SafeTxs in order. Refused with the
 * reason when one batch alone does not fit the bound (the run's batches were sized for a larger
 * block than this one allows).
 */
export function safeRunParts(
  run: DistributionRun,
  held: ReadonlySet<number> = new Set(),
  bound: SafeTxBound = SAFE_TX_BOUND,
): RunPart[] {
  const token = run.asset.kind !== 'native';
  const kind = token ? 'erc20' : 'native';
  const fixedGas = SAFE_EXEC_GAS + (token ? APPROVE_GAS + MULTISEND_GAS_PER_CALL : 0n);
  const fixedBytes = token ? packedBytes(approveCall(run, 0n)) : 0;
  const groups: { batches: number[]; gas: bigint; bytes: number }[] = [];
  for (const batch of run.batches) {
    if (batch.status === 'mined' || held.has(batch.index)) continue;
    const gas = batchGasBudget(kind, batch.end - batch.start) + MULTISEND_GAS_PER_CALL;
    const bytes = packedBytes(batchCall(run, batch));
    if (fixedGas + gas > bound.gas || fixedBytes + bytes > bound.dataBytes)
      throw new Error(
        `Batch ${batch.index + 1} of this run (${batch.end - batch.start} recipients) does not fit in one Safe transaction (at most ${bound.gas} gas and ${bound.dataBytes} bytes): make the run's batches smaller.`,
      );
    const last = groups.at(-1);
    if (last && last.gas + gas <= bound.gas && last.bytes + bytes <= bound.dataBytes) {
      last.batches.push(batch.index);
      last.gas += gas;
      last.bytes += bytes;
    } else groups.push({ batches: [batch.index], gas: fixedGas + gas, bytes: fixedBytes + bytes });
  }
  return groups.map(({ batches, gas }) => {
    const chosen = batches.map((index) => run.batches.find((batch) => batch.index === index)!);
    const calls = chosen.map((batch) => batchCall(run, batch));
    const units = chosen.reduce((sum, batch) => sum + batchUnits(run, batch), 0n);
    return { batches, gas, calls: token ? [approveCall(run, units), ...calls] : calls };
  });
}
