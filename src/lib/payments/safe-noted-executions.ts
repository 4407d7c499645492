// What a Safe execution paid, on every device of a team workspace. The proposal is shared (its
// `execution`, noted by the device that sent it, and its `outcome`, settled from the chain), but a
// bill payment record (`billPayments`) and a company token (`companyTokens`) are each device's own:
// they mark the bills paid, book the Safe's rows to Accounts payable and list the token on Tokens.
// Without this, a device that did not execute recorded them only once someone opened its Safe
// queue there. The ledger poster runs it whenever a proposal or a chain row changes, so it holds on
// whichever page is open. A deployment needs the mined receipt (the Safe's `ContractCreation` log
// names the token's address), read through the chain's reader the sync engine follows it with.
import type { ChainReader } from '@/lib/chain/rpc-client';
import { getReceipt } from '@/lib/chain/rpc-methods';
import { companyTokenId } from '@/lib/db/entities/company-token';
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { recordSafeDeployment } from './safe-deployment-record';
import { recordProposalPayment } from './safe-payments';

export interface NotedExecutionOptions {
  readonly now: Date;
  readonly newId: () => string;
  /** The reader of a chain the engine follows (null if none): a deployment's receipt is read through it. */
  readonly readerOf?: (chainId: number) => ChainReader | null | Promise<ChainReader | null>;
  /** Executions whose deployment is settled here (recorded, or created nothing): not read again. */
  readonly settled?: Set<string>;
}

/** The transaction that executed `record`: the chain's outcome when settled, else the one a device sent. */
const executionHash = (record: SafeProposalRecord): string | null =>
  record.outcome?.status === 'replaced'
    ? null
    : record.outcome?.status === 'executed'
      ? record.outcome.hash
      : (record.execution?.hash ?? null);

/**
 * Records the bills of each executed bill proposal for its transaction, once per hash, and the
 * token of each executed deployment once its receipt is mined; returns how many it recorded now.
 */
export async function recordNotedExecutions(db: WorkspaceDb, options: NotedExecutionOptions): Promise<number> {
  let recorded = 0;
  for (const record of await db.safeProposals.toArray()) {
    const hash = executionHash(record);
    if (!hash) continue;
    if (record.pays?.kind === 'deploy') {
      if (await recordNotedDeployment(db, record, hash, options)) recorded += 1;
      continue;
    }
    if (record.kind !== 'bills' || record.bills.length === 0) continue;
    if ((await db.billPayments.where('[chainId+hash]').equals([record.chainId, hash]).count()) > 0) continue;
    await recordProposalPayment(db, record, hash, options);
    recorded += 1;
  }
  return recorded;
}

/** Records the token a noted deployment created, once mined; true when it recorded it now. */
async function recordNotedDeployment(
  db: WorkspaceDb,
  record: SafeProposalRecord,
  hash: string,
  options: NotedExecutionOptions,
): Promise<boolean> {
  const pays = record.pays;
  if (pays?.kind !== 'deploy') return false;
  const key = `${record.chainId}:${hash.toLowerCase()}`;
  if (options.settled?.has(key)) return false;
  if (await db.companyTokens.get(companyTokenId(record.chainId, pays.address))) {
    options.settled?.add(key);
    return false;
  }
  const reader = (await options.readerOf?.(record.chainId)) ?? null;
  if (!reader) return false;
  try {
    const receipt = await getReceipt(reader, hash);
    // Not mined yet: a later run (the execution's row written by the sync, the outcome settled) reads it again.
    if (!receipt) return false;
    const address = await recordSafeDeployment(db, record, pays, hash, receipt, options.now, reader);
    options.settled?.add(key);
    return address !== null;
  } catch {
    // The node did not answer: the next run asks again; the bills and books of this run go on.
    return false;
  }
}
