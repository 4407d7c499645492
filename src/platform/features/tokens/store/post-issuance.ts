// Posts a token's issuance history (from its cap table) to the ledger against the equity account
// the user picked (posted by lib/posting/tokens). Idempotent: sources already in the journal are
// skipped; a closed period holds an entry as a draft until it reopens.
import type { ChainReader } from '@/lib/chain/rpc-client';
import { getBlock } from '@/lib/chain/rpc-methods';
import type { CompanyToken } from '@/lib/db/entities/company-token';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { addLedgerAccount, ensureChart } from '@/lib/ledger/store/chart-store';
import { missingShareAccounts } from '@/lib/ledger/token-equity';
import type { Actor } from '@/lib/ledger/store/journal-store';
import type { SourcedPostSummary } from '@/lib/posting/sourced-entries';
import { postTokenIssuance } from '@/lib/posting/tokens';
import type { IssuanceEvent } from '@/lib/tokens/cap-table';
import { issuanceEntries } from '@/platform/features/tokens/model/issuance-entries';
import { isoDay } from '@/lib/primitives/days';

/** Creates the contra accounts under Equity (shares in issue from 3950, treasury shares from 3960) unless they exist. */
async function ensureShareAccounts(db: WorkspaceDb): Promise<void> {
  for (const account of missingShareAccounts(await ensureChart(db))) {
    const { id, code, name, type, parentId } = account;
    const added = await addLedgerAccount(db, { id, code, name, type, parentId });
    // Another tab (or the ledger poster) may have created it in the meantime: that is the same account.
    if (!added.ok && !(await db.ledgerAccounts.get(id))) throw new Error(added.message);
  }
}

/** Posts every mint and burn of `events` not yet in the journal; entries dated on their block's UTC day. */
export async function postIssuance(
  db: WorkspaceDb,
  reader: ChainReader,
  token: CompanyToken,
  events: readonly IssuanceEvent[],
  actor: Actor,
): Promise<SourcedPostSummary> {
  if (!token.equityAccountId) throw new Error('Choose the equity account to post against first');
  await ensureShareAccounts(db);
  // The company's own wallets: a mint to one of them is of treasury shares.
  const ours = new Set([token.owner, ...(await db.treasuryWallets.toArray()).map((w) => w.address)]);
  const companyWallets = new Set([...ours].map((address) => address.toLowerCase()));
  const days = new Map<number, string>();
  for (const block of new Set(events.map((event) => event.blockNumber))) {
    const header = await getBlock(reader, block);
    if (!header) throw new Error(`The node does not have block ${block}`);
    days.set(block, isoDay(header.timestamp * 1000));
  }
  const drafts = issuanceEntries(
    token,
    events,
    token.equityAccountId,
    (block) => days.get(block) ?? '',
    companyWallets,
  );
  return postTokenIssuance(db, drafts, actor);
}
