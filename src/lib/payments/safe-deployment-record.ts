// A company token deployed from a Safe treasury (Tokens' "Deploy from" a Safe; safe-pay-kinds.ts),
// recorded once its execution is mined: at the address the Safe's own `ContractCreation` log names
// (CreateCall runs in the Safe's context, lib/safe/create-call.ts), owned by the Safe. Once per
// token: a second settlement of the same execution, or another device's, changes nothing.
import type { ChainReader } from '@/lib/chain/rpc-client';
import { checkTokenCode, type TokenTemplate } from '@/lib/contracts/token-code-check';
import { companyTokenId, type CompanyTokenKind } from '@/lib/db/entities/company-token';
import type { ProposalPays, SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { deployedContractOf } from '@/lib/safe/create-call';
import { recordCompanyToken } from '@/lib/tokens/company-tokens';
import type { ExecutionReceipt } from './safe-payments';

const TEMPLATES: Record<CompanyTokenKind, TokenTemplate> = { shares: 'AssetShares', deed: 'AssetDeed' };

/**
 * Records the token `pays` describes at the address the receipt's `ContractCreation` log names;
 * returns that address, or null when the execution created nothing (reverted, or the Safe's inner
 * call failed: no log) or, with a `reader`, when the address does not hold the template's code.
 */
export async function recordSafeDeployment(
  db: WorkspaceDb,
  record: Pick<SafeProposalRecord, 'chainId' | 'safe'>,
  pays: ProposalPays & { kind: 'deploy' },
  hash: string,
  receipt: ExecutionReceipt,
  now: Date,
  reader?: ChainReader,
): Promise<string | null> {
  if (receipt.status === 0) return null;
  const address = deployedContractOf(receipt.logs ?? [], record.safe);
  if (!address) return null;
  if (await db.companyTokens.get(companyTokenId(record.chainId, address))) return address;
  // As a wallet's deployment: the address must hold the template's code before it is recorded.
  if (reader && !(await checkTokenCode(reader, TEMPLATES[pays.template], address)).ok) return null;
  await recordCompanyToken(
    db,
    {
      chainId: record.chainId,
      address,
      kind: pays.template,
      name: pays.name,
      symbol: pays.symbol,
      cap: pays.cap,
      owner: record.safe,
      deployTxHash: hash,
      deployBlock: receipt.blockNumber,
      metadataUri: pays.metadataUri,
      metadataCid: null,
      metadataJson: null,
      equityAccountId: null,
    },
    now.toISOString(),
  );
  return address;
}
