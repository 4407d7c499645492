// The hledger journal export. `hledger -f <file> balance` reproduces the trial balance exactly:
// amounts are exact decimals, each commodity's display precision is its decimals (so hledger never
// rounds), and the decimal mark is declared so `0.001` is never read as a thousands separator.
import type { Account } from './account';
import type { CommodityInfo } from './commodity';
import type { Entry } from './entry';
import { exportModel, oneLine } from './export-model';
import { toDecimalString } from '@/lib/money/decimal-string';
import type { Price } from './prices';

const quoted = (name: string) => `"${name}"`;

/** An hledger journal of the posted entries (and the price list as P directives when given). */
export function toHledger(
  entries: readonly Entry[],
  accounts: readonly Account[],
  options: { commodities?: ReadonlyMap<string, CommodityInfo>; prices?: readonly Price[]; baseCurrency?: string } = {},
): string {
  const model = exportModel(entries, accounts, options.commodities);
  const lines = ['; Ledgerline journal export (posted entries only). Amounts are exact.', 'decimal-mark .', ''];
  for (const c of model.commodities) {
    if (c.info) lines.push(`; ${c.name} = ${c.info.symbol} (${c.id})`);
    // hledger insists on a decimal point in the format, even for a commodity without decimals (`1.`).
    const format = `1.${'0'.repeat(c.decimals)}`;
    lines.push(`commodity ${format} ${quoted(c.name)}`);
  }
  lines.push('');
  for (const id of model.usedAccounts) lines.push(`account ${model.accountName(id)}`);
  lines.push('');
  const base = options.baseCurrency && /^[A-Za-z]+$/.test(options.baseCurrency) ? options.baseCurrency : null;
  const known = new Set(model.commodities.map((c) => c.id));
  for (const p of base ? (options.prices ?? []) : []) {
    if (known.has(p.commodity)) lines.push(`P ${p.date} ${quoted(model.commodity(p.commodity))} ${p.price} ${base}`);
  }
  for (const entry of model.entries) {
    lines.push('', `${entry.date} * ${oneLine(entry.memo).replace(/;/g, ',') || entry.source}`);
    lines.push(`    ; entry: ${oneLine(entry.id)}`, `    ; source: ${oneLine(entry.source)}`);
    for (const p of entry.postings) {
      lines.push(
        `    ${model.accountName(p.accountId)}  ${toDecimalString(p.amount, p.decimals)} ${quoted(model.commodity(p.commodity))}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
