import { Card } from '@/components/ui/card';
import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { ErrorMessage } from '@/components/ui/error-line';
import type { Asset } from '@/lib/money/asset';
import { parseDistributionCsv } from '@/platform/features/autodistribution/model/csv-import';
import type { DistributionDraft } from '@/platform/features/autodistribution/model/editor-draft';
import { checkRecipients, type ShareMode } from '@/platform/features/autodistribution/model/recipients';

interface ImportState {
  readonly fileName: string;
  readonly mode: ShareMode;
  readonly format: 'safe' | 'plain';
  readonly rows: { address: string; share: string }[];
  readonly errors: { line: number; message: string }[];
}

/** Reads a CSV into a preview; only "Use these recipients" replaces the list, and only without errors. */
export function CsvImportSection({
  draft,
  asset,
  onAccept,
}: {
  draft: DistributionDraft;
  asset: Asset | null;
  onAccept: (next: DistributionDraft) => void;
}) {
  const id = useId();
  const [state, setState] = useState<ImportState | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !asset) return;
    const text = await file.text();
    const read = parseDistributionCsv(text, asset);
    // Safe's amounts are absolute; a plain list's shares follow the mode chosen above.
    const mode: ShareMode = read.format === 'safe' ? 'fixed' : draft.mode;
    const check = checkRecipients(read.rows, mode, asset.decimals, asset.symbol);
    const rowErrors = check.ok
      ? []
      : check.errors.map((e) => ({
          line: e.line,
          message: `${e.field === 'address' ? 'Receiver' : mode === 'percent' ? 'Share' : 'Amount'}: ${e.message}`,
        }));
    const listErrors =
      !check.ok && check.listError && read.rows.length > 0 && rowErrors.length === 0
        ? [{ line: 0, message: check.listError }]
        : [];
    const errors = [...read.errors, ...rowErrors, ...listErrors].sort((a, b) => a.line - b.line);
    setState({
      fileName: file.name,
      mode,
      format: read.format,
      rows: read.rows.map(({ address, share }) => ({ address, share })),
      errors,
    });
  };

  return (
    <div className="space-y-2">
      <FileInput
        id={id}
        label="Import CSV (Safe CSV Airdrop or address,share)"
        accept=".csv,text/csv"
        onChange={(e) => void onFile(e)}
        disabled={!asset}
      />
      {state ? (
        <Card label="CSV import" className="space-y-2">
          <p className="text-sm">
            {state.fileName}: {state.rows.length} recipient{state.rows.length === 1 ? '' : 's'} read (
            {state.format === 'safe'
              ? 'Safe CSV Airdrop, fixed amounts'
              : `address,share as ${state.mode === 'percent' ? 'percentages' : 'amounts'}`}
            ).
          </p>
          {state.errors.length > 0 ? (
            <>
              <ErrorMessage>The file was not imported: fix these lines and import it again.</ErrorMessage>
              <ul aria-label="Import errors" className="max-h-48 list-disc overflow-auto pl-5 text-sm text-danger">
                {state.errors.map((e, i) => (
                  <li key={i}>{e.line > 0 ? `Line ${e.line}: ${e.message}` : e.message}</li>
                ))}
              </ul>
            </>
          ) : null}
          <div className="flex gap-2">
            <Button
              disabled={state.errors.length > 0 || state.rows.length === 0}
              onClick={() => {
                onAccept({ ...draft, mode: state.mode, rows: state.rows });
                setState(null);
              }}
            >
              Use these recipients
            </Button>
            <Button variant="secondary" onClick={() => setState(null)}>
              Discard
            </Button>
          </div>
        </Card>
      ) : null}
    </div>
  );
}
