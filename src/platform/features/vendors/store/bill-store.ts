// The Vendors page's writes for bills. Each use case is one transaction that re-reads what it
// checks (the bill's revision, the approver's role), and writes the bill with its journal entry
// together (lib/posting/bills: a closed period holds the entry's change as a draft).
import { billApprovalSchema, type Bill, type BillApproval, type BillDecision } from '@/lib/db/entities/bill';
import type { QuotedRate } from '@/lib/db/entities/fiat-rate';
import { parseRecord } from '@/lib/db/records';
import { saveRevision } from '@/lib/db/revision-save';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { BILL_POSTING_TABLES, postBill } from '@/lib/posting/bills';
import type { BillContentInput } from '@/platform/features/vendors/model/bill-form';
import { contentChanged, refusal, stateAfterEdit } from '@/platform/features/vendors/model/bill-status';
import { approverRefusal } from '@/platform/features/vendors/model/approver';

export type BillResult<T = Bill> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

export interface WriteContext {
  readonly now: string;
  readonly newId: () => string;
  /** The connected wallet (postedBy of entries). */
  readonly by: string | null;
}

/** Creates a draft bill with its payment reference (made by the caller from lib/payments). */
export async function createBill(
  db: WorkspaceDb,
  content: BillContentInput,
  extra: { id: string; reference: string; salt: string; submit: boolean },
  ctx: WriteContext,
): Promise<Bill> {
  const bill = parseRecord('bills', {
    ...content,
    id: extra.id,
    reference: extra.reference,
    salt: extra.salt,
    state: extra.submit ? 'awaiting-approval' : 'draft',
    stateReason: '',
    createdAt: ctx.now,
    updatedAt: ctx.now,
    revision: 1,
  });
  const saved = await saveRevision(db, 'bills', bill, null);
  await linkBillDocument(db, saved);
  return saved;
}

// The bill's document in Storage lists the bill among its users (a void bill uses none). Written
// after the bill, outside its transaction: the link is a note on the document, and a failure to
// write it must not undo or hide a saved bill (the next save of the bill writes it again).
// The document layer (block store, encryption, UnixFS) loads on the first save, not with the page.
async function linkBillDocument(db: WorkspaceDb, bill: Bill): Promise<void> {
  const link = { kind: 'bill', id: bill.id, label: `Bill ${bill.billNumber}` };
  await import('@/lib/ipfs/document-access')
    .then(({ setDocumentLink }) => setDocumentLink(db, link, bill.state === 'void' ? null : bill.documentCid))
    .catch(() => null);
}

async function linkedBill<T extends BillResult>(db: WorkspaceDb, result: Promise<T>): Promise<T> {
  const done = await result;
  if (done.ok) await linkBillDocument(db, done.value);
  return done;
}

/** Saves an edit (refused once paid); a changed approved bill goes back to approval and its entry is reversed. */
export async function updateBill(
  db: WorkspaceDb,
  billId: string,
  content: BillContentInput & { readonly reference?: string },
  baseRevision: number,
  paid: bigint,
  ctx: WriteContext,
): Promise<BillResult> {
  const result = guarded(() =>
    db.transaction('rw', [db.bills, ...BILL_POSTING_TABLES(db)], async () => {
      const stored = await db.bills.get(billId);
      if (!stored) return { ok: false, message: 'This bill was removed elsewhere.' };
      const refused = refusal('edit', stored, paid);
      if (refused) return { ok: false, message: refused };
      const next = parseRecord('bills', { ...stored, ...content, updatedAt: ctx.now });
      const changed = contentChanged(stored, next);
      // An unchanged approved fiat bill keeps the rate its payable was booked at; a changed one is approved (and rated) again.
      const fiat = next.fiat && !changed ? { ...next.fiat, issueRate: stored.fiat?.issueRate ?? null } : next.fiat;
      return write(db, { ...next, fiat, state: stateAfterEdit(stored.state, changed) }, baseRevision, ctx);
    }),
  );
  return linkedBill(db, result);
}

async function write(db: WorkspaceDb, bill: Bill, baseRevision: number, ctx: WriteContext): Promise<BillResult> {
  const ledger = await postBill(db, bill, ctx);
  if (!ledger.ok) throw new RefusedWrite(ledger.message);
  return { ok: true, value: await saveRevision(db, 'bills', bill, baseRevision) };
}

// Thrown inside a transaction so that Dexie rolls back the ledger writes too; turned into a result.
class RefusedWrite extends Error {}

async function guarded<T>(run: () => Promise<BillResult<T>>): Promise<BillResult<T>> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RefusedWrite) return { ok: false, message: error.message };
    throw error;
  }
}

/** Draft or rejected → awaiting approval. */
export function submitBill(
  db: WorkspaceDb,
  billId: string,
  baseRevision: number,
  ctx: WriteContext,
): Promise<BillResult> {
  return changeState(db, billId, baseRevision, 0n, ctx, 'submit', (bill) => ({
    ...bill,
    state: 'awaiting-approval',
    stateReason: '',
  }));
}

/** Void with a reason (refused once anything is paid); reverses the bill's entry. */
export function voidBill(
  db: WorkspaceDb,
  billId: string,
  reason: string,
  baseRevision: number,
  paid: bigint,
  ctx: WriteContext,
): Promise<BillResult> {
  if (!reason.trim()) return Promise.resolve({ ok: false, message: 'Say why the bill is void.' });
  return linkedBill(
    db,
    changeState(db, billId, baseRevision, paid, ctx, 'void', (bill) => ({
      ...bill,
      state: 'void',
      stateReason: reason.trim(),
    })),
  );
}

function changeState(
  db: WorkspaceDb,
  billId: string,
  baseRevision: number,
  paid: bigint,
  ctx: WriteContext,
  action: 'submit' | 'void',
  next: (bill: Bill) => Bill,
): Promise<BillResult> {
  return guarded(() =>
    db.transaction('rw', [db.bills, ...BILL_POSTING_TABLES(db)], async () => {
      const stored = await db.bills.get(billId);
      if (!stored) return { ok: false, message: 'This bill was removed elsewhere.' };
      const refused = refusal(action, stored, paid);
      if (refused) return { ok: false, message: refused };
      return write(db, { ...next(stored), updatedAt: ctx.now }, baseRevision, ctx);
    }),
  );
}

export interface SignedDecision {
  readonly decision: BillDecision;
  readonly approver: string;
  readonly chainId: number;
  readonly message: string;
  readonly signature: string;
  readonly reason: string;
  /** A fiat bill's approval: the feed's rate read just before, its payable's issue rate. */
  readonly issueRate?: QuotedRate | null;
}

/**
 * Records an approval or rejection signed by the connected wallet: refused unless that wallet
 * belongs to an Admin, Accountant or Approver (re-read here) and the bill is still the version signed.
 * Approving posts expense and payable; rejecting leaves no entry.
 */
export function recordDecision(
  db: WorkspaceDb,
  billId: string,
  baseRevision: number,
  signed: SignedDecision,
  ctx: WriteContext,
): Promise<BillResult<{ bill: Bill; approval: BillApproval }>> {
  return guarded<{ bill: Bill; approval: BillApproval }>(() =>
    db.transaction('rw', [db.bills, db.billApprovals, db.teamMembers, ...BILL_POSTING_TABLES(db)], async () => {
      const members = await db.teamMembers.toArray();
      const who = approverRefusal(members, signed.approver);
      if (!who.ok) return who;
      const stored = await db.bills.get(billId);
      if (!stored) return { ok: false, message: 'This bill was removed elsewhere.' };
      const refused = refusal(signed.decision, stored, 0n);
      if (refused) return { ok: false, message: refused };
      if (stored.revision !== baseRevision)
        return { ok: false, message: 'This bill was changed while you were signing: check it and sign again.' };
      if (signed.decision === 'reject' && !signed.reason.trim())
        return { ok: false, message: 'Say why the bill is rejected.' };
      const approving = signed.decision === 'approve';
      if (approving && stored.fiat && !signed.issueRate)
        return {
          ok: false,
          message: 'No rate exists for this bill\u2019s currency: it cannot be approved until one does.',
        };
      const approval = billApprovalSchema.parse({
        id: ctx.newId(),
        billId,
        decision: signed.decision,
        approver: signed.approver,
        memberId: who.member.id,
        memberName: who.member.name,
        role: who.member.role,
        chainId: signed.chainId,
        message: signed.message,
        signature: signed.signature,
        reason: signed.reason.trim(),
        signedAt: ctx.now,
      });
      const bill: Bill = {
        ...stored,
        ...(approving && stored.fiat ? { fiat: { ...stored.fiat, issueRate: signed.issueRate ?? null } } : {}),
        state: approving ? 'approved' : 'rejected',
        stateReason: approval.reason,
        updatedAt: ctx.now,
      };
      const written = await write(db, bill, baseRevision, ctx);
      if (!written.ok) return written;
      await db.billApprovals.add(parseRecord('billApprovals', approval));
      return { ok: true, value: { bill: written.value, approval } };
    }),
  );
}
