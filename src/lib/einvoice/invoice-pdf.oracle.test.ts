// The invoice PDF read by Debian's tools, not by our code: qpdf checks its structure and extracts the
// embedded factur-x.xml (which must equal the CII we generated), pikepdf reads the XMP (PDF/A-3B,
// Factur-X EN 16931), pdftotext finds the number, total and reference, and zbarimg decodes the QR
// codes from a 300 dpi rendering (pdftoppm) of the page at its printed size.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCii } from './cii';
import { SEVERAL_RATES } from './einvoice.testing';
import { invoicePdf, type InvoicePdfInput } from './invoice-pdf';

const dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const font = (file: string) => new Uint8Array(readFileSync(new URL(`./fonts/${file}`, import.meta.url)));

const REQUEST =
  'ethereum:0x5FbDB2315678afecb367f032d93F642f64180aa3@1/payToken?address=0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const cii = writeCii(SEVERAL_RATES);

function input(paper: InvoicePdfInput['paper']): InvoicePdfInput {
  return {
    facts: SEVERAL_RATES,
    decimals: 2,
    payment: ['Pay in USDC on Ethereum to 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 through the PaymentRouter.'],
    codes: [
      { label: 'Scan with a phone wallet', text: REQUEST },
      { label: 'Open the pay page', text: SEVERAL_RATES.payment.payLink ?? '' },
    ],
    cii,
    paper,
    fonts: { regular: font('LiberationSans-Regular.ttf'), bold: font('LiberationSans-Bold.ttf') },
    createdAt: '2026-03-01T10:00:00.000Z',
  };
}

const a4 = join(dir, 'a4.pdf');
const letter = join(dir, 'letter.pdf');
beforeAll(async () => {
  writeFileSync(a4, await invoicePdf(input('a4')));
  writeFileSync(letter, await invoicePdf(input('letter')));
});

describe('the invoice PDF, read by qpdf, pikepdf, poppler and zbar', () => {
  it('passes qpdf --check, on A4 and on US Letter', () => {
    for (const file of [a4, letter]) {
      const run = spawnSync('qpdf', ['--check', file], { encoding: 'utf8' });
      expect(run.stdout).toContain('No syntax or stream encoding errors found');
      expect(run.status, run.stdout + run.stderr).toBe(0);
    }
    const size = execFileSync('pdfinfo', [letter], { encoding: 'utf8' });
    expect(size).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
    expect(execFileSync('pdfinfo', [a4], { encoding: 'utf8' })).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
  });

  it('embeds factur-x.xml equal to the generated CII, as the Alternative representation', () => {
    const xml = execFileSync('qpdf', ['--show-attachment=factur-x.xml', a4], { encoding: 'utf8' });
    expect(xml).toBe(cii);
    const json = JSON.parse(execFileSync('qpdf', ['--json', '--json-key=attachments', a4], { encoding: 'utf8' })) as {
      attachments: Record<string, { filespec: string }>;
    };
    expect(Object.keys(json.attachments)).toEqual(['factur-x.xml']);
  });

  it('declares PDF/A-3B and Factur-X EN 16931 in its XMP, with the file spec in /AF', () => {
    const script = `
import pikepdf, sys
pdf = pikepdf.open(sys.argv[1])
meta = pdf.open_metadata()
fs = pdf.Root.AF[0]
print(meta['pdfaid:part'], meta['pdfaid:conformance'])
print(meta['{urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#}ConformanceLevel'])
print(meta['{urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#}DocumentFileName'])
print(fs.AFRelationship, fs.UF, fs.EF.F.Subtype)
print(pdf.Root.OutputIntents[0].S, len(pdf.Root.OutputIntents[0].DestOutputProfile.read_bytes()))
print(pdf.pages[0].Resources.Font.F1.FontDescriptor.FontFile2.Length1 > 0)
`;
    const out = execFileSync('/usr/bin/python3', ['-c', script, a4], { encoding: 'utf8' }).trim().split('\n');
    expect(out[0]).toBe('3 B');
    expect(out[1]).toBe('EN 16931');
    expect(out[2]).toBe('factur-x.xml');
    expect(out[3]).toBe('/Alternative factur-x.xml /text/xml');
    expect(out[4]).toMatch(/^\/GTS_PDFA1 \d+$/);
    expect(out[5]).toBe('True');
  });

  it('has selectable text: pdftotext finds the number, the total and the reference', () => {
    const textOut = execFileSync('pdftotext', ['-layout', a4, '-'], { encoding: 'utf8' });
    expect(textOut).toContain('Invoice INV-0042');
    expect(textOut).toMatch(/Total\s+1,754\.35 EUR/);
    expect(textOut).toContain(SEVERAL_RATES.payment.reference);
    expect(textOut).toContain('Northwind Traders B.V. & Co <NL>');
    expect(textOut).toContain('Hauptstraße 1');
  });

  it('prints QR codes a scanner reads at printed size', () => {
    execFileSync('pdftoppm', ['-r', '300', '-gray', '-png', a4, join(dir, 'page')]);
    const run = spawnSync('zbarimg', ['--quiet', '--raw', join(dir, 'page-1.png')], { encoding: 'utf8' });
    expect(run.stdout.trim().split('\n').sort()).toEqual([REQUEST, SEVERAL_RATES.payment.payLink].sort());
  });
});
