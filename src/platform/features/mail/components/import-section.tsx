// An incoming bill (.eml) read in the browser: the sender is matched to a vendor by e-mail, the
// text's number, amount and due date become a bill draft, and the attachments are stored as
// documents (Storage) — then the Vendors page opens its new-bill panel filled, for the user to confirm.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { Section } from '@/components/ui/section';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { billPrefillPath } from '@/lib/mail/compose-url';
import { EINVOICE_FROM_MAIL_PATH, handOffMailMessage } from '@/lib/mail/einvoice-handoff';
import { billHints, mayBeEInvoice, readIncomingEml, vendorBySender, type IncomingMail } from '@/lib/mail/read-eml';

type Reading =
  | {
      file: File;
      mail: IncomingMail;
      vendor: Counterparty | undefined;
      /** The e-invoice attached, in words, when one is (read as Vendors reads it). */
      einvoice: string | null;
    }
  | { error: string }
  | null;

/** The e-invoice a message carries, in words, or null (the reader loads only for XML or PDF attachments). */
async function attachedEInvoice(mail: IncomingMail): Promise<string | null> {
  if (!mail.attachments.some(mayBeEInvoice)) return null;
  const { mailEInvoice } = await import('@/lib/mail/eml-einvoice');
  const read = await mailEInvoice(mail);
  if (!read.ok) return null;
  const { invoice } = read.result;
  return `${read.attachment.filename} is ${invoice.syntax} e-invoice ${invoice.number} from ${invoice.seller.name || 'its seller'}`;
}

/** Import an incoming bill. */
export function ImportSection({
  db,
  account,
  counterparties,
}: {
  db: WorkspaceDb;
  account: string;
  counterparties: readonly Counterparty[];
}) {
  const navigate = useNavigate();
  const [reading, setReading] = useState<Reading>(null);
  const [busy, setBusy] = useState(false);
  const read = async (files: File[]) => {
    const file = files[0];
    if (!file) return setReading(null);
    try {
      const mail = await readIncomingEml(new Uint8Array(await file.arrayBuffer()));
      setReading({
        file,
        mail,
        vendor: vendorBySender(counterparties, mail.from),
        einvoice: await attachedEInvoice(mail),
      });
    } catch (error) {
      setReading({ error: error instanceof Error ? error.message : String(error) });
    }
  };
  const hints = reading && 'mail' in reading ? billHints(reading.mail.subject, reading.mail.text) : null;
  const createDraft = async () => {
    if (!reading || !('mail' in reading) || !hints) return;
    setBusy(true);
    try {
      // The document layer (block store, encryption, UnixFS) loads when a draft is made, not with the page.
      const { documentStoreFor, importDocument } = await import('@/lib/ipfs/document-store');
      const store = documentStoreFor(db, account);
      const stored = [];
      for (const a of reading.mail.attachments)
        stored.push(
          await importDocument(store, { name: a.filename, type: a.type, content: a.content, tags: ['bill', 'mail'] }),
        );
      const main = stored.find((d) => d.type === 'application/pdf') ?? stored[0];
      navigate(
        billPrefillPath({
          vendorId: reading.vendor?.id ?? '',
          billNumber: hints.billNumber,
          issueDate: reading.mail.date,
          dueDate: hints.dueDate,
          total: hints.total,
          assetSymbol: hints.assetSymbol,
          documentCid: main?.cid ?? '',
          notes: `From ${reading.mail.from}: ${reading.mail.subject}`.slice(0, 2000),
        }),
      );
    } catch (error) {
      setReading({
        error: `The attachments could not be stored: ${error instanceof Error ? error.message : String(error)}`,
      });
      setBusy(false);
    }
  };
  return (
    <Section
      title="Import a bill received by mail"
      description="Save the message from your mail app as an .eml file and choose it here. It is read in this browser only."
    >
      <FileInput label="Message (.eml)" accept=".eml,message/rfc822" onFiles={(files) => void read(files)} />
      {reading && 'error' in reading ? (
        <Alert tone="danger" className="mt-3">
          {reading.error}
        </Alert>
      ) : null}
      {reading && 'mail' in reading && hints ? (
        <div className="mt-3 space-y-3 text-sm">
          {reading.einvoice ? (
            <Alert
              title="This message carries an e-invoice"
              actions={
                <Button
                  onClick={() => {
                    handOffMailMessage(reading.file);
                    navigate(EINVOICE_FROM_MAIL_PATH);
                  }}
                >
                  Import the e-invoice on Vendors
                </Button>
              }
            >
              {reading.einvoice}: the Vendors page reads its seller, lines, tax and payment details into the new bill.
              Nothing is saved until you save the bill.
            </Alert>
          ) : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1" aria-label="What the message says">
            <dt className="text-muted">From</dt>
            <dd className="break-all">
              {reading.mail.fromName ? `${reading.mail.fromName} ` : ''}&lt;{reading.mail.from}&gt; —{' '}
              {reading.vendor ? `vendor ${reading.vendor.name}` : 'no vendor has this address'}
            </dd>
            <dt className="text-muted">Subject</dt>
            <dd>{reading.mail.subject || '—'}</dd>
            <dt className="text-muted">Bill number</dt>
            <dd>{hints.billNumber || 'not stated'}</dd>
            <dt className="text-muted">Amount</dt>
            <dd>
              {hints.total
                ? // The mail's words as read, the text the bill form is prefilled with (not an amount of ours).
                  // eslint-disable-next-line ledgerline/no-hand-built-money
                  `${hints.total} ${hints.assetSymbol}`.trim()
                : 'not stated'}
            </dd>
            <dt className="text-muted">Due date</dt>
            <dd>{hints.dueDate || 'not stated'}</dd>
            <dt className="text-muted">Attachments</dt>
            <dd>{reading.mail.attachments.map((a) => a.filename).join(', ') || 'none'}</dd>
          </dl>
          <p className="text-muted">
            The attachments are stored in Storage; the new bill opens on the Vendors page for you to check and save.
          </p>
          <Button disabled={busy} onClick={() => void createDraft()}>
            Create bill draft
          </Button>
        </div>
      ) : null}
    </Section>
  );
}
