import type { Account } from './account';
import { ACCOUNT_IDS } from './default-chart';
import { commodityId } from './commodity';
import { networkName } from '@/lib/primitives/networks';

/** A treasury wallet as the ledger needs it. */
export interface LedgerWallet {
  readonly chainId: number;
  readonly address: string;
  readonly label: string;
}

/** The deterministic id of the account holding `asset` (`native` or a token address) in a wallet. */
export function walletAccountId(chainId: number, address: string, asset: string): string {
  return `wallet:${commodityId(chainId, asset)}:${address.toLowerCase()}`;
}

// Wallet accounts take the first free code after the group's (1011…1099), then 10100…, so the code
// depends only on the chart it is added to: the same chart and wallet always give the same code.
function nextWalletCode(accounts: readonly Account[]): string {
  const taken = new Set(accounts.map((a) => a.code));
  for (let code = 1011; code <= 1099; code += 1) if (!taken.has(String(code))) return String(code);
  for (let code = 10100; ; code += 1) if (!taken.has(String(code))) return String(code);
}

/**
 * The account of a treasury wallet and asset, created under Crypto wallets when first needed.
 * Returns the (possibly extended) chart; an archived account is returned as it is, not restored.
 */
export function walletAccountFor(
  accounts: readonly Account[],
  wallet: LedgerWallet,
  asset: { readonly asset: string; readonly symbol: string },
): { account: Account; accounts: readonly Account[]; created: boolean } {
  const id = walletAccountId(wallet.chainId, wallet.address, asset.asset);
  const existing = accounts.find((a) => a.id === id);
  if (existing) return { account: existing, accounts, created: false };
  const parent = accounts.find((a) => a.id === ACCOUNT_IDS.wallets);
  const account: Account = {
    id,
    code: nextWalletCode(accounts),
    name: `${wallet.label} ${asset.symbol} on ${networkName(wallet.chainId)}`,
    type: 'asset',
    parentId: parent ? parent.id : null,
    archived: false,
  };
  return { account, accounts: [...accounts, account], created: true };
}

/** The label a wallet's accounts carry while the company has not named it: its short address. */
export function placeholderLabel(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

/**
 * The wallet's accounts renamed to its label: a wallet the engine booked before it was listed (its
 * accounts named by its short address), or one whose label changed. Accounts renamed by hand (a
 * name that is not `<old label> <symbol> on <network>`) keep their name.
 */
export function relabelledWalletAccounts(
  accounts: readonly Account[],
  wallet: LedgerWallet,
  previousLabel: string | null,
): Account[] {
  const head = `wallet:${wallet.chainId}:`;
  const tail = `:${wallet.address.toLowerCase()}`;
  const network = ` on ${networkName(wallet.chainId)}`;
  const old = [placeholderLabel(wallet.address), ...(previousLabel ? [previousLabel] : [])];
  const renamed: Account[] = [];
  for (const account of accounts) {
    if (!account.id.startsWith(head) || !account.id.endsWith(tail) || !account.name.endsWith(network)) continue;
    const from = old.find((label) => label !== wallet.label && account.name.startsWith(`${label} `));
    if (from !== undefined) renamed.push({ ...account, name: `${wallet.label}${account.name.slice(from.length)}` });
  }
  return renamed;
}
