// The invoice as the payer sees it: issuer, client, dates, lines, totals, where and how it is paid.
import { networkName } from '@/lib/primitives/networks';
import { formatAmount } from '@/lib/money/format-amount';
import { invoiceTotals, ROUNDING_RULE } from '@/lib/payments/invoice-totals';
import type { SignedInvoice } from '@/lib/payments/invoice-typed-data';

/** The invoice content (shown even when the signature fails, so the payer sees what was changed). */
export function PayInvoice({ signed }: { signed: SignedInvoice }) {
  const m = signed.message;
  const fmt = (units: string | bigint) => `${formatAmount(BigInt(units), m.decimals)} ${m.symbol}`;
  let lines: bigint[] = [];
  try {
    lines = invoiceTotals(m.lines).lines.map((l) => l.net);
  } catch {
    lines = [];
  }
  return (
    <article
      aria-label={`Invoice ${m.number}`}
      className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h2 className="text-xl font-semibold">Invoice {m.number}</h2>
      <p className="text-sm">
        From <strong>{m.issuer || 'an unnamed company'}</strong> to <strong>{m.client}</strong> · issued {m.issueDate} ·
        due {m.dueDate}
      </p>
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th>Description</th>
            <th>Qty</th>
            <th>Unit price</th>
            <th>Discount</th>
            <th>Tax</th>
            <th className="text-right">Amount</th>
          </tr>
        </thead>
        <tbody>
          {m.lines.map((line, i) => (
            <tr key={i} className="border-t border-slate-200 dark:border-slate-700">
              <td>{line.description}</td>
              <td>{line.quantity}</td>
              <td>{fmt(line.unitPrice)}</td>
              <td>{line.discountPercent}%</td>
              <td>{line.taxRatePercent}%</td>
              <td className="text-right">{lines[i] === undefined ? '?' : fmt(lines[i])}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="font-medium">
          <tr>
            <td colSpan={5}>Tax</td>
            <td className="text-right">{fmt(m.taxTotal)}</td>
          </tr>
          <tr>
            <td colSpan={5}>Total</td>
            <td className="text-right" data-testid="pay-total">
              {fmt(m.total)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="text-xs text-slate-600 dark:text-slate-400">Rounding: {ROUNDING_RULE}</p>
      <p className="text-sm">
        Paid in {m.symbol} on {networkName(signed.chainId)} to <span className="font-mono break-all">{m.payee}</span>{' '}
        through the PaymentRouter <span className="font-mono break-all">{m.router}</span>, reference{' '}
        <span className="font-mono break-all">{m.paymentReference}</span>.
      </p>
      {m.notes ? <p className="whitespace-pre-line text-sm">{m.notes}</p> : null}
    </article>
  );
}
