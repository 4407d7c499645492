// The invoice PDF as a mail attachment, read back by Python's email package: it replaces the HTML
// invoice, keeps its type and its bytes, and the embedded factur-x.xml survives the trip (qpdf).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeCii } from '@/lib/einvoice/cii';
import { SEVERAL_RATES } from '@/lib/einvoice/einvoice.testing';
import { invoicePdf } from '@/lib/einvoice/invoice-pdf';
import { sampleInvoice } from '@/lib/db/search-samples.testing';
import { invoiceAttachments, messageEml } from './prepare';

const font = (file: string) => new Uint8Array(readFileSync(new URL(`../einvoice/fonts/${file}`, import.meta.url)));

describe('the invoice PDF attachment', () => {
  it('replaces the HTML invoice and reaches a mail reader byte for byte', async () => {
    const cii = writeCii(SEVERAL_RATES);
    const pdf = await invoicePdf({
      facts: SEVERAL_RATES,
      decimals: 2,
      payment: ['Pay in USDC on Ethereum.'],
      codes: [],
      cii,
      paper: 'a4',
      fonts: { regular: font('LiberationSans-Regular.ttf'), bold: font('LiberationSans-Bold.ttf') },
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    const invoice = sampleInvoice({ number: 'INV-0042' });
    const files = invoiceAttachments({
      invoice,
      client: undefined,
      profile: undefined,
      pay: null,
      now: new Date(),
      withDueDate: true,
      pinned: false,
      pdf,
    });
    expect(files.map((f) => f.filename)).toEqual(['INV-0042.pdf', 'INV-0042-due.ics']);
    const eml = messageEml({
      id: 'm1',
      from: 'billing@acme.example',
      fromName: 'Acme Ledger GmbH',
      to: 'ap@northwind.example',
      subject: 'Invoice INV-0042',
      body: 'Please find the invoice attached.',
      attachments: files,
      now: new Date('2026-03-01T10:00:00.000Z'),
    });
    const dir = mkdtempSync(join(tmpdir(), 'mail-pdf-'));
    try {
      const script = `
import sys, email
from email import policy
m = email.message_from_bytes(sys.stdin.buffer.read(), policy=policy.default)
att = next(a for a in m.iter_attachments() if a.get_filename() == 'INV-0042.pdf')
assert not [d for p in m.walk() for d in p.defects], 'defects'
print(att.get_content_type())
open(sys.argv[1], 'wb').write(att.get_content())
`;
      const file = join(dir, 'read.pdf');
      const type = execFileSync('/usr/bin/python3', ['-c', script, file], { input: Buffer.from(eml) })
        .toString()
        .trim();
      expect(type).toBe('application/pdf');
      expect(new Uint8Array(readFileSync(file))).toEqual(pdf);
      expect(execFileSync('qpdf', ['--show-attachment=factur-x.xml', file], { encoding: 'utf8' })).toBe(cii);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
