// A received EN 16931 e-invoice (UBL, CII, or a Factur-X / ZUGFeRD PDF, or a mail message (.eml)
// carrying one, also handed over from Mail's Import tab) dropped on or chosen in the Bills tab: read
// in this browser (the reader loads with the first file), shown with the rules
// it fails, the vendor matched or proposed; "Create bill draft" stores the file in Storage and opens
// the new-bill form filled. Nothing is saved before the user adds the vendor or saves the bill.
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { Section } from '@/components/ui/section';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { ReceivedResult } from '@/lib/einvoice/read-received';
import { isMailMessage } from '@/lib/mail/read-eml';
import type { Asset } from '@/lib/money/asset';
import type { BillDraft } from '@/platform/features/vendors/model/bill-form';
import {
  draftFromEInvoice,
  matchVendor,
  paymentDetails,
  proposedVendor,
} from '@/platform/features/vendors/model/einvoice-bill';
import type { CounterpartyInput } from '@/lib/counterparties/counterparty-store';
import { EInvoiceSummary } from './einvoice-summary';

type Read = Extract<ReceivedResult, { ok: true }>;
/** Where an e-invoice came from when it was a message's attachment: the message, in words. */
type Reading =
  { readonly file: File; readonly result: Read; readonly message?: string } | { readonly error: string } | null;

/** Reads a dropped file: an e-invoice, or a mail message whose attachment is one (its file is that attachment). */
async function readDropped(file: File): Promise<Reading> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!isMailMessage(file.name, file.type, bytes)) {
    const { readReceivedFile } = await import('@/lib/einvoice/read-received');
    const result = await readReceivedFile(bytes);
    return result.ok ? { file, result } : { error: `${file.name}: ${result.message}` };
  }
  const { readMailEInvoice } = await import('@/lib/mail/eml-einvoice');
  const read = await readMailEInvoice(bytes);
  if (!read.ok) return { error: `${file.name}: ${read.message}` };
  const { attachment, mail, others } = read;
  return {
    // A copy on its own ArrayBuffer (a Blob takes no view of a shared buffer).
    file: new File([new Uint8Array(attachment.content)], attachment.filename, { type: attachment.type }),
    result: read.result,
    message: [
      `Read from ${attachment.filename}, attached to the message from ${mail.from}${mail.subject ? ` “${mail.subject}”` : ''}.`,
      others.length > 0
        ? `It carries ${others.length === 1 ? 'another e-invoice' : 'other e-invoices'}, ${others.join(', ')}: save ${others.length === 1 ? 'it' : 'each'} from your mail app and drop it here.`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
  };
}

export interface EInvoiceImportProps {
  readonly vendors: readonly Counterparty[];
  readonly assets: readonly Asset[];
  readonly chainId: number;
  /** Adds the proposed vendor (the user's action); returns it. */
  readonly addVendor: (vendor: CounterpartyInput) => Promise<Counterparty>;
  /** Stores the received file in Storage; returns its CID. */
  readonly storeDocument: (file: File) => Promise<string>;
  /** Opens the new-bill form with the draft. */
  readonly onBill: (draft: BillDraft) => void;
  /** A mail message handed over from Mail's Import tab, read when the panel opens. */
  readonly handedOff?: File | null;
}

/** The import panel of the Bills tab. */
export function EInvoiceImport({
  vendors,
  assets,
  chainId,
  addVendor,
  storeDocument,
  onBill,
  handedOff = null,
}: EInvoiceImportProps) {
  const [reading, setReading] = useState<Reading>(null);
  const [added, setAdded] = useState<Counterparty | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const read = async (files: File[]) => {
    const file = files[0];
    setAdded(null);
    setProblem(null);
    if (!file) return setReading(null);
    try {
      setReading(await readDropped(file));
    } catch (error) {
      setReading({
        error: `${file.name} could not be read: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  };

  // A message handed over from Mail is read as if dropped here.
  useEffect(() => {
    if (!handedOff) return;
    let current = true;
    readDropped(handedOff).then(
      (result) => current && setReading(result),
      (error: unknown) => current && setReading({ error: `${handedOff.name} could not be read: ${String(error)}` }),
    );
    return () => {
      current = false;
    };
  }, [handedOff]);

  const invoice = reading && 'result' in reading ? reading.result.invoice : null;
  const match = invoice ? matchVendor(invoice.seller, vendors) : undefined;
  const vendor = match?.vendor ?? (added && vendors.find((v) => v.id === added.id)) ?? added ?? undefined;

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const createDraft = () =>
    act(async () => {
      if (!reading || !('result' in reading)) return;
      const cid = await storeDocument(reading.file);
      onBill(draftFromEInvoice(reading.result.invoice, vendor, assets, cid));
      setReading(null);
    });

  return (
    <Section
      title="Import an e-invoice"
      description="Drop or choose a UBL or CII file, a Factur-X / ZUGFeRD PDF, or the mail message (.eml) it came in. It is read in this browser only; nothing is saved until you save the bill."
    >
      <FileInput
        label="E-invoice (UBL, CII or Factur-X PDF)"
        accept=".xml,.pdf,.eml,application/xml,text/xml,application/pdf,message/rfc822"
        onFiles={(files) => void read(files)}
      />
      {reading && 'error' in reading ? (
        <Alert tone="danger" role="alert" className="mt-3">
          {reading.error}
        </Alert>
      ) : null}
      {invoice && reading && 'result' in reading ? (
        <div className="mt-3 space-y-3 text-sm">
          {reading.message ? <p>{reading.message}</p> : null}
          <EInvoiceSummary
            invoice={invoice}
            source={reading.result.source}
            failedRules={reading.result.failedRules}
            payment={paymentDetails(invoice)}
            vendor={
              match
                ? `${match.vendor.name} (matched by ${match.by})`
                : vendor
                  ? `${vendor.name} (added)`
                  : 'No vendor matches its VAT ID, electronic address or e-mail'
            }
          />
          {invoice.kind === 'credit-note' ? (
            <Alert tone="warning">
              This is a credit note: it lowers what you owe on an earlier bill. Record it by editing or voiding that
              bill; it is not entered as a new bill.
            </Alert>
          ) : (
            <div className="flex flex-wrap gap-2">
              {!vendor ? (
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => void act(async () => setAdded(await addVendor(proposedVendor(invoice, chainId))))}
                >
                  Add vendor {invoice.seller.name || 'from the e-invoice'}
                </Button>
              ) : null}
              <Button disabled={busy} onClick={() => void createDraft()}>
                Create bill draft
              </Button>
            </div>
          )}
          {problem ? (
            <Alert tone="danger" role="alert">
              {problem}
            </Alert>
          ) : null}
        </div>
      ) : null}
    </Section>
  );
}
