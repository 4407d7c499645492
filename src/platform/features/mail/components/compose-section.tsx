// Compose: a template filled from the record, editable, with what is still missing named before
// anything leaves; then a download of the .eml (attachments included) or the mail app (mailto:)
// when the message is short enough for a link.
import { useMemo, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Section } from '@/components/ui/section';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { MailKind, MailMessage } from '@/lib/db/entities/mail';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { downloadText } from '@/lib/files/download';
import { mailtoLink } from '@/lib/formats/mailto';
import { invoicePdfForMail } from '@/lib/mail/invoice-pdf-attachment';
import { fileStem, invoiceAttachments, messageEml, recipients } from '@/lib/mail/prepare';
import { withBase } from '@/config/paths';
import { fillTemplate, missingVariables, templatesFor } from '@/lib/mail/templates';
import type { ComposeSource } from '@/platform/features/mail/model/compose';
import { sendProblems } from '@/platform/features/mail/model/compose';
import { prepare, saveDraft, type MessageInput } from '@/platform/features/mail/store/send';
import type { MailData } from '@/platform/features/mail/store/use-mail-data';
import { SendChecks } from './send-checks';

export interface ComposeSectionProps {
  readonly db: WorkspaceDb;
  readonly account: string;
  readonly data: MailData;
  readonly kind: MailKind;
  readonly source: Extract<ComposeSource, { ok: true }>;
  /** A saved message to continue (a sent one is copied into a new message), or null for a new one. */
  readonly saved: MailMessage | null;
  readonly onClose: () => void;
}

/** Stands in for the PDF where only the attachments' names are shown. */
const PDF_NOT_MADE_YET = new Uint8Array(0);
/** A character count (`2,048`). */
const COUNT = new Intl.NumberFormat('en-US');

const KIND_TITLES: Record<MailKind, string> = {
  invoice: 'Send invoice',
  reminder: 'Send a payment reminder',
  receipt: 'Send a receipt',
  remittance: 'Send remittance advice',
};

/** The compose form of one message about one invoice or bill. */
export function ComposeSection({ db, account, data, kind, source, saved, onClose }: ComposeSectionProps) {
  const templates = templatesFor(kind, data.templates);
  const fill = (id: string) => {
    const template = templates.find((t) => t.id === id) ?? templates[0]!;
    return {
      subject: fillTemplate(template.subject, source.variables),
      body: fillTemplate(template.body, source.variables),
    };
  };
  const [templateId, setTemplateId] = useState(saved?.templateId ?? templates[0]!.id);
  const [to, setTo] = useState(saved?.to ?? source.to);
  const [text, setText] = useState(saved ? { subject: saved.subject, body: saved.body } : fill(templateId));
  const [message, setMessage] = useState<MailMessage | null>(saved?.status === 'sent' ? null : saved);
  const [notice, setNotice] = useState<string | null>(null);

  // Rebuilt only when the record changes (a live update), not on every keystroke.
  const { invoice, counterparty, pay } = source;
  const pinned = pay ? (data.pinnedCids?.has(pay.cid) ?? false) : false;
  const attachmentInput = useMemo(
    () =>
      invoice && kind !== 'remittance'
        ? {
            invoice,
            client: counterparty,
            profile: data.profile,
            pay,
            now: new Date(),
            withDueDate: kind !== 'receipt',
            pinned,
          }
        : null,
    [invoice, counterparty, pay, data.profile, kind, pinned],
  );
  // Shown before sending: the names (the PDF itself is made when the message is downloaded).
  const attachments = useMemo(
    () => (attachmentInput ? invoiceAttachments({ ...attachmentInput, pdf: PDF_NOT_MADE_YET }) : []),
    [attachmentInput],
  );
  const missing = missingVariables(`${text.subject}\n${text.body}`);
  const problems = sendProblems({ missing, to, from: data.settings.from });
  const blocked = problems.length > 0;
  const mailto = mailtoLink(recipients(to), text.subject, text.body);
  const input: MessageInput = {
    kind,
    templateId,
    record: source.record,
    to,
    subject: text.subject,
    body: text.body,
    attachments: attachments.map((a) => a.filename),
  };
  const attempt = async (action: () => Promise<string>) => {
    setNotice(null);
    try {
      setNotice(await action());
    } catch (error) {
      setNotice(`Not saved: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const download = () =>
    attempt(async () => {
      // The attached invoice's short link names the pay document by CID: it must be in Storage
      // (and pinned where an endpoint is set) before the code leaves, as the Client page does.
      if (invoice && pay && attachments.length > 0) {
        const { pinPayDocument, savePayDocument } = await import('@/lib/payments/pay-document-store');
        const document = await savePayDocument(db, account, invoice);
        void pinPayDocument(db, account, document);
      }
      const files = attachmentInput
        ? invoiceAttachments({
            ...attachmentInput,
            pdf: await invoicePdfForMail({
              db,
              account,
              invoice: attachmentInput.invoice,
              profile: data.profile,
              client: counterparty,
              origin: `${location.origin}${withBase('/')}`,
            }),
          })
        : [];
      const stored = await prepare(db, input, message);
      setMessage(stored);
      const eml = messageEml({
        id: stored.id,
        from: data.settings.from,
        fromName: data.profile?.legalName ?? '',
        to,
        subject: text.subject,
        body: text.body,
        attachments: files,
        now: new Date(),
      });
      downloadText(eml, `${fileStem(`${kind}-${source.title}`)}.eml`, 'message/rfc822');
      return 'Downloaded. Open the .eml file with your mail app and send it, then mark it sent in the outbox.';
    });

  return (
    <Section
      title={`${KIND_TITLES[kind]}: ${source.title}`}
      description="Written from your records. Check it, then send it from your own mail app."
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-3">
          <Select
            label="Template"
            value={templateId}
            options={templates.map((t) => ({ value: t.id, label: t.builtIn ? `${t.name} (built in)` : t.name }))}
            onChange={(e) => {
              setTemplateId(e.target.value);
              setText(fill(e.target.value));
            }}
          />
          <Input
            label="To"
            type="email"
            multiple
            value={to}
            hint={source.counterparty ? `From ${source.counterparty.name}’s record` : undefined}
            onChange={(e) => setTo(e.target.value)}
          />
          <Input label="Subject" value={text.subject} onChange={(e) => setText({ ...text, subject: e.target.value })} />
          <Textarea
            label="Message"
            rows={14}
            value={text.body}
            onChange={(e) => setText({ ...text, body: e.target.value })}
          />
        </div>
        <div className="space-y-3">
          <SendChecks problems={problems} attachments={attachments.map((a) => a.filename)} />
          <div className="flex flex-wrap gap-2">
            <Button disabled={blocked} onClick={() => void download()}>
              Download .eml
            </Button>
            {mailto.ok && !blocked ? (
              <a
                href={mailto.href}
                className={buttonClasses('secondary')}
                onClick={() =>
                  void attempt(async () => {
                    setMessage(await prepare(db, input, message));
                    return 'Opened in your mail app (without attachments). Mark it sent in the outbox once it has left.';
                  })
                }
              >
                Open in mail app
              </a>
            ) : null}
            <Button
              variant="secondary"
              onClick={() =>
                void attempt(async () => {
                  setMessage(await saveDraft(db, input, message));
                  return 'Saved as a draft.';
                })
              }
            >
              Save draft
            </Button>
            <Button variant="ghost" onClick={onClose}>
              Close
            </Button>
          </div>
          {!mailto.ok ? (
            <p className="text-sm text-muted">
              This message makes a mail link of {COUNT.format(mailto.length)} characters, more than mail apps reliably
              open ({COUNT.format(mailto.limit)}): download the .eml instead.
            </p>
          ) : attachments.length ? (
            <p className="text-sm text-muted">“Open in mail app” cannot carry attachments: the .eml has them.</p>
          ) : null}
          {notice ? (
            <p role="status" className="text-sm">
              {notice}
            </p>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
