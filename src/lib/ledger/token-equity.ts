// The company's own tokens in the books (rules and examples: README "The company's own tokens").
// Shares the company issues are equity, never an asset of the company: a chain row moving the
// company's own token never touches a wallet account. Issuing (mint) and cancelling (burn) are
// booked from the cap table (lib/posting/tokens.ts, the Tokens page), against the equity account the
// user picked; shares held by the company itself are treasury shares, a contra-equity account at
// nominal zero value (share units only, no price). This rule books the rest from the chain rows:
// treasury shares leaving the company's wallet (sold or granted) and coming back (bought back).
import type { Account } from './account';
import { commodityId } from './commodity';
import type { EntryDraft } from './entry';
import type { PostingRule } from './posting-rule';
import { txSource, type TxInput } from './tx-rules';
import { isoDay } from '@/lib/primitives/days';

/** Contra-equity: shares issued to holders outside the company (the other side of share capital). */
export const SHARES_IN_ISSUE_ACCOUNT = 'shares-in-issue';
/** Contra-equity: the company's own shares it holds (issued to itself, or bought back). */
export const TREASURY_SHARES_ACCOUNT = 'treasury-shares';

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

const SHARE_ACCOUNTS = [
  { id: SHARES_IN_ISSUE_ACCOUNT, name: 'Shares in issue (contra)', firstCode: 3950 },
  { id: TREASURY_SHARES_ACCOUNT, name: 'Treasury shares (contra-equity)', firstCode: 3960 },
] as const;

/** The share accounts the chart lacks, under the Equity root, each on the first free code from 3950 / 3960. */
export function missingShareAccounts(chart: readonly Account[]): Account[] {
  const taken = new Set(chart.map((account) => account.code));
  const root = chart.find((account) => account.type === 'equity' && account.parentId === null);
  const added: Account[] = [];
  for (const wanted of SHARE_ACCOUNTS) {
    if (chart.some((account) => account.id === wanted.id)) continue;
    let code = wanted.firstCode;
    while (taken.has(String(code))) code += 1;
    taken.add(String(code));
    added.push({
      id: wanted.id,
      code: String(code),
      name: wanted.name,
      type: 'equity',
      parentId: root?.id ?? null,
      archived: false,
    });
  }
  return added;
}

/** Whether a row moves one of the company's own tokens (`ownTokens`: commodity ids, `<chainId>:<address>`). */
export function isOwnTokenRow(row: Pick<TxInput, 'chainId' | 'asset'>, ownTokens: ReadonlySet<string>): boolean {
  return row.asset !== 'native' && ownTokens.has(commodityId(row.chainId, row.asset));
}

/**
 * A confirmed row of the company's own token: out of the company's wallet to a holder, Dr Shares in
 * issue / Cr Treasury shares; into it from a holder (a buy-back), the reverse. A mint or burn (the
 * zero address on one side) and a move between the company's wallets book nothing here.
 */
export const treasuryShareRule: PostingRule<TxInput> = (row) => {
  const units = BigInt(row.units);
  if (row.status !== 'confirmed' || units === 0n || row.direction === 'own') return [];
  if (row.from === ZERO_ADDRESS || row.to === ZERO_ADDRESS || row.to === null) return [];
  const commodity = commodityId(row.chainId, row.asset);
  const leaving = row.direction === 'out';
  const posting = (accountId: string, amount: bigint) => ({ accountId, commodity, amount, decimals: row.decimals });
  const draft: EntryDraft = {
    date: isoDay(row.time),
    memo:
      row.memo.trim() ||
      (leaving
        ? `Treasury shares: ${row.symbol} transferred to ${row.to} (${row.hash.slice(0, 10)}…)`
        : `Treasury shares: ${row.symbol} bought back from ${row.from} (${row.hash.slice(0, 10)}…)`),
    postings: leaving
      ? [posting(SHARES_IN_ISSUE_ACCOUNT, units), posting(TREASURY_SHARES_ACCOUNT, -units)]
      : [posting(TREASURY_SHARES_ACCOUNT, units), posting(SHARES_IN_ISSUE_ACCOUNT, -units)],
    source: txSource(row),
  };
  return [draft];
};
