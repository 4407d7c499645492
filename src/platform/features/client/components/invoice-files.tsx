// The invoice as files: before issuing, the EN 16931 check names every field the e-invoice lacks
// (and where to fill it in); once issued, the PDF (a Factur-X invoice when nothing is missing), the
// UBL (Peppol BIS 3.0) and the CII download. The PDF writer and its fonts load on the first click.
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import type { CompanyProfile } from '@/lib/db/entities/company-profile';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { Invoice } from '@/lib/db/entities/invoice';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { eInvoiceProblems } from '@/lib/einvoice/from-records';
import { downloadBlob, downloadText } from '@/lib/files/download';
import { usePayDocumentPinned } from '../store/use-pay-document';

export interface InvoiceFilesProps {
  readonly db: WorkspaceDb;
  /** The connected account, whose Storage keeps the PDF (null: the PDF is downloaded, not stored). */
  readonly account: string | null;
  readonly invoice: Invoice;
  readonly profile: CompanyProfile | undefined;
  readonly client: Counterparty | undefined;
  readonly origin: string;
}

const PAPERS = [
  { value: 'a4', label: 'A4' },
  { value: 'letter', label: 'US Letter' },
];
/** US Letter where it is the paper in use (the company's country), A4 elsewhere. */
const letterCountries = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'GT', 'CR', 'PA', 'DO', 'PR']);

export function InvoiceFiles({ db, account, invoice, profile, client, origin }: InvoiceFilesProps) {
  const problems = useMemo(() => eInvoiceProblems({ invoice, profile, client }), [invoice, profile, client]);
  const [paper, setPaper] = useState(letterCountries.has(profile?.country ?? '') ? 'letter' : 'a4');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const issued = invoice.state !== 'draft' && invoice.signature !== null;
  const pinned = usePayDocumentPinned(db, origin, invoice);

  async function download(kind: 'pdf' | 'cii' | 'ubl') {
    setBusy(true);
    setError(null);
    try {
      const [{ invoiceFiles, invoiceFileName }, { loadInvoiceFonts }, { saveInvoicePdf }] = await Promise.all([
        import('@/lib/einvoice/invoice-files'),
        import('@/lib/einvoice/load-fonts'),
        import('@/lib/einvoice/invoice-document-store'),
      ]);
      const files = await invoiceFiles({
        invoice,
        profile,
        client,
        origin,
        pinned,
        paper: paper === 'letter' ? 'letter' : 'a4',
        fonts: await loadInvoiceFonts(),
        // The issue time, so the same invoice makes the same PDF (stored once, one CID).
        now: invoice.issuedAt ?? invoice.updatedAt,
      });
      if (account) await saveInvoicePdf(db, account, invoice, files.pdf);
      const name = invoiceFileName(invoice.number, kind);
      if (kind === 'pdf') downloadBlob(new Blob([files.pdf as BlobPart], { type: 'application/pdf' }), name);
      else {
        const xml = kind === 'cii' ? files.cii : files.ubl;
        if (xml) downloadText(xml, name, 'application/xml');
      }
    } catch (e) {
      setError(`The file could not be made: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-label="Invoice files" className="space-y-2 print:hidden">
      {problems.length ? (
        <Alert
          tone="warning"
          title={`The e-invoice (EN 16931) needs ${problems.length === 1 ? 'one more detail' : `${problems.length} more details`}`}
        >
          <ul className="list-disc pl-5" data-testid="einvoice-problems">
            {problems.map((problem) => (
              <li key={`${problem.place}:${problem.field}`}>{problem.message}</li>
            ))}
          </ul>
          <p className="mt-1">
            {problems.some((p) => p.place === 'company') ? (
              <Link className="font-medium text-link underline" to="/platform/company">
                Open Company
              </Link>
            ) : null}{' '}
            {issued
              ? 'The PDF is still made, without the embedded e-invoice.'
              : 'You can issue without it: the PDF is then made without the embedded e-invoice.'}
          </p>
        </Alert>
      ) : (
        <p className="text-sm" data-testid="einvoice-ready">
          E-invoice ready: the PDF is a Factur-X invoice (EN 16931) with its XML inside, and UBL (Peppol BIS 3.0) is
          offered beside it.
        </p>
      )}
      {issued ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="w-36">
            <Select label="Paper" options={PAPERS} value={paper} onChange={(e) => setPaper(e.target.value)} />
          </div>
          <Button disabled={busy} onClick={() => void download('pdf')}>
            Download PDF
          </Button>
          {problems.length ? null : (
            <>
              <Button variant="secondary" disabled={busy} onClick={() => void download('ubl')}>
                Download UBL
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => void download('cii')}>
                Download CII (Factur-X XML)
              </Button>
            </>
          )}
        </div>
      ) : null}
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
    </section>
  );
}
