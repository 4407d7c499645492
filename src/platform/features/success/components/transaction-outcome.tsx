import { Link } from 'react-router-dom';
import { Alert, type AlertTone } from '@/components/ui/alert';
import { CopyButton } from '@/components/ui/copy-button';
import { Spinner } from '@/components/ui/spinner';
import { explorerTxUrl, knownNetwork, networkName } from '@/lib/primitives/networks';
import { successPath, type SuccessTarget } from '@/lib/chain/success-url';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { statusLine, txView } from '@/platform/features/success/model/tx-status';
import { NotInWorkspace } from './not-in-workspace';
import type { LookupState } from '@/platform/features/success/store/use-success-data';

const TONE = {
  pending: 'info',
  confirmed: 'success',
  failed: 'danger',
  replaced: 'warning',
  dropped: 'warning',
} as const satisfies Record<string, AlertTone>;

export interface TransactionOutcomeProps {
  readonly target: SuccessTarget;
  readonly rows: readonly ChainTransaction[];
  readonly head: number | null;
  readonly lookup: LookupState;
}

/** The hash, its live status, the explorer link and (for a replacement) the replacing transaction. */
export function TransactionOutcome({ target, rows, head, lookup }: TransactionOutcomeProps) {
  const view = txView(rows, head);
  const network = knownNetwork(target.chainId);
  const explorer = network ? explorerTxUrl(network, target.hash) : null;
  return (
    <div className="space-y-4">
      <div>
        <p className="text-sm text-muted">Transaction hash on {networkName(target.chainId)}</p>
        <p className="flex flex-wrap items-center gap-2">
          <span data-testid="tx-hash" className="font-mono text-sm break-all">
            {target.hash}
          </span>
          <CopyButton text={target.hash} label="Copy the transaction hash" />
        </p>
      </div>
      {view ? (
        <div data-state={view.state}>
          <Alert
            tone={TONE[view.state]}
            role="status"
            icon={view.state === 'pending' ? <Spinner className="mt-0.5 size-4 shrink-0" /> : undefined}
          >
            <p className="font-medium">{statusLine(view)}</p>
          </Alert>
        </div>
      ) : (
        <NotInWorkspace chainId={target.chainId} lookup={lookup} />
      )}
      {view?.state === 'replaced' && view.replacedBy ? (
        <p>
          <Link
            className="font-medium text-link underline underline-offset-2 hover:no-underline"
            to={successPath({ chainId: target.chainId, hash: view.replacedBy, from: target.from })}
          >
            See the replacing transaction
          </Link>
        </p>
      ) : null}
      {explorer ? (
        <p>
          <a
            href={explorer}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-link underline underline-offset-2 hover:no-underline"
          >
            View on {new URL(explorer).hostname}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      ) : (
        <p className="text-sm text-muted">{networkName(target.chainId)} has no block explorer to link to.</p>
      )}
    </div>
  );
}
