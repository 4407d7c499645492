// The EN 16931 business rules a received e-invoice is checked against in the browser: the ones its
// read fields decide (required terms, line terms, and the sums of the monetary totals). The full
// official rules (Schematron, with code lists) run in the tests only, as they need a Java runtime;
// `einvoice-rules.oracle.test.ts` checks that these rules fail where the official ones do.
import type { FailedRule, ReadEInvoice } from './received-types';

const SCALE = 6;

/** A decimal number (amounts, quantities) as units of 10⁻⁶, or null when it is none. */
function units(value: string): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d{1,6}))?$/.exec(value.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const scaled = BigInt(whole!) * 10n ** BigInt(SCALE) + BigInt(fraction.padEnd(SCALE, '0') || '0');
  return sign ? -scaled : scaled;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Every rule the invoice fails, in the standard's order. */
export function failedRules(invoice: ReadEInvoice): FailedRule[] {
  const failed: FailedRule[] = [];
  const fail = (rule: string, message: string) => failed.push({ rule, message });
  if (!invoice.specification) fail('BR-01', 'The specification identifier (BT-24) is missing.');
  if (!invoice.number) fail('BR-02', 'The invoice number (BT-1) is missing.');
  if (!DAY.test(invoice.issueDate)) fail('BR-03', 'The issue date (BT-2) is missing or not a date.');
  if (!invoice.typeCode) fail('BR-04', 'The invoice type code (BT-3) is missing.');
  if (!/^[A-Z]{3}$/.test(invoice.currency)) fail('BR-05', 'The invoice currency code (BT-5) is missing.');
  if (!invoice.seller.name) fail('BR-06', "The seller's name (BT-27) is missing.");
  if (!invoice.buyer.name) fail('BR-07', "The buyer's name (BT-44) is missing.");
  if (!invoice.seller.country) fail('BR-09', "The seller's country code (BT-40) is missing.");
  if (!invoice.buyer.country) fail('BR-11', "The buyer's country code (BT-55) is missing.");
  const totals = [
    ['BR-12', 'sum of line net amounts (BT-106)', invoice.lineTotal],
    ['BR-13', 'total without VAT (BT-109)', invoice.netTotal],
    ['BR-14', 'total with VAT (BT-112)', invoice.taxInclusive],
    ['BR-15', 'amount due for payment (BT-115)', invoice.payable],
  ] as const;
  for (const [rule, name, value] of totals) if (units(value) === null) fail(rule, `The ${name} is missing.`);
  if (invoice.lines.length === 0) fail('BR-16', 'The invoice has no line.');
  invoice.lines.forEach((line, index) => {
    const which = `Line ${index + 1}`;
    if (!line.id) fail('BR-21', `${which}: the line identifier (BT-126) is missing.`);
    if (units(line.quantity) === null) fail('BR-22', `${which}: the invoiced quantity (BT-129) is missing.`);
    if (units(line.net) === null) fail('BR-24', `${which}: the line net amount (BT-131) is missing.`);
    if (!line.description) fail('BR-25', `${which}: the item name (BT-153) is missing.`);
    if (units(line.unitPrice) === null) fail('BR-26', `${which}: the item net price (BT-146) is missing.`);
  });
  const [lineTotal, net, inclusive, payable] = totals.map(([, , value]) => units(value));
  const or0 = (value: string) => units(value) ?? 0n;
  const lineSum = invoice.lines.reduce((sum, line) => sum + or0(line.net), 0n);
  if (lineTotal != null && lineSum !== lineTotal)
    fail('BR-CO-10', 'The sum of line net amounts (BT-106) is not the sum of the lines’ net amounts (BT-131).');
  if (net != null && lineTotal != null && net !== lineTotal - or0(invoice.allowanceTotal) + or0(invoice.chargeTotal))
    fail('BR-CO-13', 'The total without VAT (BT-109) is not the line total minus allowances plus charges.');
  if (inclusive != null && net != null && inclusive !== net + or0(invoice.taxTotal))
    fail('BR-CO-15', 'The total with VAT (BT-112) is not the total without VAT plus the VAT total (BT-110).');
  if (payable != null && inclusive != null && payable !== inclusive - or0(invoice.prepaid) + or0(invoice.rounding))
    fail('BR-CO-16', 'The amount due (BT-115) is not the total with VAT minus the paid amount plus rounding.');
  if (payable != null && payable > 0n && !invoice.dueDate && !invoice.paymentTerms)
    fail('BR-CO-25', 'An amount is due but neither a due date (BT-9) nor payment terms (BT-20) are given.');
  return failed;
}
