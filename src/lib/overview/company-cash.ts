// Whose money is it: the one definition of the company's cash for every page. The sync engine
// watches more wallets than the company owns (the connected account on its chain, whoever that is),
// and the company's own tokens sit in its wallets; neither is cash.
//
// - A wallet is the company's when it is one of its treasury wallets (Company → Wallets), on that
//   wallet's network. The connected account counts only when it is listed there too: a development
//   account's test balance, or a member's personal wallet, is not the company's money.
// - A token the company issued (`companyTokens`, shares or a deed) is equity, never cash, wherever
//   it sits (lib/ledger/token-equity.ts books the company's own holding as treasury shares).
// - A move between a treasury wallet and a watched wallet that is not one is money in or out of
//   the company (the engine reads it as "own", both sides being watched).
import type { ChainBalance } from '@/lib/db/entities/chain-balance';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { CompanyToken } from '@/lib/db/entities/company-token';
import type { TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import { commodityId } from '@/lib/ledger/commodity';

/** The company's wallets (`<chainId>:<address lower-case>`) and its own tokens (commodity ids). */
export interface CompanyScope {
  readonly wallets: ReadonlySet<string>;
  readonly ownTokens: ReadonlySet<string>;
}

const walletKey = (chainId: number, address: string) => `${chainId}:${address.toLowerCase()}`;

/** The scope of the company's cash from its records. */
export function companyScope(
  treasury: readonly Pick<TreasuryWallet, 'chainId' | 'address'>[],
  companyTokens: readonly Pick<CompanyToken, 'chainId' | 'address'>[],
): CompanyScope {
  return {
    wallets: new Set(treasury.map((w) => walletKey(w.chainId, w.address))),
    ownTokens: new Set(companyTokens.map((t) => commodityId(t.chainId, t.address))),
  };
}

/** Whether an address is one of the company's wallets on that network. */
export function isCompanyWallet(scope: CompanyScope, chainId: number, address: string | null): boolean {
  return address !== null && scope.wallets.has(walletKey(chainId, address));
}

/** Whether an asset of a network is one of the company's own tokens (`native` never is). */
export function isOwnToken(scope: CompanyScope, chainId: number, asset: string): boolean {
  return asset !== 'native' && scope.ownTokens.has(commodityId(chainId, asset));
}

/** The engine's balances that are the company's cash: its treasury wallets, its own tokens left out. */
export function companyBalances(balances: readonly ChainBalance[], scope: CompanyScope): ChainBalance[] {
  return balances.filter((b) => isCompanyWallet(scope, b.chainId, b.wallet) && !isOwnToken(scope, b.chainId, b.asset));
}

/**
 * The engine's rows as the company's cash sees them: rows touching a treasury wallet, own tokens
 * left out; a move between a treasury wallet and another watched wallet becomes money in or out
 * (its fee stays with the sender: the company pays it only when it sends).
 */
export function companyRows(rows: readonly ChainTransaction[], scope: CompanyScope): ChainTransaction[] {
  const out: ChainTransaction[] = [];
  for (const row of rows) {
    if (isOwnToken(scope, row.chainId, row.asset)) continue;
    const wallets = row.wallets.filter((w) => isCompanyWallet(scope, row.chainId, w));
    if (wallets.length === 0) continue;
    if (row.direction !== 'own' || wallets.length === 2) {
      out.push(wallets.length === row.wallets.length ? row : { ...row, wallets });
      continue;
    }
    const incoming = isCompanyWallet(scope, row.chainId, row.to);
    out.push({
      ...row,
      wallets,
      direction: incoming ? 'in' : 'out',
      counterparty: incoming ? row.from : row.to,
    });
  }
  return out;
}
