// The hledger journal export. `hledger -f <file> balance` reproduces the trial balance exactly:
// amounts are exact decimals, each commodity's display precision is its decimals (so hledger never
// rounds), and the decimal mark is declared so `0.001` is never read as a thousands separator.
import type { Account } from './account';
import type { CommodityInfo } from './commodity';
import type { Entry } from './entry';
import { exportModel, oneLine, type ExportModel } from './export-model';
import { exportPricer, valuedEntry } from './export-values';
import { currencyDigits } from '@/lib/money/format-money';
import { minorToDecimal } from '@/lib/money/minor-units';
import { toDecimalString } from '@/lib/money/decimal-string';
import { indexPrices, type Price } from './prices';

const quoted = (name: string) => `"${name}"`;
const HLEDGER_CURRENCY = /^[A-Za-z]+$/;

/** The declarations every hledger export starts with: the decimal mark, each commodity's precision, the accounts. */
function preamble(model: ExportModel, title: string): string[] {
  const lines = [title, 'decimal-mark .', ''];
  for (const c of model.commodities) {
    if (c.info) lines.push(`; ${c.name} = ${c.info.symbol} (${c.id})`);
    // hledger insists on a decimal point in the format, even for a commodity without decimals (`1.`).
    const format = `1.${'0'.repeat(c.decimals)}`;
    lines.push(`commodity ${format} ${quoted(c.name)}`);
  }
  lines.push('');
  for (const id of model.usedAccounts) lines.push(`account ${model.accountName(id)}`);
  lines.push('');
  return lines;
}

/** The `P` directives of the prices of the commodities used. */
function priceDirectives(model: ExportModel, prices: readonly Price[], base: string): string[] {
  const known = new Set(model.commodities.map((c) => c.id));
  return prices
    .filter((p) => known.has(p.commodity))
    .map((p) => `P ${p.date} ${quoted(model.commodity(p.commodity))} ${p.price} ${base}`);
}

function entryHead(entry: { date: string; memo: string; source: string; id: string }): string[] {
  return [
    '',
    `${entry.date} * ${oneLine(entry.memo).replace(/;/g, ',') || entry.source}`,
    `    ; entry: ${oneLine(entry.id)}`,
    `    ; source: ${oneLine(entry.source)}`,
  ];
}

/** An hledger journal of the posted entries (and the price list as P directives when given). */
export function toHledger(
  entries: readonly Entry[],
  accounts: readonly Account[],
  options: { commodities?: ReadonlyMap<string, CommodityInfo>; prices?: readonly Price[]; baseCurrency?: string } = {},
): string {
  const model = exportModel(entries, accounts, options.commodities);
  const lines = preamble(model, '; Ledgerline journal export (posted entries only). Amounts are exact.');
  const base = options.baseCurrency && HLEDGER_CURRENCY.test(options.baseCurrency) ? options.baseCurrency : null;
  if (base) lines.push(...priceDirectives(model, options.prices ?? [], base));
  for (const entry of model.entries) {
    lines.push(...entryHead(entry));
    for (const p of entry.postings) {
      lines.push(
        `    ${model.accountName(p.accountId)}  ${toDecimalString(p.amount, p.decimals)} ${quoted(model.commodity(p.commodity))}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * An hledger journal in the company's currency with costs: income, expense and equity postings are
 * their value on the entry's day (rounded to the minor unit; an entry's rounding residue on its
 * largest value), crypto on asset and liability accounts stays in units with its cost that day
 * (`-2 "ETH_ANVIL" @@ 3600.00 GBP`), moves between them in units only, with the price list as `P`
 * directives. So `hledger -f <file> balance --value=end,GBP -e <day after the end>` values the
 * holdings at the end date's price and `--cost` shows them at cost. Throws a MissingPricesError
 * when a needed price is missing.
 */
export function toHledgerWithCosts(
  entries: readonly Entry[],
  accounts: readonly Account[],
  options: { commodities?: ReadonlyMap<string, CommodityInfo>; prices: readonly Price[]; baseCurrency: string },
): string {
  const base = options.baseCurrency;
  if (!HLEDGER_CURRENCY.test(base)) throw new RangeError(`Set the company's currency in Company first (got "${base}")`);
  const model = exportModel(entries, accounts, options.commodities);
  const pricer = exportPricer(indexPrices(options.prices), model.commodity);
  const digits = currencyDigits(base);
  const lines = preamble(
    model,
    `; Ledgerline journal in ${base} with costs (posted entries only). hledger -f <file> balance --value=end,${base} -e <day after the end>`,
  );
  lines.splice(2, 0, `commodity 1.${'0'.repeat(digits)} ${base}`);
  lines.push(...priceDirectives(model, options.prices, base));
  for (const entry of model.entries) {
    const valued = valuedEntry(entry, (id) => model.account(id).type, pricer, digits, { keepMoves: true });
    if (valued.length === 0) continue;
    lines.push(...entryHead(entry));
    for (const { posting: p, held, minor } of valued) {
      const units = `${toDecimalString(p.amount, p.decimals)} ${quoted(model.commodity(p.commodity))}`;
      const money = (m: bigint) => `${minorToDecimal(m, digits)} ${base}`;
      const amount = minor === null ? units : held ? `${units} @@ ${money(minor < 0n ? -minor : minor)}` : money(minor);
      lines.push(`    ${model.accountName(p.accountId)}  ${amount}`);
    }
  }
  pricer.check(base);
  return `${lines.join('\n')}\n`;
}
