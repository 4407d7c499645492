// An e-invoice arriving in a mail message (.eml): the message is read (postal-mime, `read-eml.ts`),
// its attachments that may be e-invoices (XML, PDF) are read as a file dropped on Vendors is
// (`lib/einvoice/read-received`), and the first that is an e-invoice is the one imported. Every
// refusal is a sentence for the user; nothing here stores anything.
import { readReceivedFile, type ReceivedResult } from '@/lib/einvoice/read-received';
import type { XmlParse } from '@/lib/einvoice/read-einvoice';
import { mayBeEInvoice, readIncomingEml, type IncomingAttachment, type IncomingMail } from './read-eml';

export type ReadEInvoiceResult = Extract<ReceivedResult, { ok: true }>;

export type MailEInvoiceResult =
  | {
      readonly ok: true;
      readonly mail: IncomingMail;
      /** The attachment the e-invoice was read from (its bytes are the document to store). */
      readonly attachment: IncomingAttachment;
      readonly result: ReadEInvoiceResult;
      /** The names of the message's other e-invoice attachments (imported one at a time). */
      readonly others: readonly string[];
    }
  | { readonly ok: false; readonly message: string };

/** The most attachments read from one message (a message with more is not an e-invoice's). */
const MAX_CANDIDATES = 20;

/** Reads a message's e-invoice: the first of its XML or PDF attachments that is one. */
export async function readMailEInvoice(bytes: Uint8Array, parse?: XmlParse): Promise<MailEInvoiceResult> {
  let mail: IncomingMail;
  try {
    mail = await readIncomingEml(bytes);
  } catch (error) {
    return {
      ok: false,
      message: `This message could not be read: ${error instanceof Error ? error.message : String(error)}.`,
    };
  }
  return mailEInvoice(mail, parse);
}

/** The e-invoice among a read message's attachments: the first of its XML or PDF attachments that is one. */
export async function mailEInvoice(mail: IncomingMail, parse?: XmlParse): Promise<MailEInvoiceResult> {
  const candidates = mail.attachments.filter(mayBeEInvoice);
  if (candidates.length === 0)
    return {
      ok: false,
      message: `This message carries no e-invoice (no UBL or CII XML, no Factur-X PDF among its attachments: ${
        mail.attachments.map((a) => a.filename).join(', ') || 'none'
      }).`,
    };
  if (candidates.length > MAX_CANDIDATES)
    return {
      ok: false,
      message: `This message carries ${candidates.length} XML and PDF attachments: save the e-invoice from your mail app and drop it here.`,
    };
  const refusals: string[] = [];
  const read: { attachment: IncomingAttachment; result: ReadEInvoiceResult }[] = [];
  for (const attachment of candidates) {
    const result = await readReceivedFile(attachment.content, parse);
    if (result.ok) read.push({ attachment, result });
    else refusals.push(`${attachment.filename}: ${result.message}`);
  }
  const [first, ...rest] = read;
  if (!first)
    return { ok: false, message: `None of this message's attachments is an e-invoice. ${refusals.join(' ')}` };
  return { ok: true, mail, ...first, others: rest.map((r) => r.attachment.filename) };
}
