// EN 16931 in: a received UBL 2.1 or CII e-invoice read into what a bill needs (vendor, number,
// dates, lines, tax, totals, currency, payment details). Files from outside are hostile until read:
// too large, not text, not well-formed, with a document type (the door to entity expansion, "billion
// laughs", and to external entities) or in another schema, each is refused with a sentence for the
// user, before or instead of any use. E-invoices never need a DTD, so none is accepted.

/** The largest e-invoice read (an invoice of a thousand lines is a few hundred KB). */
export const MAX_EINVOICE_BYTES = 5 * 1024 * 1024;

export interface ReadParty {
  readonly name: string;
  readonly vatId: string;
  readonly registrationId: string;
  readonly electronicAddress: string;
  readonly email: string;
  readonly country: string;
}

export interface ReadLine {
  readonly description: string;
  readonly quantity: string;
  readonly unitPrice: string;
  readonly net: string;
  readonly taxRatePercent: string;
}

export interface ReadEInvoice {
  readonly syntax: 'UBL' | 'CII';
  readonly kind: 'invoice' | 'credit-note';
  readonly number: string;
  readonly issueDate: string;
  readonly dueDate: string;
  readonly currency: string;
  readonly seller: ReadParty;
  readonly buyer: ReadParty;
  readonly lines: readonly ReadLine[];
  readonly netTotal: string;
  readonly taxTotal: string;
  readonly payable: string;
  /** Remittance information (BT-83). */
  readonly paymentReference: string;
  /** The payee's account (IBAN, or another identifier such as a wallet). */
  readonly payeeAccount: string;
}

export type ReadResult =
  { readonly ok: true; readonly invoice: ReadEInvoice } | { readonly ok: false; readonly message: string };

const NS = {
  ublInvoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  ublCredit: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
} as const;

type Prefix = 'cac' | 'cbc' | 'ram' | 'rsm' | 'udt';

/** Children of `node` along a path of `prefix:Local` steps. */
function all(node: Element | null | undefined, path: string): Element[] {
  let current: Element[] = node ? [node] : [];
  for (const step of path.split('/')) {
    const [prefix, local] = step.split(':') as [Prefix, string];
    current = current.flatMap((el) =>
      [...el.children].filter((child) => child.namespaceURI === NS[prefix] && child.localName === local),
    );
  }
  return current;
}
const one = (node: Element | null | undefined, path: string) => all(node, path)[0];
const text = (node: Element | null | undefined, path: string) => one(node, path)?.textContent?.trim() ?? '';

/** CII dates are `YYYYMMDD` (format 102); both syntaxes are read as YYYY-MM-DD. */
const isoDay = (value: string) =>
  /^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : value;

function ublParty(party: Element | undefined): ReadParty {
  const endpoint = one(party, 'cbc:EndpointID');
  const scheme = endpoint?.getAttribute('schemeID') ?? '';
  const address = endpoint?.textContent?.trim() ?? '';
  return {
    name: text(party, 'cac:PartyLegalEntity/cbc:RegistrationName') || text(party, 'cac:PartyName/cbc:Name'),
    vatId:
      all(party, 'cac:PartyTaxScheme')
        .filter((scheme) => text(scheme, 'cac:TaxScheme/cbc:ID') === 'VAT')
        .map((scheme) => text(scheme, 'cbc:CompanyID'))[0] ?? '',
    registrationId: text(party, 'cac:PartyLegalEntity/cbc:CompanyID'),
    electronicAddress: scheme === 'EM' ? address : address && `${scheme}:${address}`,
    email: scheme === 'EM' ? address : text(party, 'cac:Contact/cbc:ElectronicMail'),
    country: text(party, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode'),
  };
}

function readUbl(root: Element, credit: boolean): ReadEInvoice {
  const lines = all(root, credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine').map((line) => ({
    description: text(line, 'cac:Item/cbc:Name') || text(line, 'cac:Item/cbc:Description'),
    quantity: text(line, credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity'),
    unitPrice: text(line, 'cac:Price/cbc:PriceAmount'),
    net: text(line, 'cbc:LineExtensionAmount'),
    taxRatePercent: text(line, 'cac:Item/cac:ClassifiedTaxCategory/cbc:Percent') || '0',
  }));
  const means = one(root, 'cac:PaymentMeans');
  return {
    syntax: 'UBL',
    kind: credit ? 'credit-note' : 'invoice',
    number: text(root, 'cbc:ID'),
    issueDate: text(root, 'cbc:IssueDate'),
    dueDate: text(root, 'cbc:DueDate') || text(means, 'cbc:PaymentDueDate'),
    currency: text(root, 'cbc:DocumentCurrencyCode'),
    seller: ublParty(one(root, 'cac:AccountingSupplierParty/cac:Party')),
    buyer: ublParty(one(root, 'cac:AccountingCustomerParty/cac:Party')),
    lines,
    netTotal: text(root, 'cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount'),
    taxTotal: text(root, 'cac:TaxTotal/cbc:TaxAmount') || '0',
    payable: text(root, 'cac:LegalMonetaryTotal/cbc:PayableAmount'),
    paymentReference: text(means, 'cbc:PaymentID'),
    payeeAccount: text(means, 'cac:PayeeFinancialAccount/cbc:ID'),
  };
}

function ciiParty(party: Element | undefined): ReadParty {
  const uri = one(party, 'ram:URIUniversalCommunication/ram:URIID');
  const scheme = uri?.getAttribute('schemeID') ?? '';
  const address = uri?.textContent?.trim() ?? '';
  return {
    name: text(party, 'ram:Name'),
    vatId:
      all(party, 'ram:SpecifiedTaxRegistration/ram:ID')
        .filter((id) => id.getAttribute('schemeID') === 'VA')
        .map((id) => id.textContent?.trim() ?? '')[0] ?? '',
    registrationId: text(party, 'ram:SpecifiedLegalOrganization/ram:ID'),
    electronicAddress: scheme === 'EM' ? address : address && `${scheme}:${address}`,
    email:
      scheme === 'EM' ? address : text(party, 'ram:DefinedTradeContact/ram:EmailURIUniversalCommunication/ram:URIID'),
    country: text(party, 'ram:PostalTradeAddress/ram:CountryID'),
  };
}

function readCii(root: Element): ReadEInvoice {
  const trade = one(root, 'rsm:SupplyChainTradeTransaction');
  const agreement = one(trade, 'ram:ApplicableHeaderTradeAgreement');
  const settlement = one(trade, 'ram:ApplicableHeaderTradeSettlement');
  const sums = one(settlement, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
  const means = one(settlement, 'ram:SpecifiedTradeSettlementPaymentMeans');
  const lines = all(trade, 'ram:IncludedSupplyChainTradeLineItem').map((line) => ({
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
  const taxTotal =
    all(sums, 'ram:TaxTotalAmount')
      .find((el) => (el.getAttribute('currencyID') ?? currency) === currency)
      ?.textContent?.trim() ?? '0';
  return {
    syntax: 'CII',
    kind: text(root, 'rsm:ExchangedDocument/ram:TypeCode') === '381' ? 'credit-note' : 'invoice',
    number: text(root, 'rsm:ExchangedDocument/ram:ID'),
    issueDate: isoDay(text(root, 'rsm:ExchangedDocument/ram:IssueDateTime/udt:DateTimeString')),
    dueDate: isoDay(text(settlement, 'ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime/udt:DateTimeString')),
    currency,
    seller: ciiParty(one(agreement, 'ram:SellerTradeParty')),
    buyer: ciiParty(one(agreement, 'ram:BuyerTradeParty')),
    lines,
    netTotal: text(sums, 'ram:TaxBasisTotalAmount'),
    taxTotal,
    payable: text(sums, 'ram:DuePayableAmount'),
    paymentReference: text(settlement, 'ram:PaymentReference'),
    payeeAccount:
      text(means, 'ram:PayeePartyCreditorFinancialAccount/ram:IBANID') ||
      text(means, 'ram:PayeePartyCreditorFinancialAccount/ram:ProprietaryID'),
  };
}

/** A parser of XML text (the browser's DOMParser; tests pass jsdom's). */
export type XmlParse = (text: string) => Document;

const defaultParse: XmlParse = (xml) => new DOMParser().parseFromString(xml, 'application/xml');

/** Reads a received e-invoice's bytes; every refusal is a sentence for the user. */
export function readEInvoice(bytes: Uint8Array, parse: XmlParse = defaultParse): ReadResult {
  if (bytes.length > MAX_EINVOICE_BYTES)
    return {
      ok: false,
      message: `This file is ${Math.ceil(bytes.length / 1048576)} MB: an e-invoice is read up to 5 MB.`,
    };
  let xml: string;
  try {
    xml = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, message: 'This file is not text (UTF-8): it is not an XML e-invoice.' };
  }
  const head = xml.replace(/^\uFEFF/, '').trimStart();
  if (!head.startsWith('<')) return { ok: false, message: 'This file is not XML: it is not a UBL or CII e-invoice.' };
  // No document type, no entity declarations: e-invoices need neither, and they are how entity
  // expansion ("billion laughs") and external entities get in.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml))
    return {
      ok: false,
      message: 'This XML declares a document type or entities, which an e-invoice never needs: it was not read.',
    };
  const document = parse(xml);
  if (document.getElementsByTagName('parsererror').length > 0 || !document.documentElement)
    return { ok: false, message: 'This XML is not well-formed: it could not be read.' };
  const root = document.documentElement;
  if (root.namespaceURI === NS.ublInvoice && root.localName === 'Invoice')
    return { ok: true, invoice: readUbl(root, false) };
  if (root.namespaceURI === NS.ublCredit && root.localName === 'CreditNote')
    return { ok: true, invoice: readUbl(root, true) };
  if (root.namespaceURI === NS.rsm && root.localName === 'CrossIndustryInvoice')
    return { ok: true, invoice: readCii(root) };
  return {
    ok: false,
    message: `This XML's root element is ${root.localName} (${root.namespaceURI ?? 'no namespace'}), not a UBL or CII e-invoice.`,
  };
}
