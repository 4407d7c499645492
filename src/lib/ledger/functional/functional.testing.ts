// Fixtures for the functional-currency tests: two treasury wallets' ETH accounts and a journal builder.
import { defaultChart } from '../default-chart';
import { postDraft, type Entry, type Posting } from '../entry';
import { indexPrices, type PriceIndex } from '../prices';
import { walletAccountFor } from '../wallet-account';
import type { Account } from '../account';

export const ETH = '31337:native';
export const E = 10n ** 18n;

/** The default chart with ETH accounts of two of the company's wallets (A and B). */
export function twoWallets(): { accounts: readonly Account[]; a: string; b: string } {
  const first = walletAccountFor(
    defaultChart(),
    { chainId: 31337, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', label: 'Treasury' },
    { asset: 'native', symbol: 'ETH' },
  );
  const second = walletAccountFor(
    first.accounts,
    { chainId: 31337, address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', label: 'Ops' },
    { asset: 'native', symbol: 'ETH' },
  );
  return { accounts: second.accounts, a: first.account.id, b: second.account.id };
}

/** An ETH posting of `eth` (a decimal string, debit positive). */
export function eth(accountId: string, amount: string): Posting {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? amount.slice(1) : amount).split('.');
  const units = BigInt(whole) * E + BigInt(fraction.padEnd(18, '0'));
  return { accountId, commodity: ETH, amount: negative ? -units : units, decimals: 18 };
}

let counter = 0;
/** A posted entry. */
export function entry(date: string, memo: string, postings: Posting[], source = 'manual'): Entry {
  counter += 1;
  return postDraft({ date, memo, postings, source }, `t${counter}`, null);
}

/** A price index of ETH in the company's currency: [day, price] pairs. */
export function ethPrices(...days: [string, string][]): PriceIndex {
  return indexPrices(days.map(([date, price]) => ({ commodity: ETH, date, price })));
}
