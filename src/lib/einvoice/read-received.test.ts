// @vitest-environment jsdom
// Received files on Vendors: a Factur-X PDF gives up its factur-x.xml (our own PDF writer's, read
// back), an e-invoice failing rules is still read with the rules listed, and hostile PDFs are
// refused with a sentence each: no attachment, an attachment that is not XML, one that unpacks
// past 5 MB (a small "zip bomb"), another packing, encryption, a file over 20 MB.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeCii } from './cii';
import { SEVERAL_RATES } from './einvoice.testing';
import { invoicePdf } from './invoice-pdf';
import { MAX_PDF_BYTES } from './pdf-attachments';
import { deflate } from './pdf-writer';
import { readReceivedFile, type ReceivedResult } from './read-received';
import { OWN_UBL_EXAMPLE, ownExampleBytes } from './own-examples.testing';

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');
const read = (bytes: Uint8Array) => readReceivedFile(bytes, parse);
const refusal = (result: ReceivedResult) => (result.ok ? 'read' : result.message);
const font = (file: string) => new Uint8Array(readFileSync(join(process.cwd(), 'src/lib/einvoice/fonts', file)));
const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/** A minimal PDF with one embedded file stream (its dictionary extras and data as given). */
function pdfWith(name: string, data: Uint8Array, dictExtra = '', trailer = ''): Uint8Array {
  const head = latin1(
    `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Names << /EmbeddedFiles << /Names [(${name}) 2 0 R] >> >> >>\nendobj\n` +
      `2 0 obj\n<< /Type /Filespec /F (${name}) /UF (${name}) /EF << /F 3 0 R >> >>\nendobj\n` +
      `3 0 obj\n<< /Type /EmbeddedFile /Length ${data.length}${dictExtra} >>\nstream\n`,
  );
  const tail = latin1(`\nendstream\nendobj\ntrailer\n<< /Root 1 0 R${trailer} >>\n%%EOF\n`);
  const out = new Uint8Array(head.length + data.length + tail.length);
  out.set(head);
  out.set(data, head.length);
  out.set(tail, head.length + data.length);
  return out;
}

describe('a received PDF', () => {
  it("reads a Factur-X PDF's factur-x.xml (our own writer's PDF)", async () => {
    const pdf = await invoicePdf({
      facts: SEVERAL_RATES,
      decimals: 2,
      payment: ['Pay in USDC.'],
      codes: [],
      cii: writeCii(SEVERAL_RATES),
      paper: 'a4',
      fonts: { regular: font('LiberationSans-Regular.ttf'), bold: font('LiberationSans-Bold.ttf') },
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    const result = await read(pdf);
    if (!result.ok) throw new Error(result.message);
    expect(result.source).toEqual({ kind: 'pdf', attachment: 'factur-x.xml' });
    expect([result.invoice.syntax, result.invoice.number, result.invoice.payable]).toEqual([
      'CII',
      'INV-0042',
      '1754.35',
    ]);
    expect(result.failedRules).toEqual([]);
  });

  it('reads an XML attached uncompressed, and a Flate one', async () => {
    const xml = ownExampleBytes(OWN_UBL_EXAMPLE);
    for (const pdf of [
      pdfWith('invoice.xml', xml),
      pdfWith('invoice.xml', await deflate(xml), ' /Filter /FlateDecode'),
    ]) {
      const result = await read(pdf);
      expect(result.ok && [result.invoice.number, result.source]).toEqual([
        'ND-2026-0417',
        { kind: 'pdf', attachment: 'invoice.xml' },
      ]);
    }
  });

  it('refuses hostile PDFs, each with its reason', async () => {
    expect(refusal(await read(latin1('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF')))).toBe(
      'This PDF carries no e-invoice (no embedded factur-x.xml): enter the bill by hand, or ask the vendor for its UBL or CII file.',
    );
    expect(refusal(await read(pdfWith('factur-x.xml', latin1('Just some text, not XML.'))))).toBe(
      "The PDF's attachment factur-x.xml: This file is not XML: it is not a UBL or CII e-invoice.",
    );
    const bomb = await deflate(new Uint8Array(8 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(20_000);
    expect(refusal(await read(pdfWith('factur-x.xml', bomb, ' /Filter /FlateDecode')))).toBe(
      "The PDF's attachment factur-x.xml is over 5 MB when unpacked: it was not read.",
    );
    expect(refusal(await read(pdfWith('factur-x.xml', latin1('garbage'), ' /Filter /FlateDecode')))).toBe(
      "The PDF's attachment factur-x.xml is damaged.",
    );
    expect(refusal(await read(pdfWith('factur-x.xml', latin1('x'), ' /Filter /LZWDecode')))).toBe(
      "The PDF's attachment factur-x.xml is packed with LZWDecode, which is not read here.",
    );
    expect(refusal(await read(pdfWith('factur-x.xml', latin1('x'), '', ' /Encrypt 9 0 R')))).toMatch(
      /^This PDF is encrypted/,
    );
    const huge = new Uint8Array(MAX_PDF_BYTES + 1);
    huge.set(latin1('%PDF-1.7\n'));
    expect(refusal(await read(huge))).toBe('This PDF is 21 MB: a PDF is read up to 20 MB.');
  });
});

describe('an e-invoice that fails rules', () => {
  it('is still read, with the failed rules listed', async () => {
    const text = new TextDecoder().decode(ownExampleBytes(OWN_UBL_EXAMPLE));
    const broken = text
      .replace(
        '<cbc:PayableAmount currencyID="EUR">1062.25</cbc:PayableAmount>',
        '<cbc:PayableAmount currencyID="EUR">1072.25</cbc:PayableAmount>',
      )
      .replace('<cbc:Name>Satz und Gestaltung</cbc:Name>', '');
    const result = await read(new TextEncoder().encode(broken));
    if (!result.ok) throw new Error(result.message);
    expect(result.invoice.payable).toBe('1072.25');
    expect(result.failedRules).toEqual([
      { rule: 'BR-25', message: 'Line 3: the item name (BT-153) is missing.' },
      {
        rule: 'BR-CO-16',
        message: 'The amount due (BT-115) is not the total with VAT minus the paid amount plus rounding.',
      },
    ]);
  });
});
