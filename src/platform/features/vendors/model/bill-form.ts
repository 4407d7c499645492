// The bill form: what the user types (strings, nothing lost) checked into a bill's content, with
// one message per field. Lines are optional: without them the bill is entered as one total.
import type { Bill } from '@/lib/db/entities/bill';
import { checkAddress } from '@/lib/primitives/ethereum-address';
import { cidV1Schema } from '@/lib/db/entities/storage-document';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { assetId, type Asset } from '@/lib/money/asset';
import { toDecimalString } from '@/lib/money/decimal-string';
import { parseAmount } from '@/lib/money/parse-amount';
import type { FiatTerms } from '@/lib/payments/fiat-terms';
import { checkFiatDraft } from './bill-fiat';
import { isValidDay } from '@/lib/primitives/days';

export interface BillLineDraft {
  readonly description: string;
  readonly amount: string;
}

export interface BillDraft {
  readonly vendorId: string;
  readonly billNumber: string;
  readonly issueDate: string;
  readonly dueDate: string;
  /** `assetId` of the chosen asset. */
  readonly assetKey: string;
  /** The fiat currency the amounts are in (paid in the asset at the rate when paid); '' for the asset. */
  readonly currency: string;
  readonly tolerancePercent: string;
  readonly payee: string;
  readonly total: string;
  readonly lines: readonly BillLineDraft[];
  readonly expenseAccountId: string;
  readonly documentCid: string;
  readonly notes: string;
}

export type BillField = Exclude<keyof BillDraft, 'lines'> | 'lines';

export const EMPTY_BILL_DRAFT: BillDraft = {
  vendorId: '',
  billNumber: '',
  issueDate: '',
  dueDate: '',
  assetKey: '',
  currency: '',
  tolerancePercent: '1',
  payee: '',
  total: '',
  lines: [],
  expenseAccountId: '',
  documentCid: '',
  notes: '',
};

/** The checked content of a bill (everything an approval signs, apart from the reference). */
export interface BillContentInput {
  readonly vendorId: string;
  readonly billNumber: string;
  readonly issueDate: string;
  readonly dueDate: string;
  readonly asset: Asset;
  /** Fiat terms (issue rate null until approval), or null for a bill in its asset. */
  readonly fiat?: FiatTerms | null;
  readonly lines: { description: string; units: string }[];
  readonly total: string;
  readonly expenseAccountId: string;
  readonly payee: string;
  readonly documentCid: string | null;
  readonly notes: string;
}

export type BillCheck =
  | { readonly ok: true; readonly value: BillContentInput }
  | { readonly ok: false; readonly errors: FieldErrors<BillField> };

/** Checks a draft against the known vendors, assets and expense accounts. */
export function checkBillDraft(
  draft: BillDraft,
  context: {
    vendorIds: ReadonlySet<string>;
    assets: readonly Asset[];
    expenseAccountIds: ReadonlySet<string>;
    locale?: string;
  },
): BillCheck {
  const errors: FieldErrors<BillField> = {};
  if (!context.vendorIds.has(draft.vendorId)) errors.vendorId = 'Choose a vendor';
  const billNumber = draft.billNumber.trim();
  if (!billNumber) errors.billNumber = "Enter the vendor's bill number";
  else if (billNumber.length > 60) errors.billNumber = 'Use at most 60 characters';
  if (!isValidDay(draft.issueDate)) errors.issueDate = 'Enter the issue date (YYYY-MM-DD)';
  if (!isValidDay(draft.dueDate)) errors.dueDate = 'Enter the due date (YYYY-MM-DD)';
  else if (isValidDay(draft.issueDate) && draft.dueDate < draft.issueDate)
    errors.dueDate = 'The due date cannot be before the issue date';
  const asset = context.assets.find((a) => assetId(a) === draft.assetKey);
  if (!asset) errors.assetKey = 'Choose the asset the bill is paid in';
  const fiat = asset ? checkFiatDraft(draft, asset, errors) : null;
  // A fiat bill's amounts are in its currency's minor units; otherwise in the asset.
  const unit = fiat ? { decimals: fiat.decimals, symbol: fiat.currency } : asset;
  const payee = checkAddress(draft.payee);
  if (!draft.payee.trim()) errors.payee = "Enter the vendor's wallet address";
  else if (!payee.ok) errors.payee = payee.message;
  if (!context.expenseAccountIds.has(draft.expenseAccountId)) errors.expenseAccountId = 'Choose an expense account';
  const cid = draft.documentCid.trim();
  if (cid && !cidV1Schema.safeParse(cid).success)
    errors.documentCid = 'Not a CIDv1 (it starts with b and uses base32 letters)';
  if (draft.notes.length > 2000) errors.notes = 'Use at most 2000 characters';

  const lines: { description: string; units: string }[] = [];
  let total = 0n;
  if (unit && draft.lines.length > 0) {
    draft.lines.forEach((line, index) => {
      const description = line.description.trim();
      const parsed = parseAmount(line.amount, unit.decimals, { locale: context.locale, symbol: unit.symbol });
      if (!description) errors.lines ??= `Line ${index + 1}: enter a description`;
      else if (!parsed.ok) errors.lines ??= `Line ${index + 1}: ${parsed.error}`;
      else {
        lines.push({ description, units: parsed.units.toString() });
        total += parsed.units;
      }
    });
    if (!errors.lines && total === 0n) errors.lines = 'The lines add up to nothing: a bill needs an amount';
  } else if (unit) {
    const parsed = parseAmount(draft.total, unit.decimals, { locale: context.locale, symbol: unit.symbol });
    if (!parsed.ok) errors.total = parsed.error;
    else if (parsed.units === 0n) errors.total = 'A bill needs an amount above zero';
    else total = parsed.units;
  }
  if (Object.keys(errors).length > 0 || !asset || !payee.ok) return { ok: false, errors };
  return {
    ok: true,
    value: {
      vendorId: draft.vendorId,
      billNumber,
      issueDate: draft.issueDate,
      dueDate: draft.dueDate,
      asset,
      fiat,
      lines,
      total: total.toString(),
      expenseAccountId: draft.expenseAccountId,
      payee: payee.address,
      documentCid: cid || null,
      notes: draft.notes,
    },
  };
}

/** A stored bill back into the form (amounts as plain decimals, so nothing changes on an untouched save). */
export function draftFromBill(
  bill: Pick<
    Bill,
    | 'vendorId'
    | 'billNumber'
    | 'issueDate'
    | 'dueDate'
    | 'asset'
    | 'fiat'
    | 'payee'
    | 'total'
    | 'lines'
    | 'expenseAccountId'
    | 'documentCid'
    | 'notes'
  >,
): BillDraft {
  const decimals = bill.fiat?.decimals ?? bill.asset.decimals;
  return {
    vendorId: bill.vendorId,
    billNumber: bill.billNumber,
    issueDate: bill.issueDate,
    dueDate: bill.dueDate,
    assetKey: assetId(bill.asset),
    currency: bill.fiat?.currency ?? '',
    tolerancePercent: bill.fiat?.tolerancePercent ?? '1',
    payee: bill.payee,
    total: bill.lines.length > 0 ? '' : toDecimalString(BigInt(bill.total), decimals),
    lines: bill.lines.map((line) => ({
      description: line.description,
      amount: toDecimalString(BigInt(line.units), decimals),
    })),
    expenseAccountId: bill.expenseAccountId,
    documentCid: bill.documentCid ?? '',
    notes: bill.notes,
  };
}
