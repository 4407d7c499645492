import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';
import { downloadText } from '@/lib/files/download';
import type { LedgerClient } from '@/platform/features/accounting/model/ledger-client';
import type { BookRows } from '@/platform/features/accounting/model/ledger-compute';
import type { ReportCsv } from '@/platform/features/accounting/model/report-csv-request';
import type { DayRange } from '@/lib/ledger/period-presets';

const LABELS: Record<ReportCsv, string> = {
  'trial-balance': 'Trial balance CSV',
  'income-statement': 'Income statement CSV',
  'balance-sheet': 'Balance sheet CSV',
  'general-ledger': 'General ledger CSV',
};

/** One CSV per report of the period (built in the worker); the general ledger's is of the chosen account. */
export function ReportDownloads({
  client,
  book,
  range,
  accountId,
}: {
  client: LedgerClient;
  book: BookRows;
  range: DayRange;
  accountId: string;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function download(report: ReportCsv) {
    setBusy(true);
    try {
      const response = await client.call({ kind: 'report-csv', book, report, range, accountId: accountId || null });
      if (response.kind === 'export')
        downloadText(response.text, `${report}_${range.from}_${range.to}.csv`, 'text/csv');
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {(Object.keys(LABELS) as ReportCsv[]).map((report) => (
          <Button
            key={report}
            variant="secondary"
            disabled={busy || (report === 'general-ledger' && !accountId)}
            onClick={() => void download(report)}
          >{`Download ${LABELS[report]}`}</Button>
        ))}
      </div>
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </div>
  );
}
