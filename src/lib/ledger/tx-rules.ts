// Posting rules for chain transactions (one row per movement of one asset). Dates are the UTC
// day of the block time, so every tab and every re-run dates an entry the same way.
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { ACCOUNT_IDS } from './default-chart';
import type { EntryDraft, Posting } from './entry';
import { commodityId } from './commodity';
import { categoryAccountId, type PostingRule } from './posting-rule';
import { isoDay } from '@/lib/primitives/days';

/** The fields of a chain row the rules read. */
export type TxInput = Pick<
  ChainTransaction,
  | 'id'
  | 'chainId'
  | 'hash'
  | 'logIndex'
  | 'time'
  | 'from'
  | 'to'
  | 'direction'
  | 'asset'
  | 'symbol'
  | 'decimals'
  | 'units'
  | 'fee'
  | 'status'
  | 'category'
  | 'memo'
>;

/** `tx:<chainId>:<hash>:<logIndex|native|i<trace>>`, from the row id (`<chainId>:<hash>[:<suffix>]`). */
export function txSource(row: Pick<TxInput, 'id' | 'chainId' | 'hash'>): string {
  const suffix = row.id.split(':')[2];
  return `tx:${row.chainId}:${row.hash.toLowerCase()}:${suffix ?? 'native'}`;
}

/** The source of a transaction's network-fee entry: `tx:<chainId>:<hash>:fee`. */
export function feeSource(row: Pick<TxInput, 'chainId' | 'hash'>): string {
  return `tx:${row.chainId}:${row.hash.toLowerCase()}:fee`;
}

function describe(row: TxInput, what: string): string {
  return row.memo.trim() || `${what} ${row.hash.slice(0, 10)}…`;
}

function pair(debit: string, credit: string, commodity: string, amount: bigint, decimals: number): Posting[] {
  return [
    { accountId: debit, commodity, amount, decimals },
    { accountId: credit, commodity, amount: -amount, decimals },
  ];
}

/**
 * The value moved by a confirmed row: incoming debits the wallet and credits the category's account,
 * outgoing the reverse, a transfer between own wallets moves it wallet to wallet. Token rows are
 * the same with the token as commodity. Uncategorised movements go to the suspense account.
 */
export const txValueRule: PostingRule<TxInput> = (row, context) => {
  const units = BigInt(row.units);
  if (row.status !== 'confirmed' || units === 0n) return [];
  const commodity = commodityId(row.chainId, row.asset);
  const wallet = (address: string) => context.walletAccount(row.chainId, address, row.asset, row.symbol);
  const category = categoryAccountId(row.category, context);
  let postings: Posting[];
  if (row.direction === 'own' && row.to !== null)
    postings = pair(wallet(row.to), wallet(row.from), commodity, units, row.decimals);
  else if (row.direction === 'in' && row.to !== null)
    postings = pair(wallet(row.to), category, commodity, units, row.decimals);
  else if (row.direction === 'out') postings = pair(category, wallet(row.from), commodity, units, row.decimals);
  else return [];
  const what = row.direction === 'own' ? 'Transfer between own wallets' : row.direction === 'in' ? 'Received' : 'Sent';
  return [{ date: isoDay(row.time), memo: describe(row, what), postings, source: txSource(row) }];
};

/** The network fee of an outgoing (or own) native row, mined or failed: debit Network fees, credit the sender's wallet. */
export const txFeeRule: PostingRule<TxInput> = (row, context) => {
  if (row.logIndex !== null || row.asset !== 'native' || row.fee === null) return [];
  if (row.direction === 'in' || (row.status !== 'confirmed' && row.status !== 'failed')) return [];
  const fee = BigInt(row.fee);
  if (fee === 0n) return [];
  const wallet = context.walletAccount(row.chainId, row.from, 'native', row.symbol);
  const postings = pair(ACCOUNT_IDS.networkFees, wallet, commodityId(row.chainId, 'native'), fee, row.decimals);
  return [{ date: isoDay(row.time), memo: `Network fee ${row.hash.slice(0, 10)}…`, postings, source: feeSource(row) }];
};

/** Every transaction rule, in the order their drafts are listed. */
export const TX_RULES: readonly PostingRule<TxInput>[] = [txValueRule, txFeeRule];

/** Every source a row's rules can produce, so `reconcile` knows which existing entries it answers for. */
export function txSources(row: Pick<TxInput, 'id' | 'chainId' | 'hash'>): string[] {
  return [txSource(row), feeSource(row)];
}

/** The drafts for some inputs under some rules, in input order then rule order. */
export function draftsFor<Input>(
  inputs: Iterable<Input>,
  rules: readonly PostingRule<Input>[],
  context: Parameters<PostingRule<Input>>[1],
): EntryDraft[] {
  const drafts: EntryDraft[] = [];
  for (const input of inputs) for (const rule of rules) drafts.push(...rule(input, context));
  return drafts;
}
