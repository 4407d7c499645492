import type { Account } from './account';
import { accountLookup, postedEntries } from './balances';
import type { CommodityInfo } from './commodity';
import type { Entry } from './entry';
import { commodityNames, ledgerAccountName } from './export-names';

/** What every export needs: posted entries by date, and the names of commodities and accounts. */
export interface ExportModel {
  readonly entries: Entry[];
  readonly commodity: (id: string) => string;
  readonly account: (id: string) => Account;
  readonly accountName: (id: string) => string;
  /** Every account id with a posting, in code order. */
  readonly usedAccounts: string[];
  /** Commodity ids used, with their export names and decimals, sorted by id. */
  readonly commodities: { id: string; name: string; decimals: number; info: CommodityInfo | undefined }[];
}

/** Prepares the shared view of a journal for the exports (drafts left out: they are not in the books). */
export function exportModel(
  entries: readonly Entry[],
  accounts: readonly Account[],
  infos: ReadonlyMap<string, CommodityInfo> = new Map(),
): ExportModel {
  const posted = postedEntries(entries).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const decimals = new Map<string, number>();
  const used = new Set<string>();
  for (const entry of posted) {
    for (const p of entry.postings) {
      decimals.set(p.commodity, p.decimals);
      used.add(p.accountId);
    }
  }
  const names = commodityNames(decimals.keys(), infos);
  const account = accountLookup(accounts);
  const accountNames = new Map([...used].map((id) => [id, ledgerAccountName(accounts, account(id))]));
  return {
    entries: posted,
    commodity: (id) => names.get(id) ?? id,
    account,
    accountName: (id) => accountNames.get(id) ?? ledgerAccountName(accounts, account(id)),
    usedAccounts: [...used].sort((a, b) => account(a).code.localeCompare(account(b).code) || a.localeCompare(b)),
    commodities: [...names].map(([id, name]) => ({ id, name, decimals: decimals.get(id) ?? 0, info: infos.get(id) })),
  };
}

/** Text safe on one line of a plain-text journal. */
export function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').trim();
}
