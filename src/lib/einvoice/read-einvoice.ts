// EN 16931 in: a received UBL 2.1 or CII e-invoice read into what a bill needs (vendor, number,
// dates, lines, tax, totals, currency, payment details). Files from outside are hostile until read:
// too large, not text, not well-formed, with a document type (the door to entity expansion, "billion
// laughs", and to external entities) or in another schema, each is refused with a sentence for the
// user, before or instead of any use. E-invoices never need a DTD, so none is accepted.

import { failedRules } from './einvoice-rules';
import { readCii } from './read-cii';
import { readUbl } from './read-ubl';
import type { ReadResult } from './received-types';
import { NS } from './xml-read';

export type { FailedRule, ReadEInvoice, ReadLine, ReadParty, ReadResult, ReadVatRate } from './received-types';

/** The largest e-invoice read (an invoice of a thousand lines is a few hundred KB). */
export const MAX_EINVOICE_BYTES = 5 * 1024 * 1024;

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
  const invoice =
    root.namespaceURI === NS.ublInvoice && root.localName === 'Invoice'
      ? readUbl(root, false)
      : root.namespaceURI === NS.ublCredit && root.localName === 'CreditNote'
        ? readUbl(root, true)
        : root.namespaceURI === NS.rsm && root.localName === 'CrossIndustryInvoice'
          ? readCii(root)
          : null;
  // Read where it can be: a file that fails rules is still shown, with the rules it fails.
  if (invoice) return { ok: true, invoice, failedRules: failedRules(invoice) };
  return {
    ok: false,
    message: `This XML's root element is ${root.localName} (${root.namespaceURI ?? 'no namespace'}), not a UBL or CII e-invoice.`,
  };
}
