// The printable invoice as one self-contained HTML file (attached to the mail): the same facts as
// the Client page's printed invoice — company, client, dates, lines with exact totals and the
// rounding rule, the payment reference, the pay link and its QR code. Every value is escaped.
import type { CompanyProfile } from '@/lib/db/entities/company-profile';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { Invoice } from '@/lib/db/entities/invoice';
import { escapeHtml } from '@/lib/formats/eml';
import { qrSvgPath } from '@/lib/formats/qr';
import { formatAmount } from '@/lib/money/format-amount';
import { ROUNDING_RULE, invoiceTotals } from '@/lib/payments/invoice-totals';
import { payLinkQr } from '@/lib/payments/pay-link-qr';
import { networkName } from '@/lib/primitives/networks';
import { invoiceUnit } from '@/lib/payments/fiat-terms';

const STYLE =
  'body{font:14px/1.4 system-ui,sans-serif;color:#111;max-width:50rem;margin:2rem auto;padding:0 1rem}' +
  'table{border-collapse:collapse;width:100%}th,td{padding:.3rem .5rem;border-bottom:1px solid #ddd;text-align:right}' +
  'th:first-child,td:first-child{text-align:left}.mono{font-family:ui-monospace,monospace;word-break:break-all}' +
  'header{display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}.pre{white-space:pre-line}';

function qrSvg(link: string): string {
  const fit = payLinkQr(link);
  if (!fit.fits) return '<p>The pay link is too long for a QR code: use the link above.</p>';
  const { size, d } = qrSvgPath(link, { ecc: fit.ecc });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 4}" height="${size * 4}" role="img" aria-label="QR code of the pay link" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
}

/** The invoice as a standalone HTML document. */
export function invoiceHtml(input: {
  readonly invoice: Invoice;
  readonly client: Counterparty | undefined;
  readonly profile: CompanyProfile | undefined;
  readonly payLink: string | null;
}): string {
  const { invoice, client, profile, payLink } = input;
  const e = escapeHtml;
  const unit = invoiceUnit(invoice);
  const fmt = (units: bigint) => e(`${formatAmount(units, unit.decimals)} ${unit.symbol}`);
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
${payLink ? `<p><a class="mono" href="${e(payLink)}">Pay invoice ${e(invoice.number)}</a></p>${qrSvg(payLink)}` : ''}
</section>
</body></html>
`;
}
