// A bill draft from the Mail page's import (`?newBill=1&…`, lib/mail/compose-url): the vendor's
// wallet on the asset's network, terms and expense account fill in as choosing the vendor would.
import type { Counterparty } from '@/lib/db/entities/counterparty';
import { assetId, type Asset } from '@/lib/money/asset';
import type { BillPrefill } from '@/lib/mail/compose-url';
import { dueDateFromTerms, EMPTY_BILL_DRAFT, type BillDraft } from './bill-form';

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
      prefill.dueDate ||
      (vendor && prefill.issueDate ? dueDateFromTerms(prefill.issueDate, vendor.paymentTermsDays) : ''),
    assetKey: asset ? assetId(asset) : '',
    payee: wallet,
    total: prefill.total,
    expenseAccountId: vendor?.expenseAccountId ?? '',
    documentCid: prefill.documentCid,
    notes: prefill.notes,
  };
}
