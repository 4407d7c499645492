// The bills table's amount and status cells (bill-list.tsx).
import { Amount } from '@/components/ui/amount';
import { AmountValue } from '@/components/ui/amount-value';
import type { BaseValues } from '@/lib/ledger/store/use-base-values';
import { documentBaseValue } from '@/lib/payments/document-value';
import { billUnit } from '@/platform/features/vendors/model/bill-fiat';
import { BILL_STATUS_LABELS } from '@/platform/features/vendors/model/bill-status';
import type { BillRow } from '@/platform/features/vendors/model/bills-view';

/** The bill's total (valued on its issue day) and, once partly paid, what is still open. */
export function BillAmountCell({ row, values }: { row: BillRow; values: BaseValues }) {
  return (
    <>
      <AmountValue
        units={row.bill.total}
        asset={billUnit(row.bill)}
        value={documentBaseValue(values, row.bill, row.bill.total, row.bill.issueDate)}
      />
      {row.paid > 0n && row.open > 0n ? (
        <span className="block text-xs text-muted">
          <Amount units={row.open} asset={billUnit(row.bill)} /> open
        </span>
      ) : null}
    </>
  );
}

/** The bill's status, Overdue marked, with what is pending, proposed from a Safe, failed or why. */
export function BillStatusCell({ row, safeLine }: { row: BillRow; safeLine: string | undefined }) {
  return (
    <div data-testid="bill-status">
      {BILL_STATUS_LABELS[row.status]}
      {row.due === 'overdue' ? ' · Overdue' : null}
      {row.pending > 0n ? <span className="block text-xs text-muted">Payment pending</span> : null}
      {safeLine !== undefined ? (
        <span className="block text-xs text-muted" data-testid="bill-safe">
          {safeLine}
        </span>
      ) : null}
      {row.failedHash ? (
        <span className="block text-xs break-all text-danger">
          Last payment failed on chain ({row.failedHash}): nothing was paid
        </span>
      ) : null}
      {row.withoutEffect ? (
        <span className="block text-xs break-all text-danger" data-testid="bill-safe-without-effect">
          Safe proposal: {row.withoutEffect}
        </span>
      ) : null}
      {row.bill.stateReason ? <span className="block text-xs text-muted">{row.bill.stateReason}</span> : null}
    </div>
  );
}
