// The cap table of an ERC-20 at a block, recomputed from its Transfer events alone (mints come from
// the zero address, burns go to it), so anyone with the chain can check it. Pure: no I/O, no clock.
import { toDecimalString } from '@/lib/money/decimal-string';
import { splitLargestRemainder } from '@/lib/money/split';

/** The zero address: the `from` of a mint and the `to` of a burn. */
export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
/** Digits after the point of a holder's percentage (`12.3456`%), as 0xSplits shows them. */
export const CAP_TABLE_PERCENT_DECIMALS = 4;

/** One decoded Transfer event. Addresses EIP-55 (or any one case used throughout). */
export interface TransferEvent {
  readonly blockNumber: number;
  readonly logIndex: number;
  readonly transactionHash: string;
  readonly from: string;
  readonly to: string;
  readonly value: bigint;
}

/** One holder with a non-zero balance. */
export interface CapTableHolder {
  readonly address: string;
  readonly balance: bigint;
  /**
   * Percentage of the total supply as an exact decimal string with at most
   * {@link CAP_TABLE_PERCENT_DECIMALS} digits; the holders' percentages add up to exactly 100
   * (largest remainder, so the percentages add up to 100). The exact share is `balance / totalSupply`.
   */
  readonly percent: string;
  /** Block of the first Transfer that gave this holder tokens. */
  readonly since: number;
}

/** A mint or a burn, with the supply after it. */
export interface IssuanceEvent {
  readonly kind: 'mint' | 'burn';
  readonly blockNumber: number;
  readonly logIndex: number;
  readonly transactionHash: string;
  /** The receiver of a mint, or the holder whose tokens were burnt. */
  readonly holder: string;
  readonly amount: bigint;
  readonly supplyAfter: bigint;
}

/** The cap table at `block`. */
export interface CapTable {
  /** Events of blocks after this one are ignored. */
  readonly block: number;
  readonly totalSupply: bigint;
  /** Largest balance first, ties by address. */
  readonly holders: readonly CapTableHolder[];
  /** Mints and burns in chain order. */
  readonly issuance: readonly IssuanceEvent[];
  /** Transfer events counted (mints and burns included). */
  readonly transferCount: number;
}

/** Thrown when the events cannot come from a working ERC-20 (a holder would go below zero). */
export class CapTableError extends Error {
  override readonly name = 'CapTableError';
}

const isZero = (address: string) => address.toLowerCase() === ZERO_ADDRESS;
const byChainOrder = (a: TransferEvent, b: TransferEvent) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex;

/** Builds the cap table at `block` (default: the last event's block) from a token's Transfer events, in any order. */
export function buildCapTable(events: readonly TransferEvent[], block?: number): CapTable {
  const sorted = [...events].sort(byChainOrder);
  const at = block ?? sorted.at(-1)?.blockNumber ?? 0;
  const balances = new Map<string, { address: string; balance: bigint; since: number }>();
  const issuance: IssuanceEvent[] = [];
  let supply = 0n;
  let count = 0;
  for (const event of sorted) {
    if (event.blockNumber > at) break;
    count += 1;
    if (event.value < 0n) throw new CapTableError(`Negative Transfer value in ${event.transactionHash}`);
    if (isZero(event.from)) supply += event.value;
    else debit(balances, event);
    if (isZero(event.to)) supply -= event.value;
    else credit(balances, event);
    if (isZero(event.from) !== isZero(event.to)) {
      issuance.push({
        kind: isZero(event.from) ? 'mint' : 'burn',
        blockNumber: event.blockNumber,
        logIndex: event.logIndex,
        transactionHash: event.transactionHash,
        holder: isZero(event.from) ? event.to : event.from,
        amount: event.value,
        supplyAfter: supply,
      });
    }
  }
  const live = [...balances.values()].filter((entry) => entry.balance > 0n);
  live.sort((a, b) =>
    a.balance === b.balance ? compareAddress(a.address, b.address) : a.balance > b.balance ? -1 : 1,
  );
  const percents =
    supply > 0n
      ? splitLargestRemainder(
          100n * 10n ** BigInt(CAP_TABLE_PERCENT_DECIMALS),
          live.map((entry) => entry.balance),
        )
      : [];
  const holders = live.map((entry, index) => ({
    address: entry.address,
    balance: entry.balance,
    percent: toDecimalString(percents[index] ?? 0n, CAP_TABLE_PERCENT_DECIMALS),
    since: entry.since,
  }));
  return { block: at, totalSupply: supply, holders, issuance, transferCount: count };
}

function debit(balances: Map<string, { address: string; balance: bigint; since: number }>, event: TransferEvent) {
  const entry = balances.get(event.from.toLowerCase());
  const balance = entry?.balance ?? 0n;
  if (balance < event.value) {
    throw new CapTableError(
      `${event.from} sends ${event.value} base units in ${event.transactionHash} but holds only ${balance}`,
    );
  }
  if (entry) entry.balance = balance - event.value;
}

function credit(balances: Map<string, { address: string; balance: bigint; since: number }>, event: TransferEvent) {
  const key = event.to.toLowerCase();
  const entry = balances.get(key);
  if (entry) {
    if (entry.balance === 0n && event.value > 0n && entry.since < 0) entry.since = event.blockNumber;
    entry.balance += event.value;
  } else {
    balances.set(key, { address: event.to, balance: event.value, since: event.value > 0n ? event.blockNumber : -1 });
  }
}

function compareAddress(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}
