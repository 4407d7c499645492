// The HTML invoice Mail attaches carries the printed invoice's codes (the wallet's EIP-681 requests
// and the short pay-page link, each at most version 10), never the long link's; the SVG attachment
// is the short link's code. The codes are read by an independent decoder in tests/e2e/mail.spec.ts.
import { describe, expect, it } from 'vitest';
import type { Invoice } from '@/lib/db/entities/invoice';
import { ADDRESS_A, ADDRESS_B } from '@/lib/db/sample-records.testing';
import { qrSvgString } from '@/lib/formats/qr';
import { invoicePayCodes } from '@/lib/payments/invoice-pay-codes';
import { invoiceMessage } from '@/lib/payments/invoice-typed-data';
import { printableQr } from '@/lib/payments/pay-link-qr';
import { invoiceHtml } from './invoice-html';
import { invoiceAttachments } from './prepare';

const NOW = '2026-03-01T00:00:00.000Z';
const TOKEN = '0x00000000000000000000000000000000000000c0';
const ORIGIN = 'https://ledgerline.example/';

function issued(token: string | null): Invoice {
  const asset = token
    ? { chainId: 31337, kind: 'erc20' as const, address: token, symbol: 'TUSD', decimals: 6, name: 'Test USD' }
    : { chainId: 31337, kind: 'native' as const, address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
  const lines = [{ description: 'Work', quantity: '1', unitPrice: '2500', discountPercent: '0', taxRatePercent: '0' }];
  // A long note makes the long link far too long for a printable code.
  const notes = 'Thank you for your business. '.repeat(20);
  const message = invoiceMessage({
    number: 'INV-0042',
    issuer: 'Acme Ledger GmbH',
    client: 'Client Co',
    issueDate: '2026-03-01',
    dueDate: '2026-03-31',
    asset,
    payee: ADDRESS_A,
    router: ADDRESS_B,
    reference: `0x${'ab'.repeat(32)}`,
    lines,
    taxTotal: '0',
    total: '2500',
    notes,
  });
  return {
    id: 'i42',
    sequence: 42,
    number: 'INV-0042',
    clientId: 'c1',
    issueDate: '2026-03-01',
    dueDate: '2026-03-31',
    payee: ADDRESS_A,
    asset,
    lines,
    total: '2500',
    taxTotal: '0',
    incomeAccountId: 'sales',
    notes,
    terms: '',
    reference: `0x${'ab'.repeat(32)}`,
    salt: `0x${'01'.repeat(16)}`,
    state: 'sent',
    voidReason: '',
    issuedAt: NOW,
    signature: {
      signer: ADDRESS_A,
      chainId: 31337,
      signature: `0x${'11'.repeat(65)}`,
      message: JSON.stringify(message),
      signedAt: NOW,
    },
    matchDecisions: [],
    createdAt: NOW,
    updatedAt: NOW,
    revision: 1,
  };
}

const codeLabels = (html: string) => [...html.matchAll(/<svg class="qr"[^>]*aria-label="([^"]+)"/g)].map((m) => m[1]);
const viewBoxes = (html: string) =>
  [...html.matchAll(/<svg class="qr"[^>]*viewBox="0 0 (\d+) \d+"/g)].map((m) => Number(m[1]));

describe('the HTML invoice', () => {
  it('draws the wallet request and the short link for an ETH invoice, the long link only as a link', () => {
    const invoice = issued(null);
    const pay = invoicePayCodes(ORIGIN, invoice)!;
    expect(printableQr(pay.longLink)).toBeNull();
    const html = invoiceHtml({ invoice, client: undefined, profile: undefined, pay });
    expect(codeLabels(html)).toEqual([
      'Wallet payment QR code of invoice INV-0042',
      'Pay page QR code of invoice INV-0042',
    ]);
    for (const size of viewBoxes(html)) expect(size).toBeLessThanOrEqual(57 + 8); // version 10 and the quiet zone
    expect(html).toContain(`href="${pay.shortLink}"`);
    expect(html).toContain(`href="${pay.longLink}"`);
    expect(html).toContain('Scan with a wallet app to pay 0.0000000000000025 ETH');
  });

  it('draws both steps of a token invoice before the short link', () => {
    const invoice = issued(TOKEN);
    const pay = invoicePayCodes(ORIGIN, invoice)!;
    const html = invoiceHtml({ invoice, client: undefined, profile: undefined, pay });
    expect(codeLabels(html)).toEqual([
      'Step 1 of 2: approve the PaymentRouter QR code of invoice INV-0042',
      expect.stringMatching(/^Step 2 of 2: .* QR code of invoice INV-0042$/),
      'Pay page QR code of invoice INV-0042',
    ]);
    expect(html).toContain('scan step 1 to let the PaymentRouter move 0.0025 TUSD');
  });

  it('has no codes for a draft', () => {
    const html = invoiceHtml({
      invoice: { ...issued(null), signature: null },
      client: undefined,
      profile: undefined,
      pay: null,
    });
    expect(codeLabels(html)).toEqual([]);
  });
});

describe('the invoice attachments', () => {
  it('attach the short link’s code as SVG, the long link in the calendar entry', () => {
    const invoice = issued(null);
    const pay = invoicePayCodes(ORIGIN, invoice)!;
    const files = invoiceAttachments({
      invoice,
      client: undefined,
      profile: undefined,
      pay,
      now: new Date(NOW),
      withDueDate: true,
    });
    expect(files.map((f) => f.filename)).toEqual(['INV-0042.html', 'INV-0042-pay-page-qr.svg', 'INV-0042-due.ics']);
    const svg = new TextDecoder().decode(files[1]?.content);
    expect(svg).toBe(qrSvgString(pay.shortLink, { ecc: printableQr(pay.shortLink)!.ecc }));
    expect(new TextDecoder().decode(files[2]?.content).replace(/\r\n /g, '')).toContain(pay.longLink);
  });
});
