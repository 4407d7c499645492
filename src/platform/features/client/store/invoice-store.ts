// The Client page's writes: invoices (draft → sent → void) and the user's answers to suggested
// matches. Payments are never written here: they are the engine's `payments` rows (only the engine writes chain-derived records)
// and the ledger poster posts both the issue and the payments (lib/payments/invoice-posting).
import type { Invoice, MatchDecision } from '@/lib/db/entities/invoice';
import type { QuotedRate } from '@/lib/db/entities/fiat-rate';
import { META_KEYS, type MetaEntry } from '@/lib/db/entities/meta-entry';
import { parseRecord } from '@/lib/db/records';
import { deleteRevision, saveRevision } from '@/lib/db/revision-save';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { invoiceTotals } from '@/lib/payments/invoice-totals';
import type { InvoiceInput } from '@/platform/features/client/model/invoice-form';
import { newReferenceSalt, paymentReference } from '@/lib/payments/reference';

/** Meta keys of the numbering: the last sequence number used, and the prefix. */
export const INVOICE_META = { sequence: META_KEYS.invoiceSequence, prefix: 'invoicePrefix' } as const;
export const DEFAULT_PREFIX = 'INV-';

/** What the form gives (everything but ids, numbering, reference, state and times). */
export type { InvoiceInput };

/** The number shown for a sequence number: prefix + at least 4 digits. */
export function formatInvoiceNumber(prefix: string, sequence: number): string {
  return `${prefix}${String(sequence).padStart(4, '0')}`;
}

/** The sequence number the next invoice gets: above the counter and above every stored invoice. */
export function nextInvoiceSequence(
  counter: MetaEntry | undefined,
  invoices: readonly Pick<Invoice, 'sequence'>[],
): number {
  return Math.max(typeof counter?.value === 'number' ? counter.value : 0, ...invoices.map((i) => i.sequence)) + 1;
}

function withTotals(input: InvoiceInput) {
  const totals = invoiceTotals(input.lines);
  return { ...input, total: totals.total.toString(), taxTotal: totals.tax.toString() };
}

/**
 * Creates a draft with the next number. The counter lives in `meta` and only grows (never below
 * the highest number stored, e.g. after a restore), so a deleted draft's number is never reused.
 * `seeded` gives the id and reference salt instead of fresh random ones: local mode's sample
 * company is paid on chain from its seeded plan, so its invoices' references are known beforehand.
 */
export async function createInvoice(
  db: WorkspaceDb,
  input: InvoiceInput,
  now: string,
  seeded?: { readonly id: string; readonly salt: string },
): Promise<Invoice> {
  return db.transaction('rw', [db.invoices, db.meta], async () => {
    const [counter, prefixRow, stored] = await Promise.all([
      db.meta.get(INVOICE_META.sequence),
      db.meta.get(INVOICE_META.prefix),
      db.invoices.toArray(),
    ]);
    const sequence = nextInvoiceSequence(counter, stored);
    const prefix = typeof prefixRow?.value === 'string' ? prefixRow.value : DEFAULT_PREFIX;
    const id = seeded?.id ?? crypto.randomUUID();
    const salt = seeded?.salt ?? newReferenceSalt();
    const record = parseRecord('invoices', {
      ...withTotals(input),
      id,
      sequence,
      number: formatInvoiceNumber(prefix, sequence),
      reference: paymentReference({ chainId: input.asset.chainId, payee: input.payee, recordId: id, salt }),
      salt,
      state: 'draft',
      voidReason: '',
      issuedAt: null,
      signature: null,
      matchDecisions: [],
      createdAt: now,
      updatedAt: now,
      revision: 1,
    });
    await db.meta.put({ key: INVOICE_META.sequence, value: sequence });
    await db.invoices.add(record);
    return record;
  });
}

/** Saves a draft's content; a sent or void invoice is frozen. The reference follows its network and payee. */
export async function updateDraft(
  db: WorkspaceDb,
  invoice: Invoice,
  input: InvoiceInput,
  now: string,
): Promise<Invoice> {
  if (invoice.state !== 'draft')
    throw new Error(`Invoice ${invoice.number} was issued: its content is frozen (void it instead)`);
  const reference = paymentReference({
    chainId: input.asset.chainId,
    payee: input.payee,
    recordId: invoice.id,
    salt: invoice.salt,
  });
  return saveRevision(
    db,
    'invoices',
    { ...invoice, ...withTotals(input), reference, updatedAt: now },
    invoice.revision,
  );
}

/**
 * Issues a draft: frozen from now on, with the issuing wallet's EIP-712 signature (the pay link's).
 * A fiat invoice keeps the rate its receivable is booked at (`issueRate`, read when issuing).
 */
export async function issueInvoice(
  db: WorkspaceDb,
  invoice: Invoice,
  signature: NonNullable<Invoice['signature']>,
  now: string,
  issueRate: QuotedRate | null = null,
): Promise<Invoice> {
  if (invoice.state !== 'draft') throw new Error(`Invoice ${invoice.number} is already ${invoice.state}`);
  if (invoice.fiat && !issueRate)
    throw new Error(`Invoice ${invoice.number} is in ${invoice.fiat.currency}: it needs a rate to be issued`);
  const fiat = invoice.fiat && issueRate ? { ...invoice.fiat, issueRate } : invoice.fiat;
  return saveRevision(
    db,
    'invoices',
    { ...invoice, fiat, state: 'sent', issuedAt: now, signature, updatedAt: now },
    invoice.revision,
  );
}

/** Voids a sent invoice with a reason (the ledger poster reverses its entry). */
export async function voidInvoice(db: WorkspaceDb, invoice: Invoice, reason: string, now: string): Promise<Invoice> {
  if (invoice.state !== 'sent') throw new Error('Only a sent invoice can be voided (delete a draft instead)');
  if (!reason.trim()) throw new Error('Give a reason for voiding');
  return saveRevision(
    db,
    'invoices',
    { ...invoice, state: 'void', voidReason: reason.trim(), updatedAt: now },
    invoice.revision,
  );
}

/** Deletes a draft (its number stays used). */
export async function deleteDraft(db: WorkspaceDb, invoice: Invoice): Promise<void> {
  if (invoice.state !== 'draft') throw new Error('Only a draft can be deleted');
  await deleteRevision(db, 'invoices', invoice.id, invoice.revision);
}

/** Puts a deleted draft back as it was (Undo), with its number; refused if the id was taken meanwhile. */
export async function restoreDraft(db: WorkspaceDb, invoice: Invoice): Promise<Invoice> {
  if (invoice.state !== 'draft') throw new Error('Only a draft can be restored');
  return saveRevision(db, 'invoices', invoice, null);
}

/** Records the user's answer to a suggested match (accepted transfers count as payment). */
export async function decideMatch(
  db: WorkspaceDb,
  invoice: Invoice,
  decision: Omit<MatchDecision, 'decidedAt'>,
  now: string,
): Promise<Invoice> {
  const others = invoice.matchDecisions.filter((d) => d.transactionId !== decision.transactionId);
  return saveRevision(
    db,
    'invoices',
    { ...invoice, matchDecisions: [...others, { ...decision, decidedAt: now }], updatedAt: now },
    invoice.revision,
  );
}

/** Sets the number prefix for invoices created from now on. */
export async function setInvoicePrefix(db: WorkspaceDb, prefix: string): Promise<void> {
  if (!/^[A-Za-z0-9/_-]{0,12}$/.test(prefix)) throw new Error('Use up to 12 letters, digits, -, _ or /');
  await db.meta.put({ key: INVOICE_META.prefix, value: prefix });
}
