import { Address } from '@/components/ui/address';
import { Amount } from '@/components/ui/amount';
import { Card } from '@/components/ui/card';
import { Table } from '@/components/ui/table';
import type { DistributionRun } from '@/lib/db/entities/distribution';
import { useLiveQuery } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { formatQuantity } from '@/lib/money/format-quantity';
import { useDateSettings } from '@/lib/db/use-date-settings';
import { nameOf } from '@/lib/chain/address-book';
import { useAddressBook } from '@/lib/chain/use-address-book';
import { formatDateTime } from '@/lib/primitives/date-format';
import { historyLines } from '@/platform/features/autodistribution/model/history';

/** Paid distributions with every recipient's amount as the chain rows show it, and their booking. */
export function HistorySection({ db, runs }: { db: WorkspaceDb; runs: readonly DistributionRun[] }) {
  const keys = runs.flatMap((r) => r.batches.flatMap((b) => (b.hash ? [[r.chainId, b.hash] as [number, string]] : [])));
  const keyText = JSON.stringify(keys);
  const rows = useLiveQuery(() => db.chainTransactions.where('[chainId+hash]').anyOf(keys).toArray(), [db, keyText]);
  const rowList = rows.status === 'ready' ? rows.data : [];
  const dates = useDateSettings(db);
  const book = useAddressBook(db);
  // When it was paid: its first batch's block time (as Transactions shows it), else when it was recorded.
  const paidAt = (run: DistributionRun) =>
    rowList
      .filter((row) => row.chainId === run.chainId && run.batches.some((b) => b.hash === row.hash))
      .map((row) => row.time)
      .sort()[0] ?? run.updatedAt;

  return (
    <Card title="History">
      <div className="space-y-3">
        {runs.length === 0 ? <p className="text-sm text-muted">No distribution paid yet on this network.</p> : null}
        <ul className="space-y-2">
          {runs.map((run) => {
            const lines = historyLines(run, rowList);
            const amount = (units: bigint) => formatQuantity(units, run.asset, { symbol: true });
            return (
              <li key={run.id} data-run={run.id}>
                <details>
                  <summary className="cursor-pointer rounded text-sm focus-visible:outline-2 focus-visible:outline-ring">
                    {formatDateTime(paidAt(run), dates)} — {amount(BigInt(run.total))} to {run.payments.length}{' '}
                    recipients, booked as {run.postAs === 'equity' ? 'an equity distribution' : 'an expense'} (
                    {run.accountCode})
                  </summary>
                  <p className="mt-1 font-mono text-xs break-all text-muted">
                    {run.batches.map((b) => b.hash).join(' ')}
                  </p>
                  <div className="mt-2">
                    <Table
                      label="Recipients of this distribution"
                      columns={[
                        {
                          id: 'recipient',
                          header: 'Recipient',
                          cell: (line) => (
                            <Address address={line.address} name={nameOf(book, line.address) ?? undefined} />
                          ),
                        },
                        {
                          id: 'planned',
                          header: 'Planned',
                          numeric: true,
                          cell: (line) => <Amount units={line.planned} asset={run.asset} />,
                        },
                        {
                          id: 'on-chain',
                          header: 'On chain',
                          numeric: true,
                          cell: (line) => (
                            <span data-testid="on-chain">
                              {line.onChain === null ? (
                                'not synced yet'
                              ) : (
                                <Amount units={line.onChain} asset={run.asset} />
                              )}
                            </span>
                          ),
                        },
                      ]}
                      rows={lines}
                      rowKey={(line) => line.address}
                      rowData={(line) => ({ recipient: line.address })}
                    />
                  </div>
                </details>
              </li>
            );
          })}
        </ul>
      </div>
    </Card>
  );
}
