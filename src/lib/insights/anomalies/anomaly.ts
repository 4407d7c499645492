// The shape every anomaly check returns, and what the checks share.
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { InsightInputs, Why } from '../types';
import { DAY } from '../units';

export const ANOMALY_KINDS = [
  'look-alike-address',
  'duplicate-payment',
  'bill-paid-twice',
  'unexpected-payer',
  'amount-outlier',
  'new-address',
] as const;
export type AnomalyKind = (typeof ANOMALY_KINDS)[number];

export interface Anomaly {
  /** Stable for the same finding, so a dismissal holds across runs: `<kind>:<row or record id>`. */
  readonly id: string;
  readonly kind: AnomalyKind;
  readonly tone: 'danger' | 'warning';
  readonly title: string;
  /** One sentence with the numbers. */
  readonly reason: string;
  readonly time: string;
  readonly why: Why;
}

/** Only movements this recent are checked (older findings are history, not warnings). */
export const RECENT_DAYS = 90;

const MINUTE = 60_000;
// Whole minutes around the window's start, as ISO text. A row's time is ISO text in UTC, so it
// compares as text with a whole minute's text in time order except inside that very minute: at
// or after `after` is recent, before `before` is not, and only the two minutes between need a
// parse (every check reads every row's time, and parsing it is most of the cost).
let bounds = { now: Number.NaN, after: '', before: '' };

/** Confirmed rows inside the recent window ending at `now`. */
export function isRecent(row: Pick<ChainTransaction, 'time'>, now: number): boolean {
  if (bounds.now !== now) {
    const start = now - RECENT_DAYS * DAY;
    bounds = {
      now,
      after: new Date(Math.ceil(start / MINUTE) * MINUTE).toISOString(),
      before: new Date((Math.floor(start / MINUTE) - 1) * MINUTE).toISOString(),
    };
  }
  if (row.time >= bounds.after) return true;
  if (row.time < bounds.before) return false;
  return now - Date.parse(row.time) <= RECENT_DAYS * DAY;
}

/** Lower-case address → the counterparty whose wallet it is. */
export function walletOwners(counterparties: readonly Counterparty[]): Map<string, Counterparty> {
  const owners = new Map<string, Counterparty>();
  for (const counterparty of counterparties)
    for (const wallet of counterparty.wallets) owners.set(wallet.address.toLowerCase(), counterparty);
  return owners;
}

/**
 * Every watched wallet of the company (lower case → label): the treasury wallets the inputs name,
 * and every wallet the synced rows were read for (the connected account among them), so the checks
 * read all of the company's wallets, never only the connected one.
 */
export function ownWalletsOf(inputs: Pick<InsightInputs, 'transactions' | 'ownWallets'>): Map<string, string> {
  const own = new Map<string, string>();
  for (const wallet of inputs.ownWallets ?? []) own.set(wallet.address.toLowerCase(), wallet.label);
  for (const row of inputs.transactions)
    for (const wallet of row.wallets) {
      const lower = wallet.toLowerCase();
      if (!own.has(lower)) own.set(lower, `${wallet.slice(0, 6)}…${wallet.slice(-4)}`);
    }
  return own;
}

/** How the other side of a row reads: the counterparty's name, else the short address. */
export function sideName(address: string | null, owners: ReadonlyMap<string, Counterparty>): string {
  if (!address) return 'own wallets';
  return owners.get(address.toLowerCase())?.name ?? `${address.slice(0, 6)}…${address.slice(-4)}`;
}

/** Chain order: time, then block (blocks of one second share a time), then log index, then id. */
export function chainOrder(a: ChainTransaction, b: ChainTransaction): number {
  if (a.time !== b.time) return a.time < b.time ? -1 : 1;
  const block = (a.blockNumber ?? Infinity) - (b.blockNumber ?? Infinity);
  if (block !== 0 && Number.isFinite(block)) return block;
  const log = (a.logIndex ?? -1) - (b.logIndex ?? -1);
  if (log !== 0) return log;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Outgoing confirmed payments with a counterparty and a value, oldest first. */
export function outgoingPayments(rows: readonly ChainTransaction[]): ChainTransaction[] {
  return rows
    .filter((row) => row.status === 'confirmed' && row.direction === 'out' && row.counterparty && row.units !== '0')
    .sort(chainOrder);
}
