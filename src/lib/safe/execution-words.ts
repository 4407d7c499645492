// What the queue, a proposal's card and the bills it pays say of an execution that did not do what
// the proposal says, one sentence per case: refused on chain (the transaction reverted, e.g. GS013:
// the Safe's nonce is unused, the proposal stays open) or executed without effect (the Safe logged
// `ExecutionFailure`: a SafeTx with a safeTxGas or gasPrice, made elsewhere, whose inner call
// reverted; the nonce is used, nothing it pays happened, and it is never offered again).
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import { DEPLOYMENT_FAILED } from './create-call';

type Proposal = Pick<SafeProposalRecord, 'kind' | 'tx' | 'pays'>;

const deploys = (record: Pick<Proposal, 'pays'>) => record.pays?.kind === 'deploy';

/** An execution `hash` the chain refused (reverted): nothing happened and the nonce is still free. */
export function refusedExecutionWords(record: Pick<Proposal, 'pays'>, hash: string): string {
  return deploys(record)
    ? `The execution ${hash} failed on chain: the deployment failed and no contract was created. Nothing was recorded; execute it again or reject it.`
    : `The execution ${hash} failed on chain: nothing was paid. Execute it again or reject it.`;
}

/** An execution `hash` mined with the Safe's inner call reverted (`ExecutionFailure`): the nonce is used. */
export function executedWithoutEffectWords(record: Proposal, hash: string): string {
  const used = `(nonce ${record.tx.nonce} is used)`;
  if (deploys(record))
    return `${DEPLOYMENT_FAILED} The Safe's call to CreateCall reverted in ${hash} ${used}; no token was recorded.`;
  const failed = `Executed, but the Safe's call failed in ${hash} ${used}: nothing it pays happened`;
  if (record.kind === 'bills') return `${failed}; its bills are still open, to pay again.`;
  if (record.kind === 'run') return `${failed}; nobody was paid, propose the run again.`;
  return `${failed}.`;
}
