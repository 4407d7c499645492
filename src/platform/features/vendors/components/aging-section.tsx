import { useMemo } from 'react';
import { AgingTable } from '@/components/payments/aging-table';
import { assetId, type Asset } from '@/lib/money/asset';
import { payableCredits, payableItems } from '@/lib/payments/payables';
import type { BillRow } from '@/platform/features/vendors/model/bills-view';
import type { VendorInfo } from '@/platform/features/vendors/store/vendors-read';
import { isoDay } from '@/lib/primitives/days';

const today = () => isoDay();

/**
 * AP aging per vendor and asset (current, 1–30, 31–60, 61–90, over 90 days) and the overdue bills;
 * a vendor's credit (bills paid beyond their total) in its own column, netted as Accounts payable nets it.
 */
export function AgingSection({ rows, vendors }: { rows: readonly BillRow[]; vendors: readonly VendorInfo[] }) {
  const { items, credits } = useMemo(() => {
    const bills = rows.map((row) => row.bill);
    const paidBy = new Map(rows.map((row) => [row.bill.id, row]));
    return { items: payableItems(bills, paidBy), credits: payableCredits(bills, paidBy) };
  }, [rows]);
  const assets = useMemo(() => new Map<string, Asset>(rows.map((r) => [assetId(r.bill.asset), r.bill.asset])), [rows]);
  return (
    <AgingTable
      title="Payables aging"
      counterpartyLabel="Vendor"
      overdueTitle="Overdue bills"
      description="Open amounts of approved bills"
      emptyText="Nothing owed to vendors."
      noOverdueText="No bill is overdue."
      items={items}
      credits={credits}
      creditLabel="Vendor credit"
      assets={assets}
      nameOf={(id) => vendors.find((v) => v.id === id)?.name ?? 'Unknown vendor'}
      asOf={today()}
    />
  );
}
