// A bill draft from the Mail page's import (`?newBill=1&…`, lib/mail/compose-url): the vendor's
// wallet on the asset's network, terms and expense account fill in as choosing the vendor would.
import type { Counterparty } from '@/lib/db/entities/counterparty';
import { assetId, type Asset } from '@/lib/money/asset';
import type { BillPrefill } from '@/lib/mail/compose-url';
import { dueFromTerms } from '@/lib/primitives/days';
import { EMPTY_BILL_DRAFT, type BillDraft } from './bill-form';

/** The new-bill form's draft for a prefill. */
export function draftFromPrefill(
  prefill: BillPrefill,
  vendors: readonly Counterparty[],
  assets: readonly Asset[],
): BillDraft {
  const vendor = vendors.find((v) => v.id === prefill.vendorId);
  const symbol = prefill.assetSymbol.toUpperCase();
  const asset = (symbol && assets.find((a) => a.symbol.toUpperCase() === symbol)) || undefined;
  const wallet = vendor?.wallets.find((w) => w.chainId === (asset ?? assets[0])?.chainId)?.address ?? '';
  return {
    ...EMPTY_BILL_DRAFT,
    vendorId: vendor?.id ?? '',
    billNumber: prefill.billNumber,
    issueDate: prefill.issueDate,
    dueDate:
      prefill.dueDate || (vendor && prefill.issueDate ? dueFromTerms(prefill.issueDate, vendor.paymentTermsDays) : ''),
    assetKey: asset ? assetId(asset) : '',
    payee: wallet,
    total: prefill.total,
    expenseAccountId: vendor?.expenseAccountId ?? '',
    documentCid: prefill.documentCid,
    notes: prefill.notes,
  };
}

/** A new bill's blank draft, issued today as a new invoice is (so choosing the vendor fills the due date). */
export function newBillDraft(today: string): BillDraft {
  return { ...EMPTY_BILL_DRAFT, issueDate: today };
}

/**
 * The draft after a change: when the vendor or the issue date changed, the due date follows the
 * vendor's terms (issue date + net days), as an invoice's follows its client's, while it is empty
 * or still what the terms gave; a due date the user typed stays.
 */
export function withTermsDue(
  previous: BillDraft,
  next: BillDraft,
  termsOf: (vendorId: string) => number | undefined,
): BillDraft {
  if (previous.vendorId === next.vendorId && previous.issueDate === next.issueDate) return next;
  const before = termsOf(previous.vendorId);
  const followed =
    previous.dueDate === '' || (before !== undefined && previous.dueDate === dueFromTerms(previous.issueDate, before));
  const terms = termsOf(next.vendorId);
  if (!followed || next.dueDate !== previous.dueDate || terms === undefined) return next;
  const dueDate = dueFromTerms(next.issueDate, terms);
  return dueDate ? { ...next, dueDate } : next;
}
