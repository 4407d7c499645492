import { Alert } from '@/components/ui/alert';
import { networkName } from '@/lib/primitives/networks';
import type { LookupState } from '@/platform/features/success/store/use-success-data';

/** A well-formed hash the workspace has no row for, with what the chain said (if it was asked). */
export function NotInWorkspace({ chainId, lookup }: { chainId: number; lookup: LookupState }) {
  let chainWords: string;
  if (lookup.status === 'off')
    chainWords = `Your wallet is not on ${networkName(chainId)}, so the chain was not asked.`;
  else if (lookup.status === 'looking') chainWords = `Asking ${networkName(chainId)}…`;
  else if (lookup.status === 'error') chainWords = `${networkName(chainId)} could not be asked: ${lookup.error}`;
  else if (!lookup.result.known) chainWords = `${networkName(chainId)} does not know this transaction either.`;
  else if (lookup.result.blockNumber === null)
    chainWords = `${networkName(chainId)} knows it: it is waiting to be mined.`;
  else
    chainWords = `${networkName(chainId)} knows it: mined in block ${new Intl.NumberFormat().format(lookup.result.blockNumber)}${lookup.result.succeeded === false ? ', and it failed' : ''}.`;
  return (
    <Alert tone="warning" role="status" title="This transaction was not found in this workspace.">
      {chainWords}
    </Alert>
  );
}
