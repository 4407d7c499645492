import { Link } from 'react-router-dom';
import { CopyButton } from '@/components/ui/copy-button';
import { Spinner } from '@/components/ui/spinner';
import { explorerTxUrl, knownNetwork, networkName } from '@/lib/primitives/networks';
import { successPath, type SuccessTarget } from '@/lib/chain/success-url';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { statusLine, txView } from '@/platform/features/success/model/tx-status';
import { NotInWorkspace } from './not-in-workspace';
import type { LookupState } from '@/platform/features/success/store/use-success-data';

const TONE = {
  pending: 'border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100',
  confirmed:
    'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100',
  failed: 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  replaced: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  dropped: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
} as const;

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
        <p className="text-sm text-slate-600 dark:text-slate-400">Transaction hash on {networkName(target.chainId)}</p>
        <p className="flex flex-wrap items-center gap-2">
          <span data-testid="tx-hash" className="font-mono text-sm break-all">
            {target.hash}
          </span>
          <CopyButton text={target.hash} label="Copy the transaction hash" />
        </p>
      </div>
      {view ? (
        <div
          role="status"
          aria-live="polite"
          data-state={view.state}
          className={`flex items-start gap-2 rounded-lg border p-3 ${TONE[view.state]}`}
        >
          {view.state === 'pending' ? <Spinner className="mt-0.5 size-4 shrink-0" /> : null}
          <p className="font-medium">{statusLine(view)}</p>
        </div>
      ) : (
        <NotInWorkspace chainId={target.chainId} lookup={lookup} />
      )}
      {view?.state === 'replaced' && view.replacedBy ? (
        <p>
          <Link
            className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100"
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
            className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100"
          >
            View on {new URL(explorer).hostname}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {networkName(target.chainId)} has no block explorer to link to.
        </p>
      )}
    </div>
  );
}
