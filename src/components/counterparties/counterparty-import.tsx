// CSV import of the directory: pick a file, see a preview of the rows that will be added and an
// error per bad row (line, field, message); nothing is written until "Import". Cancel writes nothing.
import { useState } from 'react';
import type { CounterpartyCsvPreview } from '@/lib/counterparties/counterparty-csv';
import type { CounterpartyInput } from '@/lib/counterparties/counterparty-store';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';

export interface CounterpartyImportProps {
  readonly role: 'client' | 'vendor';
  readonly onImport: (inputs: CounterpartyInput[]) => Promise<void>;
  readonly onClose: () => void;
}

/** The import panel. */
export function CounterpartyImport({ role, onImport, onClose }: CounterpartyImportProps) {
  const [preview, setPreview] = useState<CounterpartyCsvPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <section aria-label="Import from CSV" className="space-y-3">
      <FileInput
        label="CSV file"
        hint="Columns: name, legal_name, email, roles, wallets as chainId:address, tax_id, address, terms_days, income_account, expense_account, notes"
        accept=".csv,text/csv"
        onFiles={async ([file]) => {
          if (!file) return;
          const { parseCounterpartyCsv } = await import('@/lib/counterparties/counterparty-csv');
          setPreview(parseCounterpartyCsv(await file.text(), role));
        }}
      />
      {preview ? (
        <div className="space-y-2 text-sm">
          <p role="status">
            {preview.rows.length} row{preview.rows.length === 1 ? '' : 's'} ready, {preview.errors.length} error
            {preview.errors.length === 1 ? '' : 's'}
          </p>
          {preview.rows.length ? (
            <ul className="list-disc pl-5">
              {preview.rows.map((r) => (
                <li key={r.line}>
                  Line {r.line}: {r.input.name}
                </li>
              ))}
            </ul>
          ) : null}
          {preview.errors.length ? (
            <ul aria-label="Rows with errors" className="list-disc pl-5 text-danger">
              {preview.errors.map((e, i) => (
                <li key={i}>
                  Line {e.line} ({e.field}): {e.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <div className="flex gap-2">
        <Button
          disabled={!preview || preview.rows.length === 0}
          onClick={async () => {
            try {
              await onImport((preview?.rows ?? []).map((r) => r.input));
              onClose();
            } catch (e) {
              setError(e instanceof Error ? e.message : String(e));
            }
          }}
        >
          Import {preview?.rows.length ?? 0}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
