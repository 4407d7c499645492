import type { DistributionRun } from '@/lib/db/entities/distribution';
import { useLiveQuery } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { formatAmount } from '@/lib/money/format-amount';
import { historyLines } from '@/platform/features/autodistribution/model/history';

/** Paid distributions with every recipient's amount as the chain rows show it, and their booking. */
export function HistorySection({ db, runs }: { db: WorkspaceDb; runs: readonly DistributionRun[] }) {
  const keys = runs.flatMap((r) => r.batches.flatMap((b) => (b.hash ? [[r.chainId, b.hash] as [number, string]] : [])));
  const keyText = JSON.stringify(keys);
  const rows = useLiveQuery(() => db.chainTransactions.where('[chainId+hash]').anyOf(keys).toArray(), [db, keyText]);
  const rowList = rows.status === 'ready' ? rows.data : [];

  return (
    <section
      aria-labelledby="history-heading"
      className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="history-heading" className="text-xl font-semibold">
        History
      </h2>
      {runs.length === 0 ? <p className="text-sm">No distribution paid yet on this network.</p> : null}
      <ul className="space-y-2">
        {runs.map((run) => {
          const lines = historyLines(run, rowList);
          const amount = (units: bigint) => formatAmount(units, run.asset, { withSymbol: true });
          return (
            <li key={run.id} data-run={run.id}>
              <details>
                <summary className="cursor-pointer text-sm">
                  {new Date(run.updatedAt).toLocaleString()} — {amount(BigInt(run.total))} to {run.payments.length}{' '}
                  recipients, booked as {run.postAs === 'equity' ? 'an equity distribution' : 'an expense'} (
                  {run.accountCode})
                </summary>
                <p className="mt-1 break-all font-mono text-xs">{run.batches.map((b) => b.hash).join(' ')}</p>
                <table className="mt-2 w-full text-left text-sm">
                  <caption className="sr-only">Recipients of this distribution</caption>
                  <thead>
                    <tr>
                      <th scope="col">Recipient</th>
                      <th scope="col" className="text-right">
                        Planned
                      </th>
                      <th scope="col" className="text-right">
                        On chain
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {lines.map((line) => (
                      <tr key={line.address} data-recipient={line.address}>
                        <td className="break-all font-mono">{line.address}</td>
                        <td className="text-right tabular-nums">{amount(line.planned)}</td>
                        <td className="text-right tabular-nums" data-testid="on-chain">
                          {line.onChain === null ? 'not synced yet' : amount(line.onChain)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
