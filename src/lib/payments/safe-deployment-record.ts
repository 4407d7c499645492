// A company token deployed from a Safe treasury (Tokens' "Deploy from" a Safe; safe-pay-kinds.ts),
// recorded once its execution is mined: at the address the Safe's own `ContractCreation` log names
// (CreateCall runs in the Safe's context, lib/safe/create-call.ts), owned by the Safe. Once per
// token: a second settlement of the same execution, or another device's, changes nothing. Recorded
// wherever the execution settles: the Safe queue (safe-payments.ts), or the ledger poster for an
// execution a device noted in the shared proposal (safe-noted-executions.ts), so Tokens shows it
// without anyone opening the queue. An execution that created nothing (the Safe's inner call
// reverted) records nothing, and the proposal's card says so (`deploymentFailure`).
import type { ChainReader } from '@/lib/chain/rpc-client';
import { checkTokenCode, type TokenTemplate } from '@/lib/contracts/token-code-check';
import { companyTokenId, type CompanyTokenKind } from '@/lib/db/entities/company-token';
import type { ProposalPays, SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { deployedContractOf } from '@/lib/safe/create-call';
import { executedWithoutEffectWords, refusedExecutionWords } from '@/lib/safe/execution-words';
import { recordCompanyToken } from '@/lib/tokens/company-tokens';
import type { ExecutionReceipt } from './safe-payments';

/**
 * Why a mined execution of a deployment created no contract, or null when it created one: the
 * transaction reverted (CreateCall's CREATE failed and the Safe refused the execution, GS013: its
 * nonce is not used), or it was mined without the Safe's `ContractCreation` log (the Safe logged
 * `ExecutionFailure`: the inner call reverted and the nonce is used).
 */
export function deploymentFailure(
  receipt: ExecutionReceipt,
  record: Pick<SafeProposalRecord, 'safe' | 'kind' | 'tx' | 'pays'>,
  hash: string,
): string | null {
  if (receipt.status === 0) return refusedExecutionWords(record, hash);
  if (!deployedContractOf(receipt.logs ?? [], record.safe)) return executedWithoutEffectWords(record, hash);
  return null;
}

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
      // A deed's metadata as the wallet's deed path records it: its URI, CID and JSON inline.
      metadataUri: pays.metadataUri,
      metadataCid: pays.metadataCid ?? null,
      metadataJson: pays.metadataJson ?? null,
      equityAccountId: null,
    },
    now.toISOString(),
  );
  return address;
}
