// The invoice form as typed (strings) and its check: per-field messages, exact units. Nothing typed
// is lost: the form keeps the strings, the check only reads them.
import { invoiceLineSchema, percentSchema, quantitySchema, type Invoice } from '@/lib/db/entities/invoice';
import type { Asset } from '@/lib/money/asset';
import { formatQuantity } from '@/lib/money/format-quantity';
import { parseAmount } from '@/lib/money/parse-amount';
import { DEFAULT_TOLERANCE, fiatCurrenciesFor } from '@/lib/payments/fiat-quote';
import { FIAT_DECIMALS, tolerancePercentSchema } from '@/lib/payments/fiat-terms';

/** What a new or edited invoice is made of (the store adds its number, totals and state). */
export type InvoiceInput = Pick<
  Invoice,
  'clientId' | 'issueDate' | 'dueDate' | 'asset' | 'payee' | 'lines' | 'notes' | 'terms' | 'incomeAccountId' | 'fiat'
>;

export interface LineValues {
  description: string;
  quantity: string;
  unitPrice: string;
  discountPercent: string;
  taxRatePercent: string;
}

export interface InvoiceValues {
  clientId: string;
  issueDate: string;
  dueDate: string;
  /** `assetId` of the chosen asset. */
  assetKey: string;
  payee: string;
  lines: LineValues[];
  notes: string;
  terms: string;
  incomeAccountId: string;
  /** The fiat currency the amounts are in (paid in the asset at the rate); '' for the asset itself. */
  currency?: string;
  /** A fiat invoice's tolerance in percent. */
  tolerancePercent?: string;
}

export type InvoiceErrors = Partial<Record<string, string>>;

export const emptyLine = (): LineValues => ({
  description: '',
  quantity: '1',
  unitPrice: '',
  discountPercent: '0',
  taxRatePercent: '0',
});

// Shared with the Vendors page's fiat bills.
export { DEFAULT_TOLERANCE, fiatCurrenciesFor };

/** Form values of a stored invoice (to edit a draft or copy one). */
export function valuesOf(input: InvoiceInput, assetKey: string): InvoiceValues {
  return {
    clientId: input.clientId,
    issueDate: input.issueDate,
    dueDate: input.dueDate,
    assetKey,
    payee: input.payee,
    notes: input.notes,
    terms: input.terms,
    incomeAccountId: input.incomeAccountId,
    currency: input.fiat?.currency ?? '',
    tolerancePercent: input.fiat?.tolerancePercent ?? DEFAULT_TOLERANCE,
    lines: input.lines.map((l) => ({
      ...l,
      unitPrice: formatQuantity(BigInt(l.unitPrice), input.fiat?.decimals ?? input.asset.decimals, {
        locale: 'en-US',
      }).replace(/,/g, ''),
    })),
  };
}

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

/** Checks the values; the input when everything holds, else a message per field (`lines.0.unitPrice`…). */
export function checkInvoice(
  values: InvoiceValues,
  asset: Asset | undefined,
): { ok: true; input: InvoiceInput } | { ok: false; errors: InvoiceErrors } {
  const errors: InvoiceErrors = {};
  if (!values.clientId) errors.clientId = 'Choose a client';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.issueDate)) errors.issueDate = 'Enter the issue date';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.dueDate)) errors.dueDate = 'Enter the due date';
  else if (values.dueDate < values.issueDate) errors.dueDate = 'The due date is before the issue date';
  if (!asset) errors.assetKey = 'Choose what the invoice is paid in';
  if (!values.payee) errors.payee = 'Choose the wallet that receives the payment';
  if (!values.incomeAccountId) errors.incomeAccountId = 'Choose an income account';
  if (values.lines.length === 0) errors.lines = 'Add at least one line';
  const currency = values.currency ?? '';
  const tolerance = (values.tolerancePercent ?? DEFAULT_TOLERANCE).trim();
  if (currency) {
    const t = message(tolerancePercentSchema.safeParse(tolerance));
    if (t) errors.tolerancePercent = t;
  }
  // A fiat invoice's prices are in the currency (2 decimals); otherwise in the asset.
  const unit = currency ? { decimals: FIAT_DECIMALS, symbol: currency } : asset;
  const lines = values.lines.map((line, i) => {
    const at = (field: string) => `lines.${i}.${field}`;
    if (!line.description.trim()) errors[at('description')] = 'Describe the line';
    const q = message(quantitySchema.safeParse(line.quantity.trim()));
    if (q) errors[at('quantity')] = q;
    const d = message(percentSchema.safeParse(line.discountPercent.trim()));
    if (d) errors[at('discountPercent')] = d;
    const t = message(percentSchema.safeParse(line.taxRatePercent.trim()));
    if (t) errors[at('taxRatePercent')] = t;
    let unitPrice = '0';
    if (unit) {
      const parsed = parseAmount(line.unitPrice, unit.decimals, { symbol: unit.symbol, locale: 'en-US' });
      if (parsed.ok) unitPrice = parsed.units.toString();
      else errors[at('unitPrice')] = parsed.error;
    }
    return {
      description: line.description.trim(),
      quantity: line.quantity.trim(),
      unitPrice,
      discountPercent: line.discountPercent.trim(),
      taxRatePercent: line.taxRatePercent.trim(),
    };
  });
  if (Object.keys(errors).length > 0 || !asset) return { ok: false, errors };
  for (const line of lines)
    if (!invoiceLineSchema.safeParse(line).success) return { ok: false, errors: { lines: 'A line cannot be read' } };
  return {
    ok: true,
    input: {
      clientId: values.clientId,
      issueDate: values.issueDate,
      dueDate: values.dueDate,
      asset,
      payee: values.payee,
      lines,
      notes: values.notes,
      terms: values.terms,
      incomeAccountId: values.incomeAccountId,
      fiat: currency ? { currency, decimals: FIAT_DECIMALS, tolerancePercent: tolerance, issueRate: null } : null,
    },
  };
}
