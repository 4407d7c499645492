// The invoice PDF a message attaches (lib/einvoice: a Factur-X invoice when the EN 16931 check
// passes), made when the message is downloaded and kept in Storage as the invoice's document. The
// PDF writer and its fonts load here, on demand, not with the Mail page.
import type { CompanyProfile } from '@/lib/db/entities/company-profile';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { Invoice } from '@/lib/db/entities/invoice';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { findDocumentsByCid } from '@/lib/ipfs/document-lookup';
import { invoicePayCodes } from '@/lib/payments/invoice-pay-codes';

/** Countries whose paper is US Letter; A4 elsewhere. */
export const LETTER_COUNTRIES: ReadonlySet<string> = new Set([
  'US',
  'CA',
  'MX',
  'PH',
  'CL',
  'CO',
  'VE',
  'GT',
  'CR',
  'PA',
  'DO',
  'PR',
]);

/** The issued invoice's PDF, stored in the account's Storage and linked to the invoice. */
export async function invoicePdfForMail(input: {
  readonly db: WorkspaceDb;
  readonly account: string;
  readonly invoice: Invoice;
  readonly profile: CompanyProfile | undefined;
  readonly client: Counterparty | undefined;
  /** The site's root URL, where /pay is. */
  readonly origin: string;
}): Promise<Uint8Array> {
  const [{ invoiceFiles }, { loadInvoiceFonts }, { saveInvoicePdf }] = await Promise.all([
    import('@/lib/einvoice/invoice-files'),
    import('@/lib/einvoice/load-fonts'),
    import('@/lib/einvoice/invoice-document-store'),
  ]);
  const cid = invoicePayCodes(input.origin, input.invoice)?.cid;
  const [document] = cid ? await findDocumentsByCid(input.db, cid) : [];
  const files = await invoiceFiles({
    invoice: input.invoice,
    profile: input.profile,
    client: input.client,
    origin: input.origin,
    pinned: !!document?.pins.some((pin) => pin.status === 'pinned'),
    paper: LETTER_COUNTRIES.has(input.profile?.country ?? '') ? 'letter' : 'a4',
    fonts: await loadInvoiceFonts(),
    // The issue time, so the same invoice makes the same PDF (stored once, one CID).
    now: input.invoice.issuedAt ?? input.invoice.updatedAt,
  });
  await saveInvoicePdf(input.db, input.account, input.invoice, files.pdf);
  return files.pdf;
}
