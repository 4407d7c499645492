// The company's tokens in the workspace: the only code of this page that writes them.
import { knownTokenId } from '@/lib/db/entities/known-token';
import { companyTokenId, type CompanyToken } from '@/lib/db/entities/company-token';
import { parseRecord, readRecords, type ReadResult } from '@/lib/db/records';
import { saveRevision } from '@/lib/db/revision-save';
import type { WorkspaceDb } from '@/lib/db/workspace-db';

/** Every recorded company token (all networks), parsed on read. */
export function readCompanyTokens(db: WorkspaceDb): Promise<ReadResult<'companyTokens'>> {
  return readRecords(db, 'companyTokens');
}

/** What is known once a deployment was mined and its code checked. */
export type NewCompanyToken = Omit<CompanyToken, 'id' | 'recordedAt' | 'revision'>;

/**
 * Records a deployed token, and for shares also as a known ERC-20 of its network, so My Wallet
 * shows its balance, the sync engine follows its transfers and the ledger names its commodity.
 */
export async function recordCompanyToken(
  db: WorkspaceDb,
  token: NewCompanyToken,
  nowIso: string,
): Promise<CompanyToken> {
  const record = parseRecord('companyTokens', {
    ...token,
    id: companyTokenId(token.chainId, token.address),
    recordedAt: nowIso,
    revision: 1,
  });
  await db.transaction('rw', db.companyTokens, db.knownTokens, async () => {
    await db.companyTokens.put(record);
    if (token.kind === 'shares') {
      const known = parseRecord('knownTokens', {
        id: knownTokenId(token.chainId, token.address),
        chainId: token.chainId,
        address: token.address,
        symbol: token.symbol,
        name: token.name,
        decimals: 18,
        addedAt: nowIso,
      });
      if (!(await db.knownTokens.get(known.id))) await db.knownTokens.put(known);
    }
  });
  return record;
}

/** Sets (or clears) the equity account a token's issuance posts against. */
export async function setEquityAccount(
  db: WorkspaceDb,
  token: CompanyToken,
  accountId: string | null,
): Promise<CompanyToken> {
  return saveRevision(db, 'companyTokens', { ...token, equityAccountId: accountId }, token.revision);
}
