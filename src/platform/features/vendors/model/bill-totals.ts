import { listTotals } from '@/lib/payments/list-totals';
import { assetId } from '@/lib/money/asset';
import { billUnit } from '@/platform/features/vendors/model/bill-fiat';
import type { BillRow } from '@/platform/features/vendors/model/bills-view';

// What the listed bills add up to, per currency or asset; a rejected bill is owed no more than a void one.
export function billTotals(rows: readonly BillRow[]) {
  return listTotals(
    rows.map((row) => {
      const unit = billUnit(row.bill);
      return {
        unitKey: row.bill.fiat ? `fiat:${row.bill.fiat.currency}` : assetId(row.bill.asset),
        symbol: unit.symbol,
        decimals: unit.decimals,
        total: BigInt(row.bill.total),
        open: row.open,
        void: row.due === 'void',
      };
    }),
  );
}
