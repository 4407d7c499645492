// The invoice store's rules: a sent invoice's content is frozen, void needs a reason, a deleted
// draft comes back with Undo. Numbering at issue: invoice-numbering.test.ts.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS_A, ADDRESS_B, freshDb } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { draftInput, issueNext, standInSignature } from './invoice-issue.testing';
import { createInvoice, deleteDraft, restoreDraft, updateDraft, voidInvoice, type InvoiceInput } from './invoice-store';

const NOW = '2026-03-01T00:00:00.000Z';
const LATER = '2026-03-02T00:00:00.000Z';
const SIGNATURE = standInSignature(ADDRESS_A, NOW);
const input = (patch: Partial<InvoiceInput> = {}): InvoiceInput => draftInput(ADDRESS_A, patch);

let db: WorkspaceDb;
beforeEach(() => {
  db = freshDb();
});
afterEach(async () => {
  await db.delete();
});

describe('invoice lifecycle', () => {
  it('puts a deleted draft back as it was (Undo)', async () => {
    const draft = await createInvoice(db, input(), NOW);
    await deleteDraft(db, draft);
    expect(await db.invoices.get(draft.id)).toBeUndefined();
    const restored = await restoreDraft(db, draft);
    expect(restored).toEqual(draft);
    expect(await db.invoices.get(draft.id)).toEqual(draft);
    await expect(restoreDraft(db, draft)).rejects.toThrow();
  });

  it('edits a draft (totals and reference follow), then freezes the content once sent', async () => {
    const draft = await createInvoice(db, input(), NOW);
    expect([draft.total, draft.taxTotal]).toEqual(['2200', '200']);
    const edited = await updateDraft(
      db,
      draft,
      input({
        payee: ADDRESS_B,
        lines: [{ description: 'More', quantity: '3', unitPrice: '1000', discountPercent: '0', taxRatePercent: '0' }],
      }),
      LATER,
    );
    expect([edited.total, edited.taxTotal, edited.number]).toEqual(['3000', '0', draft.number]);
    expect(edited.reference).not.toBe(draft.reference);

    const sent = await issueNext(db, edited, SIGNATURE, LATER);
    expect([sent.state, sent.issuedAt]).toEqual(['sent', LATER]);
    await expect(updateDraft(db, sent, input(), LATER)).rejects.toThrow(
      `Invoice ${sent.number} was issued: its content is frozen`,
    );
    await expect(issueNext(db, sent, SIGNATURE, LATER)).rejects.toThrow('is already sent');
    await expect(deleteDraft(db, sent)).rejects.toThrow('Only a draft can be deleted');
    const stored = await db.invoices.get(sent.id);
    expect([stored?.total, stored?.lines[0]?.description, stored?.reference]).toEqual([
      '3000',
      'More',
      edited.reference,
    ]);
  });

  it('voids only a sent invoice, and only with a reason (kept trimmed)', async () => {
    const draft = await createInvoice(db, input(), NOW);
    await expect(voidInvoice(db, draft, 'Mistake', LATER)).rejects.toThrow('Only a sent invoice can be voided');
    const sent = await issueNext(db, draft, SIGNATURE, LATER);
    await expect(voidInvoice(db, sent, '   ', LATER)).rejects.toThrow('Give a reason for voiding');
    const voided = await voidInvoice(db, sent, '  Wrong client ', LATER);
    expect([voided.state, voided.voidReason, voided.total]).toEqual(['void', 'Wrong client', sent.total]);
    await expect(updateDraft(db, voided, input(), LATER)).rejects.toThrow('its content is frozen');
  });
});
