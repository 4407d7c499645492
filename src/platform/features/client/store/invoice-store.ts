// The Client page's writes: invoices (draft → sent → void) and the user's answers to suggested
// matches. Payments are never written here: they are the engine's `payments` rows (only the engine writes chain-derived records)
// and the ledger poster posts both the issue and the payments (lib/payments/invoice-posting).
import { draftNumber, type Invoice, type MatchDecision } from '@/lib/db/entities/invoice';
import type { QuotedRate } from '@/lib/db/entities/fiat-rate';
import { parseRecord } from '@/lib/db/records';
import { deleteRevision, saveRevision } from '@/lib/db/revision-save';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { invoiceTotals } from '@/lib/payments/invoice-totals';
import type { InvoiceInput } from '@/platform/features/client/model/invoice-form';
import { newReferenceSalt, paymentReference } from '@/lib/payments/reference';
import {
  NumberTakenError,
  numberingFor,
  PREFIX_KEY,
  readPrefix,
  type InvoiceNumbering,
} from '@/platform/features/client/store/invoice-numbering';

/** What the form gives (everything but ids, numbering, reference, state and times). */
export type { InvoiceInput };

function withTotals(input: InvoiceInput) {
  const totals = invoiceTotals(input.lines);
  return { ...input, total: totals.total.toString(), taxTotal: totals.tax.toString() };
}

/**
 * Creates a draft. It has no number yet (`draftNumber`, sequence 0): numbers are given at issue.
 * `seeded` gives the id and reference salt instead of fresh random ones: local mode's sample
 * company is paid on chain from its seeded plan, so its invoices' references are known beforehand.
 */
export async function createInvoice(
  db: WorkspaceDb,
  input: InvoiceInput,
  now: string,
  seeded?: { readonly id: string; readonly salt: string },
): Promise<Invoice> {
  const id = seeded?.id ?? crypto.randomUUID();
  const salt = seeded?.salt ?? newReferenceSalt();
  const record = parseRecord('invoices', {
    ...withTotals(input),
    id,
    sequence: 0,
    number: draftNumber(id),
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
  await db.invoices.add(record);
  return record;
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

/** The number a signature was made over (its message's), or null when the message has none. */
function signedNumber(signature: NonNullable<Invoice['signature']>): string | null {
  try {
    const message: unknown = JSON.parse(signature.message);
    const value = (message as { number?: unknown } | null)?.number;
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Issues a draft with the number it was signed with (`nextNumbering` before signing): frozen from
 * now on, with the issuing wallet's EIP-712 signature (the pay link's). In one transaction the number
 * is read again from the stored invoices and the prefix: if another tab issued an invoice meanwhile
 * (or the prefix changed) nothing is stored and `NumberTakenError` says which number to sign again.
 * A fiat invoice keeps the rate its receivable is booked at (`issueRate`, read when issuing).
 */
export async function issueInvoice(
  db: WorkspaceDb,
  invoice: Invoice,
  numbering: InvoiceNumbering,
  signature: NonNullable<Invoice['signature']>,
  now: string,
  issueRate: QuotedRate | null = null,
): Promise<Invoice> {
  if (invoice.state !== 'draft') throw new Error(`Invoice ${invoice.number} is already ${invoice.state}`);
  if (invoice.fiat && !issueRate)
    throw new Error(`This invoice is in ${invoice.fiat.currency}: it needs a rate to be issued`);
  const signed = signedNumber(signature);
  if (signed !== null && signed !== numbering.number)
    throw new Error(`The signature is over number ${signed}, not ${numbering.number}: issue it again`);
  const fiat = invoice.fiat && issueRate ? { ...invoice.fiat, issueRate } : invoice.fiat;
  return db.transaction('rw', [db.invoices, db.meta], async () => {
    const next = numberingFor(await db.invoices.toArray(), await readPrefix(db), invoice.issueDate);
    if (next.number !== numbering.number) throw new NumberTakenError(numbering, next);
    // A draft saved before numbers were given at issue may still hold this number: it gives it up.
    const holder = await db.invoices.where('number').equals(numbering.number).first();
    if (holder && holder.id !== invoice.id && holder.state === 'draft')
      await db.invoices.put({ ...holder, sequence: 0, number: draftNumber(holder.id), revision: holder.revision + 1 });
    return saveRevision(
      db,
      'invoices',
      {
        ...invoice,
        sequence: numbering.sequence,
        number: numbering.number,
        fiat,
        state: 'sent',
        issuedAt: now,
        signature,
        updatedAt: now,
      },
      invoice.revision,
    );
  });
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

/** Deletes a draft (it has no number, so none is burnt). */
export async function deleteDraft(db: WorkspaceDb, invoice: Invoice): Promise<void> {
  if (invoice.state !== 'draft') throw new Error('Only a draft can be deleted');
  await deleteRevision(db, 'invoices', invoice.id, invoice.revision);
}

/** Puts a deleted draft back as it was (Undo); refused if the id was taken meanwhile. */
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

/** Sets the number prefix (the series) for invoices issued from now on. */
export async function setInvoicePrefix(db: WorkspaceDb, prefix: string): Promise<void> {
  if (!/^[A-Za-z0-9/_-]{0,12}$/.test(prefix)) throw new Error('Use up to 12 letters, digits, -, _ or /');
  await db.meta.put({ key: PREFIX_KEY, value: prefix });
}
