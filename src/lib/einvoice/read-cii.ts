// A received UN/CEFACT Cross Industry Invoice (the XML of Factur-X / ZUGFeRD, XRechnung CII).
import type { ReadEInvoice, ReadParty } from './received-types';
import { all, dayFromXml, joined, one, schemed, text, textOf } from './xml-read';

function ciiParty(party: Element | undefined): ReadParty {
  const uri = one(party, 'ram:URIUniversalCommunication/ram:URIID');
  const scheme = uri?.getAttribute('schemeID') ?? '';
  const address = uri?.textContent?.trim() ?? '';
  const postal = one(party, 'ram:PostalTradeAddress');
  return {
    name: text(party, 'ram:Name'),
    vatId:
      all(party, 'ram:SpecifiedTaxRegistration/ram:ID')
        .filter((id) => id.getAttribute('schemeID') === 'VA')
        .map((id) => id.textContent?.trim() ?? '')[0] ?? '',
    registrationId: text(party, 'ram:SpecifiedLegalOrganization/ram:ID'),
    identifier: schemed(one(party, 'ram:GlobalID') ?? one(party, 'ram:ID')),
    electronicAddress: scheme === 'EM' ? address : address && `${scheme}:${address}`,
    email:
      scheme === 'EM' ? address : text(party, 'ram:DefinedTradeContact/ram:EmailURIUniversalCommunication/ram:URIID'),
    country: text(postal, 'ram:CountryID'),
    address: joined(postal, ['ram:LineOne', 'ram:LineTwo', 'ram:LineThree', 'ram:PostcodeCode', 'ram:CityName']),
  };
}

/** The amount of `path` in the invoice's currency (CII may state the VAT total twice, per currency). */
function inCurrency(node: Element | undefined, path: string, currency: string): string {
  return (
    all(node, path)
      .find((el) => (el.getAttribute('currencyID') ?? currency) === currency)
      ?.textContent?.trim() ?? ''
  );
}

/** Reads a CII document (root `rsm:CrossIndustryInvoice`). */
export function readCii(root: Element): ReadEInvoice {
  const trade = one(root, 'rsm:SupplyChainTradeTransaction');
  const agreement = one(trade, 'ram:ApplicableHeaderTradeAgreement');
  const settlement = one(trade, 'ram:ApplicableHeaderTradeSettlement');
  const sums = one(settlement, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
  const means = one(settlement, 'ram:SpecifiedTradeSettlementPaymentMeans');
  const terms = one(settlement, 'ram:SpecifiedTradePaymentTerms');
  const lines = all(trade, 'ram:IncludedSupplyChainTradeLineItem').map((line) => ({
    id: text(line, 'ram:AssociatedDocumentLineDocument/ram:LineID'),
    description: text(line, 'ram:SpecifiedTradeProduct/ram:Name'),
    quantity: text(line, 'ram:SpecifiedLineTradeDelivery/ram:BilledQuantity'),
    unitPrice: text(line, 'ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:ChargeAmount'),
    net: text(
      line,
      'ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount',
    ),
    taxRatePercent:
      text(line, 'ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:RateApplicablePercent') || '0',
  }));
  const currency = text(settlement, 'ram:InvoiceCurrencyCode');
  const vatBreakdown = all(settlement, 'ram:ApplicableTradeTax').map((tax) => ({
    category: text(tax, 'ram:CategoryCode'),
    ratePercent: text(tax, 'ram:RateApplicablePercent') || '0',
    taxable: text(tax, 'ram:BasisAmount'),
    tax: text(tax, 'ram:CalculatedAmount'),
    exemptionReason: text(tax, 'ram:ExemptionReason'),
  }));
  const typeCode = text(root, 'rsm:ExchangedDocument/ram:TypeCode');
  return {
    syntax: 'CII',
    kind: typeCode === '381' ? 'credit-note' : 'invoice',
    specification: text(root, 'rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID'),
    typeCode,
    number: text(root, 'rsm:ExchangedDocument/ram:ID'),
    issueDate: dayFromXml(text(root, 'rsm:ExchangedDocument/ram:IssueDateTime/udt:DateTimeString')),
    dueDate: dayFromXml(text(terms, 'ram:DueDateDateTime/udt:DateTimeString')),
    paymentTerms: text(terms, 'ram:Description'),
    currency,
    notes: all(root, 'rsm:ExchangedDocument/ram:IncludedNote/ram:Content').map(textOf),
    seller: ciiParty(one(agreement, 'ram:SellerTradeParty')),
    buyer: ciiParty(one(agreement, 'ram:BuyerTradeParty')),
    lines,
    vatBreakdown,
    lineTotal: text(sums, 'ram:LineTotalAmount'),
    allowanceTotal: text(sums, 'ram:AllowanceTotalAmount'),
    chargeTotal: text(sums, 'ram:ChargeTotalAmount'),
    netTotal: text(sums, 'ram:TaxBasisTotalAmount'),
    taxTotal: inCurrency(sums, 'ram:TaxTotalAmount', currency) || '0',
    taxInclusive: text(sums, 'ram:GrandTotalAmount'),
    prepaid: text(sums, 'ram:TotalPrepaidAmount'),
    rounding: text(sums, 'ram:RoundingAmount'),
    payable: text(sums, 'ram:DuePayableAmount'),
    paymentMeans: text(means, 'ram:TypeCode'),
    paymentReference: text(settlement, 'ram:PaymentReference'),
    payeeAccount:
      text(means, 'ram:PayeePartyCreditorFinancialAccount/ram:IBANID') ||
      text(means, 'ram:PayeePartyCreditorFinancialAccount/ram:ProprietaryID'),
    payeeBank: text(means, 'ram:PayeeSpecifiedCreditorFinancialInstitution/ram:BICID'),
    payeeName: text(settlement, 'ram:PayeeTradeParty/ram:Name'),
  };
}
