// Names the plain-text exports use. Both hledger and Beancount must read them as they are:
// Beancount commodities match [A-Z][A-Z0-9'._-]{0,22}[A-Z0-9] (at most 24 characters) and account
// components start with a capital or a digit; hledger needs commodities with digits quoted, which
// its writer does. Every name is derived from ids only, so the same journal always exports alike.
import type { AccountType } from '@/lib/primitives/account-types';
import { accountPath, type Account } from './account';
import { parseCommodityId, type CommodityInfo } from './commodity';

const NETWORK_SHORT: Readonly<Record<number, string>> = {
  31337: 'ANVIL',
  1: 'MAINNET',
  11155111: 'SEPOLIA',
  8453: 'BASE',
  84532: 'BASESEPOLIA',
  10: 'OPTIMISM',
  42161: 'ARBITRUM',
};
const MAX_COMMODITY = 24;

function symbolPart(symbol: string): string {
  const cleaned = symbol.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return (/^[A-Z]/.test(cleaned) ? cleaned : `X${cleaned}`).slice(0, 10);
}

function baseName(id: string, info: CommodityInfo | undefined): string {
  const parsed = parseCommodityId(id);
  const symbol = symbolPart(info?.symbol ?? (parsed?.asset === 'native' ? 'NATIVE' : 'TOKEN'));
  if (!parsed) return `${symbol}_${id.toUpperCase().replace(/[^A-Z0-9]/g, '')}`.slice(0, MAX_COMMODITY);
  // The native currency is named after its network (ETH_ANVIL); a token symbol anyone can pick, so
  // tokens keep the chain id (TUSD_31337) and take address digits when two share a symbol.
  const suffix =
    parsed.asset === 'native' ? (NETWORK_SHORT[parsed.chainId] ?? String(parsed.chainId)) : String(parsed.chainId);
  return `${symbol}_${suffix}`.slice(0, MAX_COMMODITY);
}

/**
 * Export names for commodity ids (`31337:native` → `ETH_ANVIL`, `31337:0x5fbd…` → `TUSD_31337`):
 * deterministic over the set of ids, unique, valid in hledger and Beancount alike.
 */
export function commodityNames(
  ids: Iterable<string>,
  infos: ReadonlyMap<string, CommodityInfo> = new Map(),
): Map<string, string> {
  const sorted = [...new Set(ids)].sort();
  const bases = sorted.map((id) => baseName(id, infos.get(id)));
  const names = new Map<string, string>();
  const taken = new Set<string>();
  sorted.forEach((id, i) => {
    const base = bases[i] ?? 'X';
    const clash = bases.filter((b) => b === base).length > 1;
    const parsed = parseCommodityId(id);
    let name =
      clash && parsed && parsed.asset !== 'native'
        ? `${base.slice(0, MAX_COMMODITY - 7)}_${parsed.asset.slice(2, 8).toUpperCase()}`
        : base;
    for (let n = 2; taken.has(name); n += 1) name = `${base.slice(0, MAX_COMMODITY - 1 - String(n).length)}_${n}`;
    taken.add(name);
    names.set(id, name);
  });
  return names;
}

const ROOTS: Readonly<Record<AccountType, string>> = {
  asset: 'Assets',
  liability: 'Liabilities',
  equity: 'Equity',
  income: 'Income',
  expense: 'Expenses',
};

function component(account: Pick<Account, 'code' | 'name' | 'id'>): string {
  const words = account.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (account.code) return words ? `${account.code}-${words}` : account.code;
  return `Unknown-${account.id.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '')}`;
}

/** The account's name in the plain-text exports: type root, then `code-Name` per level (`Assets:1000-Assets:1100-Accounts-receivable`). */
export function ledgerAccountName(accounts: readonly Account[], account: Account): string {
  const path = accountPath(accounts, account.id);
  return [ROOTS[account.type], ...(path.length > 0 ? path : [account]).map(component)].join(':');
}
