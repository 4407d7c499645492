// The Beancount export: `bean-check` accepts it as it is. Beancount wants every account opened and
// (for a clean file) every commodity declared before use, so both are dated on the first day any
// entry or price needs them.
import type { Account } from './account';
import { commodityLabel, type CommodityInfo } from './commodity';
import type { Entry } from './entry';
import { exportModel, oneLine } from './export-model';
import { toDecimalString } from '@/lib/money/decimal-string';
import type { Price } from './prices';

export const BEANCOUNT_CURRENCY = /^[A-Z][A-Z0-9'._-]{0,22}[A-Z0-9]$/;

/** A Beancount string literal of one line. */
export function str(text: string): string {
  return `"${oneLine(text).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** A Beancount ledger of the posted entries (and the price list as price directives when given). */
export function toBeancount(
  entries: readonly Entry[],
  accounts: readonly Account[],
  options: {
    commodities?: ReadonlyMap<string, CommodityInfo>;
    prices?: readonly Price[];
    baseCurrency?: string;
    title?: string;
  } = {},
): string {
  const model = exportModel(entries, accounts, options.commodities);
  const base = options.baseCurrency && BEANCOUNT_CURRENCY.test(options.baseCurrency) ? options.baseCurrency : null;
  const known = new Set(model.commodities.map((c) => c.id));
  const prices = base ? (options.prices ?? []).filter((p) => known.has(p.commodity)) : [];
  const dates = [...model.entries.map((e) => e.date), ...prices.map((p) => p.date)].sort();
  const start = dates[0] ?? '1970-01-01';
  const lines = [`option "title" ${str(options.title ?? 'Ledgerline export')}`];
  if (base) lines.push(`option "operating_currency" "${base}"`);
  lines.push('');
  for (const c of model.commodities) {
    lines.push(`${start} commodity ${c.name}`, `  name: ${str(commodityLabel(c.id, c.info))}`, `  asset: ${str(c.id)}`);
  }
  lines.push('');
  for (const id of model.usedAccounts) lines.push(`${start} open ${model.accountName(id)}`);
  for (const p of prices) lines.push(`${p.date} price ${model.commodity(p.commodity)} ${p.price} ${base}`);
  for (const entry of model.entries) {
    lines.push('', `${entry.date} * ${str(entry.memo)}`, `  entry: ${str(entry.id)}`, `  source: ${str(entry.source)}`);
    for (const p of entry.postings)
      lines.push(
        `  ${model.accountName(p.accountId)}  ${toDecimalString(p.amount, p.decimals)} ${model.commodity(p.commodity)}`,
      );
  }
  return `${lines.join('\n')}\n`;
}
