// @vitest-environment jsdom
// An e-invoice arriving in a mail message: messages written by Python's `email` package carrying the
// standard's published UBL and CII examples (and our own) as base64 attachments are read as a dropped
// file is; the first e-invoice among the attachments is the one imported, the others named. Hostile
// or useless messages are refused with a sentence: no attachment, attachments that are not e-invoices,
// an e-invoice that is refused (entity expansion), not a message, too large.
import { describe, expect, it } from 'vitest';
import {
  EN16931_CII_EXAMPLE,
  EN16931_UBL_EXAMPLE,
  OWN_UBL_EXAMPLE,
  ownExampleBytes,
} from '@/lib/einvoice/own-examples.testing';
import { readMailEInvoice, type MailEInvoiceResult } from './eml-einvoice';
import { pythonEml } from './eml-einvoice.testing';
import { isMailMessage, MAX_EML_BYTES } from './read-eml';

const text = (value: string) => new TextEncoder().encode(value);
const refusal = (result: MailEInvoiceResult) => (result.ok ? 'read' : result.message);
const notAnInvoice = { name: 'terms.pdf', type: 'application/pdf', content: text('%PDF-1.4\n%%EOF\n') };

describe('an e-invoice in a mail message', () => {
  it('reads the UBL attachment of a message written by Python, the standard’s example, every figure', async () => {
    const eml = pythonEml([
      { name: 'photo.png', type: 'image/png', content: new Uint8Array([137, 80, 78, 71]) },
      { name: 'TOSL108.xml', type: 'application/xml', content: ownExampleBytes(EN16931_UBL_EXAMPLE) },
    ]);
    expect(isMailMessage('message.eml', '', eml)).toBe(true);
    const result = await readMailEInvoice(eml);
    if (!result.ok) throw new Error(result.message);
    expect([result.attachment.filename, result.result.source, result.others]).toEqual([
      'TOSL108.xml',
      { kind: 'xml' },
      [],
    ]);
    // The attachment's bytes are the file itself (the document that is stored).
    expect(result.attachment.content).toEqual(ownExampleBytes(EN16931_UBL_EXAMPLE));
    expect(result.mail).toMatchObject({ from: 'antonio@salescompany.no', subject: 'Invoice TOSL108' });
    const invoice = result.result.invoice;
    expect([invoice.syntax, invoice.number, invoice.seller.vatId, invoice.payable, invoice.payeeAccount]).toEqual([
      'UBL',
      'TOSL108',
      'NO123456789MVA',
      '801.78',
      'NO9386011117947',
    ]);
    expect(result.result.failedRules).toEqual([]);
  });

  it('skips a PDF that is no e-invoice, reads the CII, and names the other e-invoice', async () => {
    const eml = pythonEml([
      notAnInvoice,
      { name: 'CII_example2.xml', type: 'text/xml', content: ownExampleBytes(EN16931_CII_EXAMPLE) },
      { name: 'ND-2026-0417.xml', type: 'application/octet-stream', content: ownExampleBytes(OWN_UBL_EXAMPLE) },
    ]);
    const result = await readMailEInvoice(eml);
    if (!result.ok) throw new Error(result.message);
    expect([result.attachment.filename, result.result.invoice.syntax, result.result.invoice.number]).toEqual([
      'CII_example2.xml',
      'CII',
      'TOSL108',
    ]);
    expect(result.others).toEqual(['ND-2026-0417.xml']);
  });

  it('refuses a message with no e-invoice, with a hostile one, or that is no message, each with its reason', async () => {
    expect(refusal(await readMailEInvoice(pythonEml([])))).toBe(
      'This message carries no e-invoice (no UBL or CII XML, no Factur-X PDF among its attachments: none).',
    );
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">&lol2;</Invoice>`;
    expect(
      refusal(
        await readMailEInvoice(pythonEml([notAnInvoice, { name: 'x.xml', type: 'text/xml', content: text(laughs) }])),
      ),
    ).toBe(
      "None of this message's attachments is an e-invoice. terms.pdf: This PDF carries no e-invoice (no embedded factur-x.xml): enter the bill by hand, or ask the vendor for its UBL or CII file. x.xml: This XML declares a document type or entities, which an e-invoice never needs: it was not read.",
    );
    // By hand: a part whose base64 is damaged still yields no e-invoice, and text without headers is no message.
    const damaged = text(
      'From: a@b.example\r\nSubject: x\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="b"\r\n\r\n' +
        '--b\r\nContent-Type: application/xml\r\nContent-Disposition: attachment; filename="i.xml"\r\nContent-Transfer-Encoding: base64\r\n\r\n' +
        '%%%not base64%%%\r\n--b--\r\n',
    );
    expect(refusal(await readMailEInvoice(damaged))).toMatch(
      /^None of this message's attachments is an e-invoice\. i\.xml: /,
    );
    expect(isMailMessage('invoice.xml', 'application/xml', ownExampleBytes(OWN_UBL_EXAMPLE))).toBe(false);
    expect(refusal(await readMailEInvoice(text('just some words')))).toBe(
      'This message could not be read: This file is not a mail message with a sender (From).',
    );
    expect(refusal(await readMailEInvoice(new Uint8Array(MAX_EML_BYTES + 1)))).toBe(
      'This message could not be read: This file is larger than 25 MB.',
    );
  });
});
