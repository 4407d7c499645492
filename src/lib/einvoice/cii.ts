// The invoice as UN/CEFACT Cross Industry Invoice D16B, Factur-X / ZUGFeRD profile EN 16931
// (guideline `urn:cen.eu:en16931:2017`): the XML a Factur-X PDF embeds as `factur-x.xml`. Element
// order follows the Factur-X 1.0 EN 16931 schema. Business terms (BT-…) are named where written.
import { el, xmlDocument, type XmlElement } from './xml';
import { amountText, decimalText, threeLines, writtenInvoice, type EInvoiceFacts, type EInvoiceParty } from './facts';
import { PAYMENT_MEANS_CODE, DISCOUNT_REASON_CODE, DISCOUNT_REASON, UNIT_CODE, typeCode } from './codes';

/** The guideline (BT-24) of the Factur-X EN 16931 profile. */
export const CII_GUIDELINE = 'urn:cen.eu:en16931:2017';

const NS = {
  'xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  'xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  'xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

const day = (iso: string) => iso.replaceAll('-', '');
const udtDate = (iso: string) => el('udt:DateTimeString', { format: '102' }, day(iso));

function party(tag: string, p: EInvoiceParty): XmlElement | null {
  const [lineOne, lineTwo, lineThree] = threeLines(p.addressLines);
  return el(
    tag,
    null,
    el('ram:Name', null, p.name),
    p.registrationId.trim()
      ? el('ram:SpecifiedLegalOrganization', null, el('ram:ID', null, p.registrationId.trim()))
      : null,
    el(
      'ram:PostalTradeAddress',
      null,
      el('ram:LineOne', null, lineOne),
      el('ram:LineTwo', null, lineTwo),
      el('ram:LineThree', null, lineThree),
      el('ram:CountryID', null, p.country),
    ),
    p.electronicAddress
      ? el(
          'ram:URIUniversalCommunication',
          null,
          el('ram:URIID', { schemeID: p.electronicAddress.scheme }, p.electronicAddress.value),
        )
      : null,
    p.vatId.trim() ? el('ram:SpecifiedTaxRegistration', null, el('ram:ID', { schemeID: 'VA' }, p.vatId.trim())) : null,
  );
}

/** The CII XML of the facts (UTF-8 text). */
export function writeCii(facts: EInvoiceFacts): string {
  const { totals, breakdown, parties, lines: written } = writtenInvoice(facts);
  const currency = facts.currency;
  const lines = written.map(({ line, id, figures, category }) => {
    return el(
      'ram:IncludedSupplyChainTradeLineItem',
      null,
      el('ram:AssociatedDocumentLineDocument', null, el('ram:LineID', null, id)),
      el('ram:SpecifiedTradeProduct', null, el('ram:Name', null, line.description)),
      el(
        'ram:SpecifiedLineTradeAgreement',
        null,
        el('ram:NetPriceProductTradePrice', null, el('ram:ChargeAmount', null, amountText(line.unitPrice))),
      ),
      el(
        'ram:SpecifiedLineTradeDelivery',
        null,
        el('ram:BilledQuantity', { unitCode: UNIT_CODE }, decimalText(line.quantity)),
      ),
      el(
        'ram:SpecifiedLineTradeSettlement',
        null,
        el(
          'ram:ApplicableTradeTax',
          null,
          el('ram:TypeCode', null, 'VAT'),
          el('ram:CategoryCode', null, category),
          category === 'O' ? null : el('ram:RateApplicablePercent', null, decimalText(line.taxRatePercent)),
        ),
        figures.discount > 0n
          ? el(
              'ram:SpecifiedTradeAllowanceCharge',
              null,
              el('ram:ChargeIndicator', null, el('udt:Indicator', null, 'false')),
              el('ram:CalculationPercent', null, decimalText(line.discountPercent)),
              el('ram:BasisAmount', null, amountText(figures.gross)),
              el('ram:ActualAmount', null, amountText(figures.discount)),
              el('ram:ReasonCode', null, DISCOUNT_REASON_CODE),
              el('ram:Reason', null, DISCOUNT_REASON),
            )
          : null,
        el(
          'ram:SpecifiedTradeSettlementLineMonetarySummation',
          null,
          el('ram:LineTotalAmount', null, amountText(figures.net)),
        ),
      ),
    );
  });

  const root = el(
    'rsm:CrossIndustryInvoice',
    NS,
    el(
      'rsm:ExchangedDocumentContext',
      null,
      el('ram:GuidelineSpecifiedDocumentContextParameter', null, el('ram:ID', null, CII_GUIDELINE)),
    ),
    el(
      'rsm:ExchangedDocument',
      null,
      el('ram:ID', null, facts.number),
      el('ram:TypeCode', null, typeCode(facts.kind)),
      el('ram:IssueDateTime', null, udtDate(facts.issueDate)),
      facts.notes.map((note) => el('ram:IncludedNote', null, el('ram:Content', null, note))),
    ),
    el(
      'rsm:SupplyChainTradeTransaction',
      null,
      lines,
      el(
        'ram:ApplicableHeaderTradeAgreement',
        null,
        el('ram:BuyerReference', null, facts.buyerReference),
        party('ram:SellerTradeParty', parties.seller),
        party('ram:BuyerTradeParty', parties.buyer),
      ),
      // BG-13 delivery information is optional; the element itself is required by the schema.
      { xml: '<ram:ApplicableHeaderTradeDelivery/>' },
      el(
        'ram:ApplicableHeaderTradeSettlement',
        null,
        el('ram:PaymentReference', null, facts.payment.reference),
        el('ram:InvoiceCurrencyCode', null, currency),
        el(
          'ram:SpecifiedTradeSettlementPaymentMeans',
          null,
          el('ram:TypeCode', null, PAYMENT_MEANS_CODE),
          el('ram:Information', null, facts.payment.means),
          el('ram:PayeePartyCreditorFinancialAccount', null, el('ram:ProprietaryID', null, facts.payment.payee)),
        ),
        breakdown.map((row) =>
          el(
            'ram:ApplicableTradeTax',
            null,
            el('ram:CalculatedAmount', null, amountText(row.tax)),
            el('ram:TypeCode', null, 'VAT'),
            row.exemptionReason ? el('ram:ExemptionReason', null, row.exemptionReason) : null,
            el('ram:BasisAmount', null, amountText(row.base)),
            el('ram:CategoryCode', null, row.category),
            row.rate === null ? null : el('ram:RateApplicablePercent', null, row.rate),
          ),
        ),
        el(
          'ram:SpecifiedTradePaymentTerms',
          null,
          el('ram:Description', null, facts.terms),
          el('ram:DueDateDateTime', null, udtDate(facts.dueDate)),
        ),
        el(
          'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
          null,
          el('ram:LineTotalAmount', null, amountText(totals.net)),
          el('ram:TaxBasisTotalAmount', null, amountText(totals.net)),
          el('ram:TaxTotalAmount', { currencyID: currency }, amountText(totals.tax)),
          el('ram:GrandTotalAmount', null, amountText(totals.total)),
          el('ram:DuePayableAmount', null, amountText(totals.total)),
        ),
        facts.precedingInvoice
          ? el(
              'ram:InvoiceReferencedDocument',
              null,
              el('ram:IssuerAssignedID', null, facts.precedingInvoice.number),
              el(
                'ram:FormattedIssueDateTime',
                null,
                el('qdt:DateTimeString', { format: '102' }, day(facts.precedingInvoice.issueDate)),
              ),
            )
          : null,
      ),
    ),
  );
  return xmlDocument(root);
}
