// The printable invoice as one self-contained HTML file (attached to the mail): the same facts as
// the Client page's printed invoice — company, client, dates, lines with exact totals and the
// rounding rule, the payment reference, the pay links and the codes the printed invoice carries (the
// wallet's EIP-681 requests and the short pay-page link, each at most version 10, 40 mm wide on
// paper; the long link carries the whole invoice, far too much for a code, so it is a link only).
// Every value is escaped.
import type { CompanyProfile } from '@/lib/db/entities/company-profile';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { Invoice } from '@/lib/db/entities/invoice';
import { escapeHtml } from '@/lib/formats/eml';
import { qrSvgPath } from '@/lib/formats/qr';
import { formatQuantity } from '@/lib/money/format-quantity';
import { ROUNDING_RULE, invoiceTotals } from '@/lib/payments/invoice-totals';
import { askedAmountText, type InvoicePayCodes } from '@/lib/payments/invoice-pay-codes';
import { printableQr } from '@/lib/payments/pay-link-qr';
import { networkName } from '@/lib/primitives/networks';
import { invoiceUnit } from '@/lib/payments/fiat-terms';

const STYLE =
  'body{font:14px/1.4 system-ui,sans-serif;color:#111;max-width:50rem;margin:2rem auto;padding:0 1rem}' +
  'table{border-collapse:collapse;width:100%}th,td{padding:.3rem .5rem;border-bottom:1px solid #ddd;text-align:right}' +
  'th:first-child,td:first-child{text-align:left}.mono{font-family:ui-monospace,monospace;word-break:break-all}' +
  'header{display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}.pre{white-space:pre-line}' +
  '.codes{display:flex;flex-wrap:wrap;gap:1.5rem;align-items:flex-end}figure{margin:0;text-align:center}' +
  'figcaption{font-size:12px;font-weight:600}@media print{svg.qr{width:40mm;height:40mm}}';

function qrFigure(text: string, caption: string, label: string): string {
  const fit = printableQr(text);
  const body = fit
    ? (() => {
        const { size, d } = qrSvgPath(text, { ecc: fit.ecc });
        return `<svg class="qr" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 4}" height="${size * 4}" role="img" aria-label="${escapeHtml(label)}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
      })()
    : '<p>Too long for a QR code a phone reads from paper: use the pay page.</p>';
  return `<figure><figcaption>${escapeHtml(caption)}</figcaption>${body}</figure>`;
}

function paySection(invoice: Invoice, pay: InvoicePayCodes, total: string): string {
  const e = escapeHtml;
  const intro =
    pay.requests.length > 1
      ? `A token payment is two transactions from a wallet app: scan step 1 to let the PaymentRouter move ${total}, confirm it, then scan step 2 to pay. The pay page does both in one go.`
      : `Scan with a wallet app to pay ${total} through the PaymentRouter with the reference, or open the pay page.`;
  const codes = [
    ...pay.requests.map((r) =>
      qrFigure(
        r.uri,
        r.step ?? 'Pay from a wallet app',
        `${r.step ?? 'Wallet payment'} QR code of invoice ${invoice.number}`,
      ),
    ),
    qrFigure(pay.shortLink, 'Open the pay page', `Pay page QR code of invoice ${invoice.number}`),
  ];
  return (
    `<p>${e(intro)}</p>\n<div class="codes">${codes.join('')}</div>\n` +
    `<p>Pay page: <a class="mono" href="${e(pay.shortLink)}">${e(pay.shortLink)}</a></p>\n` +
    `<p>The full link (carries the whole signed invoice, works without IPFS): <a class="mono" href="${e(pay.longLink)}">Pay invoice ${e(invoice.number)}</a></p>`
  );
}

/** The invoice as a standalone HTML document. */
export function invoiceHtml(input: {
  readonly invoice: Invoice;
  readonly client: Counterparty | undefined;
  readonly profile: CompanyProfile | undefined;
  readonly pay: InvoicePayCodes | null;
}): string {
  const { invoice, client, profile, pay } = input;
  const e = escapeHtml;
  const unit = invoiceUnit(invoice);
  const fmt = (units: bigint) => e(formatQuantity(units, unit.decimals, { symbol: unit.symbol }));
  const totals = invoiceTotals(invoice.lines);
  const rows = invoice.lines
    .map(
      (line, i) =>
        `<tr><td>${e(line.description)}</td><td>${e(line.quantity)}</td><td>${fmt(BigInt(line.unitPrice))}</td>` +
        `<td>${e(line.discountPercent)}%</td><td>${e(line.taxRatePercent)}%</td><td>${fmt(totals.lines[i]?.net ?? 0n)}</td></tr>`,
    )
    .join('\n');
  const taxes = totals.taxByRate
    .filter((t) => t.tax > 0n)
    .map((t) => `<tr><th colspan="5">Tax ${e(t.rate)}% on ${fmt(t.base)}</th><td>${fmt(t.tax)}</td></tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Invoice ${e(invoice.number)}</title><style>${STYLE}</style></head>
<body>
<header><div><strong>${e(profile?.legalName ?? '')}</strong><p class="pre">${e(profile?.address ?? '')}</p>${profile?.taxId ? `<p>Tax ID ${e(profile.taxId)}</p>` : ''}</div>
<div><h1>Invoice ${e(invoice.number)}</h1><p>Issued ${e(invoice.issueDate)} · Due ${e(invoice.dueDate)}</p></div></header>
<section><p><strong>Bill to</strong></p><p>${e(client?.legalName || client?.name || '')}</p><p class="pre">${e(client?.address ?? '')}</p>${client?.taxId ? `<p>Tax ID ${e(client.taxId)}</p>` : ''}</section>
<table><thead><tr><th>Description</th><th>Qty</th><th>Unit price</th><th>Discount</th><th>Tax</th><th>Amount</th></tr></thead>
<tbody>
${rows}
</tbody><tfoot>
<tr><th colspan="5">Subtotal</th><td>${fmt(totals.subtotal)}</td></tr>
${totals.discount > 0n ? `<tr><th colspan="5">Discount</th><td>−${fmt(totals.discount)}</td></tr>` : ''}
${taxes}
<tr><th colspan="5">Total</th><td><strong>${fmt(totals.total)}</strong></td></tr>
</tfoot></table>
<p><small>Rounding: ${e(ROUNDING_RULE)}</small></p>
<section><p>Pay in ${e(invoice.asset.symbol)} on ${e(networkName(invoice.asset.chainId))} to <span class="mono">${e(invoice.payee)}</span> through the PaymentRouter with the reference:</p>
<p class="mono">${e(invoice.reference)}</p>
${invoice.notes ? `<p class="pre">${e(invoice.notes)}</p>` : ''}${invoice.terms ? `<p class="pre">${e(invoice.terms)}</p>` : ''}
${pay ? paySection(invoice, pay, askedAmountText(invoice, pay.units)) : ''}
</section>
</body></html>
`;
}
