// The split of a fiat document's payment gain (docs/functional-currency.md, "The gain of a fiat
// document's payment"): the wallets' part is the realised gain on digital assets, the rest of the
// entry's residue the exchange difference (books.ts books both).
import type { Posting } from '../entry';
import { isWalletAccount } from './accounts';
import type { FairValue } from './fair-value';

/**
 * The part of an entry's residue its wallet lines make: each wallet line's value (the carrying
 * amount relieved, or a lot opened) less its fair value on the entry's day; null when a wallet's
 * asset has no price that day (the whole residue then stays on the realised gains, as for any disposal).
 */
export function digitalPart(
  postings: readonly Posting[],
  date: string,
  values: readonly (bigint | null | undefined)[],
  fair: FairValue,
): bigint | null {
  let part = 0n;
  for (let i = 0; i < postings.length; i += 1) {
    const p = postings[i] as Posting;
    const value = values[i];
    if (value === null || value === undefined || !isWalletAccount(p.accountId)) continue;
    const price = fair.price(p.commodity, date);
    if (price === null) return null;
    const worth = p.amount < 0n ? -fair.at(-p.amount, p.decimals, price) : fair.at(p.amount, p.decimals, price);
    part += value - worth;
  }
  return part;
}
