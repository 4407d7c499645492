import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';
import { Section } from '@/components/ui/section';
import { downloadText } from '@/lib/files/download';
import type { BookRows, ExportFormat } from '@/platform/features/accounting/model/ledger-compute';
import type { LedgerClient } from '@/platform/features/accounting/model/ledger-client';

const FILES: Record<ExportFormat, { label: string; name: string; type: string; valued?: true }> = {
  csv: { label: 'Journal CSV', name: 'journal.csv', type: 'text/csv' },
  hledger: { label: 'hledger journal', name: 'ledgerline.journal', type: 'text/plain' },
  beancount: { label: 'Beancount file', name: 'ledgerline.beancount', type: 'text/plain' },
  'beancount-cost': {
    label: 'Beancount at cost',
    name: 'ledgerline-at-cost.beancount',
    type: 'text/plain',
    valued: true,
  },
  'hledger-cost': { label: 'hledger with costs', name: 'ledgerline-costs.journal', type: 'text/plain', valued: true },
  xero: { label: 'Xero manual journals', name: 'xero-manual-journals.csv', type: 'text/csv', valued: true },
  qbo: {
    label: 'QuickBooks Online journal entries',
    name: 'quickbooks-journal-entries.csv',
    type: 'text/csv',
    valued: true,
  },
};

/** Downloads of the posted journal, built in the ledger worker. */
export function ExportsSection({ book, client }: { book: BookRows; client: LedgerClient }) {
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  async function run(format: ExportFormat) {
    setBusy(format);
    try {
      const response = await client.call({ kind: 'export', book, format });
      if (response.kind === 'export') downloadText(response.text, FILES[format].name, FILES[format].type);
      // One download per file where the importer limits lines per file.
      if (response.kind === 'export-parts')
        for (const part of response.parts) downloadText(part.text, part.name, 'text/csv');
      setNote(
        response.kind === 'export-parts' && response.parts.length > 1
          ? `${FILES[format].label}: ${response.parts.length} files, each within the importer's lines per file; import them one after another.`
          : null,
      );
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  }
  return (
    <Section
      title="Exports for accountants"
      description="Posted entries only. hledger's balance report gives this page's trial balance; bean-check accepts the Beancount file."
    >
      <div className="flex flex-wrap gap-2">
        {(Object.keys(FILES) as ExportFormat[])
          .filter((format) => !FILES[format].valued)
          .map((format) => (
            <Button
              key={format}
              variant="secondary"
              disabled={busy !== null}
              onClick={() => void run(format)}
            >{`Download ${FILES[format].label}`}</Button>
          ))}
      </div>
      <h3 className="text-base font-semibold text-fg">{`In the company's currency${book.baseCurrency ? ` (${book.baseCurrency})` : ''}`}</h3>
      <p className="text-sm text-muted">
        Each posting valued with the price list on its day, rounded to the currency's minor unit (a rounding residue on
        the entry's largest income, expense or equity line). Beancount at cost: lots held at cost, disposals at the
        day's price, Beancount's FIFO booking computes the realised gains (Income:Realised-gains). hledger with costs:{' '}
        <code>{`hledger -f ledgerline-costs.journal balance --value=end,${book.baseCurrency || '<currency>'} -e <day after the end>`}</code>
        . Xero and QuickBooks Online: their journal import layouts, split into several files where they limit lines per
        file. A missing price stops the export and names it.
      </p>
      <div className="flex flex-wrap gap-2">
        {(Object.keys(FILES) as ExportFormat[])
          .filter((format) => FILES[format].valued)
          .map((format) => (
            <Button
              key={format}
              variant="secondary"
              disabled={busy !== null || !book.baseCurrency}
              onClick={() => void run(format)}
            >{`Download ${FILES[format].label}`}</Button>
          ))}
      </div>
      {!book.baseCurrency ? (
        <p className="text-sm text-muted">Set the company's currency in Company to export in it.</p>
      ) : null}
      {note ? (
        <Alert tone="info" role="status">
          {note}
        </Alert>
      ) : null}
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </Section>
  );
}
