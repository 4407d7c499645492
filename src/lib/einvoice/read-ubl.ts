// A received UBL 2.1 Invoice or CreditNote (Peppol BIS Billing 3.0 and other EN 16931 CIUS).
import type { ReadEInvoice, ReadParty } from './received-types';
import { all, joined, one, schemed, text, textOf } from './xml-read';

function ublParty(party: Element | undefined): ReadParty {
  const endpoint = one(party, 'cbc:EndpointID');
  const scheme = endpoint?.getAttribute('schemeID') ?? '';
  const address = endpoint?.textContent?.trim() ?? '';
  const postal = one(party, 'cac:PostalAddress');
  return {
    name: text(party, 'cac:PartyLegalEntity/cbc:RegistrationName') || text(party, 'cac:PartyName/cbc:Name'),
    vatId:
      all(party, 'cac:PartyTaxScheme')
        .filter((scheme) => text(scheme, 'cac:TaxScheme/cbc:ID') === 'VAT')
        .map((scheme) => text(scheme, 'cbc:CompanyID'))[0] ?? '',
    registrationId: text(party, 'cac:PartyLegalEntity/cbc:CompanyID'),
    // The first identifier that is not the seller's bank-assigned creditor ID (BT-90, scheme SEPA).
    identifier: schemed(
      all(party, 'cac:PartyIdentification/cbc:ID').find((id) => id.getAttribute('schemeID') !== 'SEPA'),
    ),
    electronicAddress: scheme === 'EM' ? address : address && `${scheme}:${address}`,
    email: scheme === 'EM' ? address : text(party, 'cac:Contact/cbc:ElectronicMail'),
    country: text(postal, 'cac:Country/cbc:IdentificationCode'),
    address: joined(postal, [
      'cbc:StreetName',
      'cbc:AdditionalStreetName',
      'cac:AddressLine/cbc:Line',
      'cbc:PostalZone',
      'cbc:CityName',
    ]),
  };
}

/** Reads a UBL document whose root is `Invoice` (or `CreditNote` when `credit`). */
export function readUbl(root: Element, credit: boolean): ReadEInvoice {
  const lines = all(root, credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine').map((line) => ({
    id: text(line, 'cbc:ID'),
    description: text(line, 'cac:Item/cbc:Name') || text(line, 'cac:Item/cbc:Description'),
    quantity: text(line, credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity'),
    unitPrice: text(line, 'cac:Price/cbc:PriceAmount'),
    net: text(line, 'cbc:LineExtensionAmount'),
    taxRatePercent: text(line, 'cac:Item/cac:ClassifiedTaxCategory/cbc:Percent') || '0',
  }));
  const means = one(root, 'cac:PaymentMeans');
  const currency = text(root, 'cbc:DocumentCurrencyCode');
  const sums = one(root, 'cac:LegalMonetaryTotal');
  // The VAT total in the invoice's currency (a second TaxTotal may state it in the accounting currency).
  const taxTotals = all(root, 'cac:TaxTotal').filter(
    (total) => (one(total, 'cbc:TaxAmount')?.getAttribute('currencyID') ?? currency) === currency,
  );
  const taxTotal = one(taxTotals[0], 'cbc:TaxAmount');
  const vatBreakdown = all(taxTotals[0], 'cac:TaxSubtotal').map((sub) => ({
    category: text(sub, 'cac:TaxCategory/cbc:ID'),
    ratePercent: text(sub, 'cac:TaxCategory/cbc:Percent') || '0',
    taxable: text(sub, 'cbc:TaxableAmount'),
    tax: text(sub, 'cbc:TaxAmount'),
    exemptionReason: text(sub, 'cac:TaxCategory/cbc:TaxExemptionReason'),
  }));
  return {
    syntax: 'UBL',
    kind: credit ? 'credit-note' : 'invoice',
    specification: text(root, 'cbc:CustomizationID'),
    typeCode: text(root, credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode'),
    number: text(root, 'cbc:ID'),
    issueDate: text(root, 'cbc:IssueDate'),
    dueDate: text(root, 'cbc:DueDate') || text(means, 'cbc:PaymentDueDate'),
    paymentTerms: text(root, 'cac:PaymentTerms/cbc:Note'),
    currency,
    notes: all(root, 'cbc:Note').map(textOf),
    seller: ublParty(one(root, 'cac:AccountingSupplierParty/cac:Party')),
    buyer: ublParty(one(root, 'cac:AccountingCustomerParty/cac:Party')),
    lines,
    vatBreakdown,
    lineTotal: text(sums, 'cbc:LineExtensionAmount'),
    allowanceTotal: text(sums, 'cbc:AllowanceTotalAmount'),
    chargeTotal: text(sums, 'cbc:ChargeTotalAmount'),
    netTotal: text(sums, 'cbc:TaxExclusiveAmount'),
    taxTotal: textOf(taxTotal) || '0',
    taxInclusive: text(sums, 'cbc:TaxInclusiveAmount'),
    prepaid: text(sums, 'cbc:PrepaidAmount'),
    rounding: text(sums, 'cbc:PayableRoundingAmount'),
    payable: text(sums, 'cbc:PayableAmount'),
    paymentMeans: text(means, 'cbc:PaymentMeansCode'),
    paymentReference: text(means, 'cbc:PaymentID'),
    payeeAccount: text(means, 'cac:PayeeFinancialAccount/cbc:ID'),
    payeeBank: text(means, 'cac:PayeeFinancialAccount/cac:FinancialInstitutionBranch/cbc:ID'),
    payeeName: text(root, 'cac:PayeeParty/cac:PartyName/cbc:Name'),
  };
}
