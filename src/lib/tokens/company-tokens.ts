// Writing a company token once its deployment is mined: here in lib, so both the Tokens page (a
// deployment from the wallet) and lib/payments (a deployment from a Safe, recorded on its execution)
// record it the same way.
import { knownTokenId } from '@/lib/db/entities/known-token';
import { companyTokenId, type CompanyToken } from '@/lib/db/entities/company-token';
import { parseRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';

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
