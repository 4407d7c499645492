// The HTML invoice Mail attaches carries the printed invoice's codes (the wallet's EIP-681 requests
// and the short pay-page link, each at most version 10), never the long link's; the SVG attachment
// is the short link's code. The codes are read by an independent decoder in tests/e2e/mail.spec.ts.
import { describe, expect, it } from 'vitest';
import { qrSvgString } from '@/lib/formats/qr';
import { invoicePayCodes } from '@/lib/payments/invoice-pay-codes';
import { printableQr } from '@/lib/payments/pay-link-qr';
import { invoiceHtml } from './invoice-html';
import { issued, NOW } from './issued-invoice.testing';
import { invoiceAttachments } from './prepare';

const ORIGIN = 'https://ledgerline.example/';
const TOKEN = '0x00000000000000000000000000000000000000c0';

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
    expect(html).toContain('Scan with a wallet app to pay 0.0000000000000025\u00a0ETH');
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
    expect(html).toContain('scan step 1 to let the PaymentRouter move 0.0025\u00a0TUSD');
  });

  it('asks for a fiat invoice’s total in its asset at the issue rate, naming the currency total', () => {
    const invoice = {
      ...issued(null),
      fiat: {
        currency: 'GBP',
        decimals: 2 as const,
        tolerancePercent: '1',
        issueRate: { price: '2000', source: { kind: 'manual' as const, enteredAt: '2026-03-01T00:00:00.000Z' } },
      },
    };
    const pay = invoicePayCodes(ORIGIN, invoice)!;
    // £25.00 at £2,000 per ETH: 0.0125 ETH, which is what the wallet request asks for.
    expect(pay.units).toBe(12_500_000_000_000_000n);
    const html = invoiceHtml({ invoice, client: undefined, profile: undefined, pay });
    expect(html).toContain('Scan with a wallet app to pay 0.0125\u00a0ETH (£25.00 at the issue rate)');
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
  const attachments = (pinned: boolean) => {
    const invoice = issued(null);
    const pay = invoicePayCodes(ORIGIN, invoice)!;
    const files = invoiceAttachments({
      invoice,
      client: undefined,
      profile: undefined,
      pay,
      now: new Date(NOW),
      withDueDate: true,
      pinned,
    });
    const text = (name: string) =>
      new TextDecoder().decode(files.find((f) => f.filename === name)?.content).replace(/\r\n /g, '');
    return { pay, names: files.map((f) => f.filename), text };
  };

  it('once the pay document is pinned: the short link’s code as SVG, the short link in the calendar entry', () => {
    const { pay, names, text } = attachments(true);
    expect(names).toEqual(['INV-0042.html', 'INV-0042-pay-page-qr.svg', 'INV-0042-due.ics']);
    expect(text('INV-0042-pay-page-qr.svg')).toBe(qrSvgString(pay.shortLink, { ecc: printableQr(pay.shortLink)!.ecc }));
    expect(text('INV-0042-due.ics')).toContain(`URL:${pay.shortLink}`);
    expect(text('INV-0042-due.ics')).not.toContain(pay.longLink);
  });

  it('before it is pinned: no code that would open in this browser only, and never the long link', () => {
    const { pay, names, text } = attachments(false);
    expect(names).toEqual(['INV-0042.html', 'INV-0042-due.ics']);
    expect(text('INV-0042-due.ics')).not.toContain(pay.longLink);
    expect(text('INV-0042-due.ics')).not.toContain(pay.shortLink);
  });
});
