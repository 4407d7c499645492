// An invoice's value in the base currency, beside the document (which stays in the invoice's asset):
// the total on the issue date and, while something is open, what is open valued now.
import { AmountValue } from '@/components/ui/amount-value';
import { StatementCell, StatementRow, StatementTable } from '@/components/ui/statement-table';
import type { Invoice } from '@/lib/db/entities/invoice';
import type { BaseValues } from '@/lib/ledger/store/use-base-values';
import { assetId } from '@/lib/money/asset';

/** The invoice's total (at its issue date) and open amount (now) with their base-currency values; nothing without a base currency. */
export function InvoiceValue({ invoice, open, values }: { invoice: Invoice; open: bigint | null; values: BaseValues }) {
  // A fiat invoice's amounts are already in a currency (its payments' rates are on the invoice).
  if (!values.currency || invoice.fiat) return null;
  const commodity = assetId(invoice.asset);
  const { decimals } = invoice.asset;
  return (
    <StatementTable
      caption={`Value in ${values.currency}`}
      columns={[{ header: 'What' }, { header: `Amount, in ${values.currency}` }]}
      minWidth="16rem"
    >
      <StatementRow header={`Total, on ${invoice.issueDate}`}>
        <StatementCell testId="invoice-total-value">
          <AmountValue
            units={invoice.total}
            asset={invoice.asset}
            value={values.on(invoice.total, decimals, commodity, invoice.issueDate)}
          />
        </StatementCell>
      </StatementRow>
      {invoice.state === 'sent' && open !== null && open > 0n ? (
        <StatementRow header="Open, now">
          <StatementCell>
            <AmountValue units={open} asset={invoice.asset} value={values.now(open, decimals, commodity)} />
          </StatementCell>
        </StatementRow>
      ) : null}
    </StatementTable>
  );
}
