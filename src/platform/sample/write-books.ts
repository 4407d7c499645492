// What the sample's bookkeeper did in the books, through the Accounting and Tokens pages' own use
// cases: the books start on the year's first day (Reconciliation → "Books start on"), the opening
// balance the chain shows there is proposed (the sync engine's own proposal code) and confirmed,
// and the share token's issuance is posted against share capital. The Dashboard then says the
// books match the chain once the sync engine has read the year.
import { getAddress } from 'ethers';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { openBooksOn } from '@/lib/chain/sync/books-start';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { saveBooksStart } from '@/lib/ledger/store/books-start-store';
import { confirmOpeningBalance } from '@/lib/posting/post-opening-balances';
import { knownNetwork } from '@/lib/primitives/networks';
import type { SampleChainResult } from '@/lib/sample/chain-runner';
import type { SamplePlan } from '@/lib/sample/sample-plan-types';
import { readCapTable } from '@/lib/tokens/read-cap-table';
import { postIssuance } from '@/platform/features/tokens/store/post-issuance';
import { setEquityAccount } from '@/platform/features/tokens/store/tokens-store';
import { planDate, planTime } from './sample-days';

export interface BooksInput {
  readonly db: WorkspaceDb;
  readonly plan: SamplePlan;
  readonly chain: SampleChainResult;
  readonly chainId: number;
  readonly reader: ChainReader;
  /** The Admin's wallet (the company wallet), who decides. */
  readonly account: string;
  readonly newId: () => string;
}

/** Starts the books on day 0 and confirms the opening balances the chain shows at the block before it. */
export async function writeOpeningBalances(input: BooksInput): Promise<void> {
  const { db, chain, chainId } = input;
  const day = planDate(chain.start, 0);
  const now = planTime(chain.start, 0, 10);
  const started = await saveBooksStart(db, chainId, day, now);
  if (!started.ok) throw new Error(`Books start: ${started.message}`);
  const network = knownNetwork(chainId);
  const treasury = await db.treasuryWallets.where('chainId').equals(chainId).toArray();
  const wallets = [...new Set([getAddress(input.account), ...treasury.map((w) => getAddress(w.address))])].sort();
  const target = {
    chainId,
    wallets,
    nativeSymbol: network?.nativeCurrency.symbol ?? 'ETH',
    nativeDecimals: network?.nativeCurrency.decimals ?? 18,
    booksStartOn: day,
  };
  // The session's engine may have proposed the opening at genesis while the year was played (before
  // the books had a start day): such a row, never posted, is dropped and read again at the start.
  const block = await openBooksOn(db, input.reader, target, null, now);
  const atOtherBlock = await db.openingBalances
    .where('chainId')
    .equals(chainId)
    .filter((row) => row.block !== block && row.entryId === null)
    .count();
  if (atOtherBlock) await openBooksOn(db, input.reader, target, null, now);
  const proposed = await db.openingBalances
    .where('chainId')
    .equals(chainId)
    .filter((row) => row.status === 'proposed' && row.block === block)
    .toArray();
  for (const row of proposed) {
    const confirmed = await confirmOpeningBalance(db, row.id, row.revision, input.newId(), {
      by: input.account,
      now,
    });
    if (!confirmed.ok) throw new Error(`Opening balance of ${row.symbol}: ${confirmed.message}`);
  }
}

/** Posts the share token's mints against 3100 Owner contributions, as on the Tokens page. */
export async function writeIssuance(input: BooksInput): Promise<void> {
  const { db, chain, plan } = input;
  const token = (await db.companyTokens.toArray()).find(
    (t) => t.chainId === input.chainId && t.address.toLowerCase() === chain.token.toLowerCase(),
  );
  if (!token) throw new Error(`The ${plan.token.symbol} token is not recorded`);
  const chosen = await setEquityAccount(db, token, ACCOUNT_IDS.ownerContributions);
  const capTable = await readCapTable(input.reader, chain.token, { fromBlock: chain.tokenBlock });
  const mintDay = plan.steps.find((s) => s.kind === 'mint')?.day ?? 0;
  const summary = await postIssuance(db, input.reader, chosen, capTable.issuance, {
    by: input.account,
    now: planTime(chain.start, mintDay + 1, 10),
  });
  if (summary.refused.length) throw new Error(`Share issuance: ${summary.refused.map((r) => r.message).join('; ')}`);
}
