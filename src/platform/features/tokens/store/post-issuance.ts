// Posts a token's issuance history (from its cap table) to the ledger against the equity account
// the user picked (posted by lib/posting/tokens). Idempotent: sources already in the journal are
// skipped; a closed period holds an entry as a draft until it reopens.
import type { ChainReader } from '@/lib/chain/rpc-client';
import { getBlock } from '@/lib/chain/rpc-methods';
import type { CompanyToken } from '@/lib/db/entities/company-token';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { addLedgerAccount, ensureChart } from '@/lib/ledger/store/chart-store';
import type { Actor } from '@/lib/ledger/store/journal-store';
import type { SourcedPostSummary } from '@/lib/posting/sourced-entries';
import { postTokenIssuance } from '@/lib/posting/tokens';
import type { IssuanceEvent } from '@/lib/tokens/cap-table';
import { issuanceEntries, SHARES_IN_ISSUE_ACCOUNT } from '@/platform/features/tokens/model/issuance-entries';

/** Creates the contra account under Equity (first free code from 3950) unless it exists. */
async function ensureContraAccount(db: WorkspaceDb): Promise<void> {
  const chart = await ensureChart(db);
  if (chart.some((account) => account.id === SHARES_IN_ISSUE_ACCOUNT)) return;
  const taken = new Set(chart.map((account) => account.code));
  let code = 3950;
  while (taken.has(String(code))) code += 1;
  const equityRoot = chart.find((account) => account.type === 'equity' && account.parentId === null);
  const added = await addLedgerAccount(db, {
    id: SHARES_IN_ISSUE_ACCOUNT,
    code: String(code),
    name: 'Shares in issue (contra)',
    type: 'equity',
    parentId: equityRoot?.id ?? null,
  });
  // Another tab may have created it in the meantime: that is the same account.
  if (!added.ok && !(await db.ledgerAccounts.get(SHARES_IN_ISSUE_ACCOUNT))) throw new Error(added.message);
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
  await ensureContraAccount(db);
  const days = new Map<number, string>();
  for (const block of new Set(events.map((event) => event.blockNumber))) {
    const header = await getBlock(reader, block);
    if (!header) throw new Error(`The node does not have block ${block}`);
    days.set(block, new Date(header.timestamp * 1000).toISOString().slice(0, 10));
  }
  const drafts = issuanceEntries(token, events, token.equityAccountId, (block) => days.get(block) ?? '');
  return postTokenIssuance(db, drafts, actor);
}
