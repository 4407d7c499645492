// The company's tokens in the workspace: the only code of this page that writes them.
import type { CompanyToken } from '@/lib/db/entities/company-token';
import { readRecords, type ReadResult } from '@/lib/db/records';
import { saveRevision } from '@/lib/db/revision-save';
import type { WorkspaceDb } from '@/lib/db/workspace-db';

/** Every recorded company token (all networks), parsed on read. */
export function readCompanyTokens(db: WorkspaceDb): Promise<ReadResult<'companyTokens'>> {
  return readRecords(db, 'companyTokens');
}

export { recordCompanyToken, type NewCompanyToken } from '@/lib/tokens/company-tokens';

/** Sets (or clears) the equity account a token's issuance posts against. */
export async function setEquityAccount(
  db: WorkspaceDb,
  token: CompanyToken,
  accountId: string | null,
): Promise<CompanyToken> {
  return saveRevision(db, 'companyTokens', { ...token, equityAccountId: accountId }, token.revision);
}
