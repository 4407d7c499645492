// The books against the chain, with the likely cause of each difference: for every watched wallet,
// network and asset the engine has an on-chain balance for (chainBalances, at the last synced
// block), the ledger balance of the wallet's account (posted entries, all dates) beside it, and
// what would explain the gap. One definition, shared by the Dashboard's badge (lib/overview) and the
// Accounting page's Reconciliation tab. Pure: the caller reads the records.
import type { ChainBalance } from '@/lib/db/entities/chain-balance';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { OpeningBalance } from '@/lib/db/entities/opening-balance';
import { balancesOf } from './balances';
import { commodityId } from './commodity';
import { isLive, type Entry } from './entry';
import { TREASURY_SHARES_ACCOUNT } from './token-equity';
import { walletAccountId } from './wallet-account';

/** A movement on chain the rules read (the fields the causes need). */
export type MovementRow = Pick<
  ChainTransaction,
  'id' | 'chainId' | 'hash' | 'logIndex' | 'blockNumber' | 'from' | 'to' | 'direction' | 'asset' | 'units' | 'fee'
> &
  Pick<ChainTransaction, 'status'>;

/**
 * Why the books may differ from the chain; `amount` is what fixing it adds to the ledger balance
 * (base units, signed). `opening-missing` carries what is left after the other causes.
 */
export type ReconciliationCause =
  | { readonly kind: 'opening-missing'; readonly amount: bigint }
  | { readonly kind: 'opening-unconfirmed'; readonly amount: bigint; readonly opening: OpeningBalance }
  | { readonly kind: 'unposted'; readonly amount: bigint; readonly rowId: string; readonly hash: string }
  | { readonly kind: 'draft'; readonly amount: bigint; readonly entryId: string; readonly source: string }
  | { readonly kind: 'unexplained'; readonly amount: bigint };

export interface BooksLine {
  readonly chainId: number;
  readonly wallet: string;
  readonly asset: string;
  readonly commodity: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly ledger: bigint;
  readonly chain: bigint;
  /** chain − ledger: what the books lack (negative: what they hold in excess). */
  readonly difference: bigint;
  readonly block: number;
  /** The wallet's account id in the chart (it may not exist yet: then the ledger holds 0). */
  readonly accountId: string;
  /** Empty when the line matches. */
  readonly causes: readonly ReconciliationCause[];
}

export interface BooksNetwork {
  readonly chainId: number;
  /** The lowest block the network's balances were read at. */
  readonly block: number;
  readonly matches: boolean;
  readonly lines: readonly BooksLine[];
  /** The lines that differ. */
  readonly differences: readonly BooksLine[];
}

/** What explains differences beyond the entries (absent: only the figures are compared). */
export interface ReconciliationContext {
  readonly openings?: readonly OpeningBalance[];
  readonly rows?: readonly MovementRow[];
}

const HASH = /0x[0-9a-f]{64}/g;

/** The transaction hashes an entry's source names (`tx:…:<hash>:…`, `invoice:…:<hash>…`, a match's row id). */
function hashesOf(source: string): string[] {
  return source.toLowerCase().match(HASH) ?? [];
}

const key = (chainId: number, wallet: string, asset: string) =>
  `${chainId}:${wallet.toLowerCase()}:${asset.toLowerCase()}`;

/** What a movement does to one wallet's balance of its asset: value in or out, and the fee its sender paid. */
export function movementEffect(row: MovementRow, wallet: string): bigint {
  const me = wallet.toLowerCase();
  const units = row.status === 'confirmed' ? BigInt(row.units) : 0n;
  let effect = 0n;
  if (row.to?.toLowerCase() === me && row.direction !== 'out') effect += units;
  if (row.from.toLowerCase() === me && row.direction !== 'in') effect -= units;
  // The fee rule's condition (tx-rules.ts): the sender of an outgoing or own native row, mined or failed.
  const paysFee = row.asset === 'native' && row.logIndex === null && row.fee !== null && row.direction !== 'in';
  if (paysFee && row.from.toLowerCase() === me && (row.status === 'confirmed' || row.status === 'failed'))
    effect -= BigInt(row.fee ?? '0');
  return effect;
}

/**
 * What the books hold of the company's own tokens in each watched wallet. Shares the company holds
 * are booked in Treasury shares (contra-equity), never in a wallet account (token-equity.ts), so a
 * commodity that account holds is compared there: the wallets' shares together against it, each
 * wallet's line carrying its own chain balance and the first line any gap.
 */
function treasuryShareLedger(
  balances: readonly ChainBalance[],
  treasury: ReadonlyMap<string, { amount: bigint }> | undefined,
): Map<ChainBalance, bigint> {
  const byCommodity = new Map<string, ChainBalance[]>();
  for (const b of balances) {
    const commodity = commodityId(b.chainId, b.asset);
    if (!treasury?.has(commodity)) continue;
    const list = byCommodity.get(commodity);
    if (list) list.push(b);
    else byCommodity.set(commodity, [b]);
  }
  const ledger = new Map<ChainBalance, bigint>();
  for (const [commodity, lines] of byCommodity) {
    const booked = treasury?.get(commodity)?.amount ?? 0n;
    const others = lines.slice(1).reduce((sum, b) => sum + BigInt(b.units), 0n);
    lines.forEach((b, i) => ledger.set(b, i === 0 ? booked - others : BigInt(b.units)));
  }
  return ledger;
}

/** The books against the chain per network (ordered by chain id), each line a wallet and asset with its causes. */
export function booksVsChain(
  balances: readonly ChainBalance[],
  entries: readonly Entry[],
  context: ReconciliationContext = {},
): BooksNetwork[] {
  const ledger = balancesOf(entries);
  const ownShares = treasuryShareLedger(balances, ledger.get(TREASURY_SHARES_ACCOUNT));
  // What explains a difference is gathered only when a line differs (a matching book needs none of it).
  let index: CauseIndex | null = null;
  const causeIndex = () => (index ??= indexCauses(entries, context));
  const byChain = new Map<number, BooksLine[]>();
  for (const b of balances) {
    const commodity = commodityId(b.chainId, b.asset);
    const shares = ownShares.get(b);
    const accountId = shares === undefined ? walletAccountId(b.chainId, b.wallet, b.asset) : TREASURY_SHARES_ACCOUNT;
    const ledgerUnits = shares ?? ledger.get(accountId)?.get(commodity)?.amount ?? 0n;
    const chainUnits = BigInt(b.units);
    const difference = chainUnits - ledgerUnits;
    const causes =
      difference === 0n
        ? []
        : causesOf(difference, causeIndex(), {
            key: key(b.chainId, b.wallet, b.asset),
            wallet: b.wallet,
            block: b.block,
            accountId,
            commodity,
          });
    const line: BooksLine = {
      chainId: b.chainId,
      wallet: b.wallet,
      asset: b.asset,
      commodity,
      symbol: b.symbol,
      decimals: b.decimals,
      ledger: ledgerUnits,
      chain: chainUnits,
      difference,
      block: b.block,
      accountId,
      causes,
    };
    const list = byChain.get(b.chainId);
    if (list) list.push(line);
    else byChain.set(b.chainId, [line]);
  }
  return [...byChain.entries()]
    .sort(([a], [b]) => a - b)
    .map(([chainId, lines]) => {
      const differences = lines.filter((l) => l.difference !== 0n);
      return {
        chainId,
        block: Math.min(...lines.map((l) => l.block)),
        matches: !differences.length,
        lines,
        differences,
      };
    });
}

interface CauseIndex {
  readonly opening: ReadonlyMap<string, OpeningBalance>;
  readonly rowsByKey: ReadonlyMap<string, MovementRow[]>;
  readonly posted: ReadonlySet<string>;
  readonly drafted: ReadonlySet<string>;
  readonly drafts: readonly Entry[];
}

function indexCauses(entries: readonly Entry[], context: ReconciliationContext): CauseIndex {
  const opening = new Map((context.openings ?? []).map((o) => [key(o.chainId, o.wallet, o.asset), o]));
  const posted = new Set(entries.filter(isLive).flatMap((e) => hashesOf(e.source)));
  const drafts = entries.filter((e) => e.status === 'draft');
  const drafted = new Set(drafts.flatMap((e) => hashesOf(e.source)));
  const rowsByKey = new Map<string, MovementRow[]>();
  for (const row of context.rows ?? []) {
    for (const wallet of new Set([row.from, ...(row.to ? [row.to] : [])])) {
      const k = key(row.chainId, wallet, row.asset);
      const list = rowsByKey.get(k);
      if (list) list.push(row);
      else rowsByKey.set(k, [row]);
    }
  }
  return { opening, rowsByKey, posted, drafted, drafts };
}

interface LineFacts {
  readonly key: string;
  readonly wallet: string;
  readonly block: number;
  readonly accountId: string;
  readonly commodity: string;
}

/** The likely causes of one line's difference; whatever they leave is the missing opening balance or unexplained. */
function causesOf(difference: bigint, index: CauseIndex, facts: LineFacts): ReconciliationCause[] {
  const causes: ReconciliationCause[] = [];
  for (const draft of index.drafts) {
    const amount = draft.postings
      .filter((p) => p.accountId === facts.accountId && p.commodity === facts.commodity)
      .reduce((sum, p) => sum + p.amount, 0n);
    if (amount !== 0n) causes.push({ kind: 'draft', amount, entryId: draft.id, source: draft.source });
  }
  for (const row of index.rowsByKey.get(facts.key) ?? []) {
    const hash = row.hash.toLowerCase();
    if (row.blockNumber === null || row.blockNumber > facts.block) continue;
    if (index.posted.has(hash) || index.drafted.has(hash)) continue;
    const amount = movementEffect(row, facts.wallet);
    if (amount !== 0n) causes.push({ kind: 'unposted', amount, rowId: row.id, hash });
  }
  const opening = index.opening.get(facts.key);
  if (opening && opening.status !== 'confirmed' && opening.units !== '0')
    causes.push({ kind: 'opening-unconfirmed', amount: BigInt(opening.units), opening });
  const rest = difference - causes.reduce((sum, c) => sum + c.amount, 0n);
  if (rest !== 0n)
    causes.push(opening ? { kind: 'unexplained', amount: rest } : { kind: 'opening-missing', amount: rest });
  return causes;
}
