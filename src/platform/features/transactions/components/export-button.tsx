import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { AddressBook } from '@/lib/chain/address-book';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { downloadText } from '@/lib/files/download';
import { csvFileName, toCsv } from '@/platform/features/transactions/model/transactions-csv';

/** Downloads the rows currently shown (after filters and search) as CSV; `disabled` while rows are still loading. */
export function ExportButton({
  rows,
  heads,
  book,
  disabled = false,
}: {
  rows: readonly ChainTransaction[];
  heads: ReadonlyMap<number, number>;
  book: AddressBook;
  disabled?: boolean;
}) {
  const [error, setError] = useState<string | null>(null);
  const exportCsv = () => {
    try {
      setError(null);
      downloadText(toCsv(rows, heads, book), csvFileName(new Date()), 'text/csv;charset=utf-8');
    } catch (cause) {
      setError(`The CSV file could not be created${cause instanceof Error ? ` (${cause.message})` : ''}.`);
    }
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <Button variant="secondary" onClick={exportCsv} disabled={disabled || rows.length === 0}>
        Export CSV
      </Button>
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </div>
  );
}
