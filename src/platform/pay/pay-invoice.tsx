// The invoice as the payer sees it: issuer, client, dates, lines, totals, where and how it is paid.
import { Card } from '@/components/ui/card';
import { StatementCell, StatementRow, StatementTable } from '@/components/ui/statement-table';
import { networkName } from '@/lib/primitives/networks';
import { formatQuantity } from '@/lib/money/format-quantity';
import { invoiceTotals, ROUNDING_RULE } from '@/lib/payments/invoice-totals';
import type { SignedInvoice } from '@/lib/payments/invoice-typed-data';

const COLUMNS = [
  { header: 'Description' },
  { header: 'Qty' },
  { header: 'Unit price' },
  { header: 'Discount' },
  { header: 'Tax' },
  { header: 'Amount' },
];

/** The invoice content (shown even when the signature fails, so the payer sees what was changed). */
export function PayInvoice({ signed }: { signed: SignedInvoice }) {
  const m = signed.message;
  // A fiat invoice (typed data version 2) is written in its currency and paid in the token at the rate.
  const fiat = m.currency !== undefined;
  const fmt = (units: string | bigint) =>
    fiat
      ? formatQuantity(BigInt(units), m.currencyDecimals ?? 2, { symbol: m.currency })
      : formatQuantity(BigInt(units), m.decimals, { symbol: m.symbol });
  let lines: bigint[] = [];
  try {
    lines = invoiceTotals(m.lines).lines.map((l) => l.net);
  } catch {
    lines = [];
  }
  return (
    <Card>
      <article aria-label={`Invoice ${m.number}`} className="space-y-3">
        <h2 className="text-xl font-semibold">Invoice {m.number}</h2>
        <p className="text-sm">
          From <strong>{m.issuer || 'an unnamed company'}</strong> to <strong>{m.client}</strong> · issued {m.issueDate}{' '}
          · due {m.dueDate}
        </p>
        <StatementTable
          caption={`Lines of invoice ${m.number}`}
          captionHidden
          columns={COLUMNS}
          footer={
            <>
              <StatementRow header="Tax" headerSpan={5} subtotal>
                <StatementCell>{fmt(m.taxTotal)}</StatementCell>
              </StatementRow>
              <StatementRow header="Total" headerSpan={5} total>
                <StatementCell testId="pay-total">{fmt(m.total)}</StatementCell>
              </StatementRow>
            </>
          }
        >
          {m.lines.map((line, i) => (
            <StatementRow key={i} header={line.description}>
              <StatementCell>{line.quantity}</StatementCell>
              <StatementCell>{fmt(line.unitPrice)}</StatementCell>
              <StatementCell>{line.discountPercent}%</StatementCell>
              <StatementCell>{line.taxRatePercent}%</StatementCell>
              <StatementCell>{lines[i] === undefined ? '?' : fmt(lines[i])}</StatementCell>
            </StatementRow>
          ))}
        </StatementTable>
        <p className="text-xs text-muted">Rounding: {ROUNDING_RULE}</p>
        <p className="text-sm">
          Paid in {m.symbol}
          {fiat
            ? ` at the ${m.symbol}/${m.currency} rate when paid (within ${m.tolerancePercent ?? '0'}%)`
            : ''} on {networkName(signed.chainId)} to <span className="font-mono break-all">{m.payee}</span> through the
          PaymentRouter <span className="font-mono break-all">{m.router}</span>, reference{' '}
          <span className="font-mono break-all">{m.paymentReference}</span>.
        </p>
        {m.notes ? <p className="text-sm whitespace-pre-line">{m.notes}</p> : null}
      </article>
    </Card>
  );
}
