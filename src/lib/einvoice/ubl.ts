// The invoice as UBL 2.1, Peppol BIS Billing 3.0 (an Invoice, or a CreditNote for a credit note):
// what the Peppol network carries. Element order follows the UBL 2.1 schemas. Business terms (BT-…)
// are named where written.
import { el, xmlDocument, type XmlElement } from './xml';
import { amountText, decimalText, threeLines, writtenInvoice, type EInvoiceFacts, type EInvoiceParty } from './facts';
import { PAYMENT_MEANS_CODE, DISCOUNT_REASON_CODE, DISCOUNT_REASON, UNIT_CODE, typeCode } from './codes';

/** Peppol BIS Billing 3.0's specification (BT-24) and process (BT-23) identifiers. */
export const PEPPOL_CUSTOMIZATION = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PEPPOL_PROFILE = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';

function taxCategory(tag: string, category: string, rate: string | null, exemptionReason: string | null) {
  return el(
    tag,
    null,
    el('cbc:ID', null, category),
    rate === null ? null : el('cbc:Percent', null, rate),
    exemptionReason ? el('cbc:TaxExemptionReason', null, exemptionReason) : null,
    el('cac:TaxScheme', null, el('cbc:ID', null, 'VAT')),
  );
}

function party(tag: string, p: EInvoiceParty): XmlElement | null {
  const [street, additional, line] = threeLines(p.addressLines);
  return el(
    tag,
    null,
    el(
      'cac:Party',
      null,
      p.electronicAddress
        ? el('cbc:EndpointID', { schemeID: p.electronicAddress.scheme }, p.electronicAddress.value)
        : null,
      el(
        'cac:PostalAddress',
        null,
        el('cbc:StreetName', null, street),
        el('cbc:AdditionalStreetName', null, additional),
        line ? el('cac:AddressLine', null, el('cbc:Line', null, line)) : null,
        el('cac:Country', null, el('cbc:IdentificationCode', null, p.country)),
      ),
      p.vatId.trim()
        ? el(
            'cac:PartyTaxScheme',
            null,
            el('cbc:CompanyID', null, p.vatId.trim()),
            el('cac:TaxScheme', null, el('cbc:ID', null, 'VAT')),
          )
        : null,
      el(
        'cac:PartyLegalEntity',
        null,
        el('cbc:RegistrationName', null, p.name),
        p.registrationId.trim() ? el('cbc:CompanyID', null, p.registrationId.trim()) : null,
      ),
    ),
  );
}

/** The UBL XML of the facts (UTF-8 text). */
export function writeUbl(facts: EInvoiceFacts): string {
  const { totals, breakdown, parties, lines: written } = writtenInvoice(facts);
  const credit = facts.kind === 'credit-note';
  const root = credit ? 'CreditNote' : 'Invoice';
  const cur = { currencyID: facts.currency };
  const money = (tag: string, units: bigint) => el(tag, cur, amountText(units));

  const lines = written.map(({ line, id, figures, category }) => {
    return el(
      credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine',
      null,
      el('cbc:ID', null, id),
      el(credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', { unitCode: UNIT_CODE }, decimalText(line.quantity)),
      money('cbc:LineExtensionAmount', figures.net),
      figures.discount > 0n
        ? el(
            'cac:AllowanceCharge',
            null,
            el('cbc:ChargeIndicator', null, 'false'),
            el('cbc:AllowanceChargeReasonCode', null, DISCOUNT_REASON_CODE),
            el('cbc:AllowanceChargeReason', null, DISCOUNT_REASON),
            el('cbc:MultiplierFactorNumeric', null, decimalText(line.discountPercent)),
            money('cbc:Amount', figures.discount),
            money('cbc:BaseAmount', figures.gross),
          )
        : null,
      el(
        'cac:Item',
        null,
        el('cbc:Name', null, line.description),
        taxCategory(
          'cac:ClassifiedTaxCategory',
          category,
          category === 'O' ? null : decimalText(line.taxRatePercent),
          null,
        ),
      ),
      el('cac:Price', null, money('cbc:PriceAmount', line.unitPrice)),
    );
  });

  const document = el(
    root,
    { xmlns: `urn:oasis:names:specification:ubl:schema:xsd:${root}-2`, 'xmlns:cac': CAC, 'xmlns:cbc': CBC },
    el('cbc:CustomizationID', null, PEPPOL_CUSTOMIZATION),
    el('cbc:ProfileID', null, PEPPOL_PROFILE),
    el('cbc:ID', null, facts.number),
    el('cbc:IssueDate', null, facts.issueDate),
    // A CreditNote has no DueDate of its own: its due date is the payment means' (below).
    credit ? null : el('cbc:DueDate', null, facts.dueDate),
    el(credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode', null, typeCode(facts.kind)),
    facts.notes.map((note) => el('cbc:Note', null, note)),
    el('cbc:DocumentCurrencyCode', null, facts.currency),
    el('cbc:BuyerReference', null, facts.buyerReference),
    facts.precedingInvoice
      ? el(
          'cac:BillingReference',
          null,
          el(
            'cac:InvoiceDocumentReference',
            null,
            el('cbc:ID', null, facts.precedingInvoice.number),
            el('cbc:IssueDate', null, facts.precedingInvoice.issueDate),
          ),
        )
      : null,
    party('cac:AccountingSupplierParty', parties.seller),
    party('cac:AccountingCustomerParty', parties.buyer),
    el(
      'cac:PaymentMeans',
      null,
      el('cbc:PaymentMeansCode', { name: 'Crypto transfer' }, PAYMENT_MEANS_CODE),
      credit ? el('cbc:PaymentDueDate', null, facts.dueDate) : null,
      el('cbc:PaymentID', null, facts.payment.reference),
      el('cac:PayeeFinancialAccount', null, el('cbc:ID', null, facts.payment.payee)),
    ),
    el('cac:PaymentTerms', null, el('cbc:Note', null, facts.terms)),
    el(
      'cac:TaxTotal',
      null,
      money('cbc:TaxAmount', totals.tax),
      breakdown.map((row) =>
        el(
          'cac:TaxSubtotal',
          null,
          money('cbc:TaxableAmount', row.base),
          money('cbc:TaxAmount', row.tax),
          taxCategory('cac:TaxCategory', row.category, row.rate, row.exemptionReason),
        ),
      ),
    ),
    el(
      'cac:LegalMonetaryTotal',
      null,
      money('cbc:LineExtensionAmount', totals.net),
      money('cbc:TaxExclusiveAmount', totals.net),
      money('cbc:TaxInclusiveAmount', totals.total),
      money('cbc:PayableAmount', totals.total),
    ),
    lines,
  );
  return xmlDocument(document);
}
