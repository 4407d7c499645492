// The invoice store's rules: numbers come from a sequence that only grows (a deleted
// draft's number is never handed out again), a sent invoice's content is frozen, void needs a reason.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS_A, ADDRESS_B, freshDb } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import {
  createInvoice,
  deleteDraft,
  restoreDraft,
  INVOICE_META,
  issueInvoice,
  setInvoicePrefix,
  updateDraft,
  voidInvoice,
  type InvoiceInput,
} from './invoice-store';

const NOW = '2026-03-01T00:00:00.000Z';
const LATER = '2026-03-02T00:00:00.000Z';
const SIGNATURE = {
  signer: ADDRESS_A,
  chainId: 31337,
  signature: `0x${'11'.repeat(65)}`,
  message: '{}',
  signedAt: NOW,
};
const input = (patch: Partial<InvoiceInput> = {}): InvoiceInput => ({
  clientId: 'c1',
  issueDate: '2026-03-01',
  dueDate: '2026-03-31',
  payee: ADDRESS_A,
  notes: '',
  terms: '',
  incomeAccountId: ACCOUNT_IDS.sales,
  asset: { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' },
  lines: [{ description: 'Work', quantity: '2', unitPrice: '1000', discountPercent: '0', taxRatePercent: '10' }],
  ...patch,
});

let db: WorkspaceDb;
beforeEach(() => {
  db = freshDb();
});
afterEach(async () => {
  await db.delete();
});

describe('invoice numbering', () => {
  it('numbers drafts in sequence with the prefix, and never hands a deleted draft’s number out again', async () => {
    const first = await createInvoice(db, input(), NOW);
    const second = await createInvoice(db, input(), NOW);
    expect([first.number, second.number]).toEqual(['INV-0001', 'INV-0002']);
    await deleteDraft(db, second);
    const third = await createInvoice(db, input(), NOW);
    expect(third.number).toBe('INV-0003');
    expect(await db.meta.get(INVOICE_META.sequence)).toEqual({ key: INVOICE_META.sequence, value: 3 });
  });

  it('puts a deleted draft back as it was (Undo), with its number', async () => {
    const draft = await createInvoice(db, input(), NOW);
    await deleteDraft(db, draft);
    expect(await db.invoices.get(draft.id)).toBeUndefined();
    const restored = await restoreDraft(db, draft);
    expect(restored).toEqual(draft);
    expect(await db.invoices.get(draft.id)).toEqual(draft);
    await expect(restoreDraft(db, draft)).rejects.toThrow();
  });

  it('never goes below the highest stored sequence (a counter behind the invoices, e.g. after a restore)', async () => {
    await createInvoice(db, input(), NOW);
    await createInvoice(db, input(), NOW);
    await db.meta.put({ key: INVOICE_META.sequence, value: 0 });
    expect((await createInvoice(db, input(), NOW)).sequence).toBe(3);
  });

  it('uses a new prefix for invoices created afterwards and refuses an invalid one', async () => {
    await createInvoice(db, input(), NOW);
    await setInvoicePrefix(db, '2026/');
    expect((await createInvoice(db, input(), NOW)).number).toBe('2026/0002');
    await expect(setInvoicePrefix(db, 'has space')).rejects.toThrow('Use up to 12 letters, digits, -, _ or /');
    await expect(setInvoicePrefix(db, 'A'.repeat(13))).rejects.toThrow('Use up to 12 letters');
    expect((await db.meta.get(INVOICE_META.prefix))?.value).toBe('2026/');
  });
});

describe('invoice lifecycle', () => {
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

    const sent = await issueInvoice(db, edited, SIGNATURE, LATER);
    expect([sent.state, sent.issuedAt]).toEqual(['sent', LATER]);
    await expect(updateDraft(db, sent, input(), LATER)).rejects.toThrow(
      `Invoice ${sent.number} was issued: its content is frozen`,
    );
    await expect(issueInvoice(db, sent, SIGNATURE, LATER)).rejects.toThrow('is already sent');
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
    const sent = await issueInvoice(db, draft, SIGNATURE, LATER);
    await expect(voidInvoice(db, sent, '   ', LATER)).rejects.toThrow('Give a reason for voiding');
    const voided = await voidInvoice(db, sent, '  Wrong client ', LATER);
    expect([voided.state, voided.voidReason, voided.total]).toEqual(['void', 'Wrong client', sent.total]);
    await expect(updateDraft(db, voided, input(), LATER)).rejects.toThrow('its content is frozen');
  });
});
