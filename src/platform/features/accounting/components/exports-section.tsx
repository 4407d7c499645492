import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';
import { Section } from '@/components/ui/section';
import { downloadText } from '@/lib/files/download';
import type { BookRows, ExportFormat } from '@/platform/features/accounting/model/ledger-compute';
import type { LedgerClient } from '@/platform/features/accounting/model/ledger-client';

const FILES: Record<ExportFormat, { label: string; name: string; type: string }> = {
  csv: { label: 'Journal CSV', name: 'journal.csv', type: 'text/csv' },
  hledger: { label: 'hledger journal', name: 'ledgerline.journal', type: 'text/plain' },
  beancount: { label: 'Beancount file', name: 'ledgerline.beancount', type: 'text/plain' },
};

/** Downloads of the posted journal, built in the ledger worker. */
export function ExportsSection({ book, client }: { book: BookRows; client: LedgerClient }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  async function run(format: ExportFormat) {
    setBusy(format);
    try {
      const response = await client.call({ kind: 'export', book, format });
      if (response.kind === 'export') downloadText(response.text, FILES[format].name, FILES[format].type);
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
        {(Object.keys(FILES) as ExportFormat[]).map((format) => (
          <Button
            key={format}
            variant="secondary"
            disabled={busy !== null}
            onClick={() => void run(format)}
          >{`Download ${FILES[format].label}`}</Button>
        ))}
      </div>
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </Section>
  );
}
