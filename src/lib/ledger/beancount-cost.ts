// The Beancount export at cost in the company's currency, for Beancount's own booking to compute
// the realised gains (`option "booking_method" "FIFO"`). Each entry is written in the company's
// currency, crypto held at cost:
//
// - on asset and liability accounts a posting that adds to the account's holding of a commodity is
//   an acquisition, a lot at its value that day: `10 ETH_ANVIL {{15000.00 GBP}}` (the total cost, so
//   the entry balances to the cent); one that reduces it is a disposal at the day's price:
//   `-2 ETH_ANVIL {} @ 1800 GBP`, Beancount relieving the lots FIFO; a posting that goes past zero is
//   split into both. An entry with a disposal gets a posting to `Income:Realised-gains` without an
//   amount: Beancount fills in proceeds − cost (a credit is a gain);
// - a move between the company's own accounts (an entry of one commodity, its postings all on asset
//   and liability accounts, summing to zero, one of them adding) keeps its cost: `-1 ETH_ANVIL {}` out,
//   `1 ETH_ANVIL {GBP}` in (Beancount carries the cost of the lots taken; several lots arrive as one
//   lot at their total cost, dated the move's day);
// - income, expense and equity postings are their value that day in the company's currency, rounded
//   to its minor unit; a commodity without a price whose postings are all on equity accounts (the
//   company's own shares, at no value) stays in units;
// - rounding: values are rounded per posting, half away from zero; an entry without a disposal whose
//   rounded values do not sum to zero has the difference (a few minor units at most) added to its
//   largest income, expense or equity value (a lot keeps its value as its cost; a disposal's gain
//   absorbs it);
// - one account's postings of one commodity within an entry are written as their net.
//
// The price is `priceOn` (the latest on or before the entry's day). A price missing where one is
// needed fails the export with a MissingPricesError naming each commodity, never a value of 0.
import type { Account } from './account';
import { BEANCOUNT_CURRENCY, str } from './beancount';
import { commodityLabel, type CommodityInfo } from './commodity';
import type { Entry, Posting } from './entry';
import { exactToString, valueAt, type Exact } from './exact';
import { exportModel, type ExportModel } from './export-model';
import { exportPricer, holdsAtCost, largestIndex } from './export-values';
import { exactToMinor } from './functional/money';
import { currencyDigits } from '@/lib/money/format-money';
import { minorToDecimal } from '@/lib/money/minor-units';
import { toDecimalString } from '@/lib/money/decimal-string';
import { indexPrices, type Price } from './prices';

/** Where Beancount books the realised gains it computes (credit = gain, debit = loss). */
export const REALISED_GAINS_ACCOUNT = 'Income:Realised-gains';

type Line =
  | { kind: 'value'; posting: Posting; minor: bigint }
  | { kind: 'units'; posting: Posting }
  | { kind: 'lot'; posting: Posting; minor: bigint }
  | { kind: 'sell'; posting: Posting; price: Exact }
  | { kind: 'out'; posting: Posting }
  | { kind: 'in'; posting: Posting };

const sign = (n: bigint) => (n > 0n ? 1 : n < 0n ? -1 : 0);

const keyOf = (p: Posting) => `${p.accountId}\u0000${p.commodity}`;

/**
 * Holdings per account and commodity (quantities only: Beancount keeps the lots and their costs).
 * Beancount books a posting against the holdings before its entry, so within an entry only those
 * can be reduced (less what the entry's earlier postings took); what an entry adds counts after it.
 */
class Positions {
  private readonly held = new Map<string, bigint>();
  private reducible = new Map<string, bigint>();
  private pending: [string, bigint][] = [];
  /** Starts an entry. */
  begin(): void {
    this.reducible = new Map();
    this.pending = [];
  }
  private left(key: string): bigint {
    return this.reducible.get(key) ?? this.held.get(key) ?? 0n;
  }
  /** The part of `p` that reduces the holding (0 when it adds to it). */
  reducing(p: Posting): bigint {
    const q = this.left(keyOf(p));
    if (q === 0n || sign(q) === sign(p.amount)) return 0n;
    return (p.amount < 0n ? -p.amount : p.amount) <= (q < 0n ? -q : q) ? p.amount : -q;
  }
  /** Records a posting's part: `reduces` takes it from the holdings before the entry. */
  add(p: Posting, amount: bigint, reduces: boolean): void {
    const key = keyOf(p);
    if (reduces) this.reducible.set(key, this.left(key) + amount);
    this.pending.push([key, amount]);
  }
  /** Ends an entry: what it added and took now counts. */
  commit(): void {
    for (const [key, amount] of this.pending) this.held.set(key, (this.held.get(key) ?? 0n) + amount);
    this.pending = [];
  }
}

/** A move between the company's accounts: held, summing to zero, one posting adding and the rest fully reducing. */
function isMove(postings: readonly Posting[], held: (p: Posting) => boolean, positions: Positions): boolean {
  if (!postings.every(held) || postings.reduce((s, p) => s + p.amount, 0n) !== 0n) return false;
  const adding = postings.filter((p) => positions.reducing(p) === 0n);
  return adding.length === 1 && postings.every((p) => adding.includes(p) || positions.reducing(p) === p.amount);
}

function entryLines(
  entry: Entry,
  model: ExportModel,
  positions: Positions,
  pricer: ReturnType<typeof exportPricer>,
  digits: number,
): Line[] {
  const held = (p: Posting) => holdsAtCost(model.account(p.accountId).type);
  // One account's postings of one commodity are netted: booking reads the holdings before the entry,
  // so a debit and a credit of one account in one entry would open a lot of each sign.
  const netted = new Map<string, Posting>();
  entry.postings.forEach((p, i) => {
    const key = held(p) ? keyOf(p) : String(i);
    const sum = netted.get(key);
    netted.set(key, sum ? { ...sum, amount: sum.amount + p.amount } : p);
  });
  const byCommodity = new Map<string, Posting[]>();
  for (const p of netted.values())
    if (p.amount !== 0n) byCommodity.set(p.commodity, [...(byCommodity.get(p.commodity) ?? []), p]);
  const lines: Line[] = [];
  positions.begin();
  for (const [commodity, postings] of byCommodity) {
    if (postings.every((p) => model.account(p.accountId).type === 'equity') && !pricer.has(commodity, entry.date)) {
      lines.push(...postings.map((posting) => ({ kind: 'units' as const, posting })));
      continue;
    }
    // Only alone in its entry: its cost is the one number Beancount fills in for the currency (a gain
    // or a move's cost, not both); a move beside other commodities is valued like any posting.
    if (byCommodity.size === 1 && isMove(postings, held, positions)) {
      for (const posting of postings) {
        const out = positions.reducing(posting) !== 0n;
        lines.push({ kind: out ? 'out' : 'in', posting });
        positions.add(posting, posting.amount, out);
      }
      continue;
    }
    const price = pricer.price(commodity, entry.date, entry.id);
    if (price === null) continue;
    const minorOf = (amount: bigint, decimals: number) => exactToMinor(valueAt(amount, decimals, price), digits);
    for (const posting of postings) {
      if (!held(posting)) {
        lines.push({ kind: 'value', posting, minor: minorOf(posting.amount, posting.decimals) });
        continue;
      }
      const sold = positions.reducing(posting);
      if (sold !== 0n) {
        lines.push({ kind: 'sell', posting: { ...posting, amount: sold }, price });
        positions.add(posting, sold, true);
      }
      const bought = posting.amount - sold;
      if (bought !== 0n) {
        lines.push({ kind: 'lot', posting: { ...posting, amount: bought }, minor: minorOf(bought, posting.decimals) });
        positions.add(posting, bought, false);
      }
    }
  }
  positions.commit();
  return balanceResidue(lines);
}

/** Without a disposal the entry must balance in minor units: the rounding residue goes on its largest value. */
function balanceResidue(lines: Line[]): Line[] {
  if (lines.some((l) => l.kind === 'sell' || l.kind === 'out')) return lines;
  const minors = lines.map((l) => (l.kind === 'value' || l.kind === 'lot' ? l.minor : null));
  const residue = minors.reduce<bigint>((sum, m) => sum + (m ?? 0n), 0n);
  const largest = largestIndex(
    minors,
    lines.map((l) => l.kind !== 'value'),
  );
  return residue === 0n || largest < 0
    ? lines
    : lines.map((l, i) =>
        i === largest && (l.kind === 'value' || l.kind === 'lot') ? { ...l, minor: l.minor - residue } : l,
      );
}

function render(line: Line, model: ExportModel, base: string, digits: number): string {
  const p = line.posting;
  const account = model.accountName(p.accountId);
  const units = `${toDecimalString(p.amount, p.decimals)} ${model.commodity(p.commodity)}`;
  const money = (minor: bigint) => `${minorToDecimal(minor, digits)} ${base}`;
  switch (line.kind) {
    case 'value':
      return `  ${account}  ${money(line.minor)}`;
    case 'units':
      return `  ${account}  ${units}`;
    case 'lot':
      return `  ${account}  ${units} {{${money(line.minor < 0n ? -line.minor : line.minor)}}}`;
    case 'sell':
      return `  ${account}  ${units} {} @ ${exactToString(line.price)} ${base}`;
    case 'out':
      return `  ${account}  ${units} {}`;
    case 'in':
      return `  ${account}  ${units} {${base}}`;
  }
}

/**
 * A Beancount ledger of the posted entries in `baseCurrency`, crypto held at cost (above). Throws a
 * MissingPricesError when a needed price is missing, a RangeError for a currency Beancount cannot name.
 */
export function toBeancountAtCost(
  entries: readonly Entry[],
  accounts: readonly Account[],
  options: {
    commodities?: ReadonlyMap<string, CommodityInfo>;
    prices: readonly Price[];
    baseCurrency: string;
    title?: string;
  },
): string {
  const base = options.baseCurrency;
  if (!BEANCOUNT_CURRENCY.test(base))
    throw new RangeError(`Set the company's currency in Company first (got "${base}")`);
  const model = exportModel(entries, accounts, options.commodities);
  const pricer = exportPricer(indexPrices(options.prices), model.commodity);
  const digits = currencyDigits(base);
  const positions = new Positions();
  const body: string[] = [];
  let gains = false;
  for (const entry of model.entries) {
    const lines = entryLines(entry, model, positions, pricer, digits);
    if (lines.length === 0) continue;
    body.push('', `${entry.date} * ${str(entry.memo)}`, `  entry: ${str(entry.id)}`, `  source: ${str(entry.source)}`);
    body.push(...lines.map((line) => render(line, model, base, digits)));
    if (lines.some((l) => l.kind === 'sell')) {
      body.push(`  ${REALISED_GAINS_ACCOUNT}`);
      gains = true;
    }
  }
  pricer.check(base);
  const known = new Set(model.commodities.map((c) => c.id));
  const prices = options.prices.filter((p) => known.has(p.commodity));
  const start = [...model.entries.map((e) => e.date), ...prices.map((p) => p.date)].sort()[0] ?? '1970-01-01';
  const lines = [
    `option "title" ${str(options.title ?? `Ledgerline export at cost in ${base}`)}`,
    `option "operating_currency" "${base}"`,
    'option "booking_method" "FIFO"',
    `; Crypto held at cost in ${base}; disposals at the day's price; realised gains in ${REALISED_GAINS_ACCOUNT}, computed by Beancount.`,
    `; bean-query <file> "SELECT sum(position) WHERE account = '${REALISED_GAINS_ACCOUNT}'" gives them (a credit is a gain).`,
    '',
  ];
  for (const c of model.commodities)
    lines.push(`${start} commodity ${c.name}`, `  name: ${str(commodityLabel(c.id, c.info))}`, `  asset: ${str(c.id)}`);
  lines.push('');
  for (const id of model.usedAccounts) lines.push(`${start} open ${model.accountName(id)}`);
  if (gains) lines.push(`${start} open ${REALISED_GAINS_ACCOUNT}`);
  for (const p of prices) lines.push(`${p.date} price ${model.commodity(p.commodity)} ${p.price} ${base}`);
  return `${[...lines, ...body].join('\n')}\n`;
}
