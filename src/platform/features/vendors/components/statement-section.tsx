import { Section } from '@/components/ui/section';
import { StatementTable } from '@/components/payments/counterparty-statement-table';
import { useId, useMemo, useState } from 'react';
import type { BillPayment } from '@/lib/db/entities/bill';
import type { TxStatus } from '@/lib/db/entities/chain-transaction';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { usePartyClosing } from '@/lib/ledger/store/party-books';
import { assetId, type Asset } from '@/lib/money/asset';
import type { PaymentFact } from '@/lib/payments/match';
import { buildStatement } from '@/lib/payments/counterparty-statement';
import { vendorStatementEvents } from '@/lib/payments/payables';
import type { BillRow } from '@/platform/features/vendors/model/bills-view';
import type { VendorInfo } from '@/platform/features/vendors/store/vendors-read';
import { VendorSelect } from './vendor-select';

export interface StatementSectionProps {
  readonly db: WorkspaceDb;
  readonly rows: readonly BillRow[];
  readonly vendors: readonly VendorInfo[];
  readonly payments: readonly BillPayment[];
  readonly txStatus: ReadonlyMap<string, TxStatus>;
  readonly chainPayments: readonly PaymentFact[];
  readonly ourWallets: ReadonlySet<string>;
}

/**
 * One vendor's statement: approved bills, payments, and the balance owed per asset, closing on its
 * balance in the company's currency (its share of Accounts payable in the books).
 */
export function StatementSection({
  db,
  rows,
  vendors,
  payments,
  txStatus,
  chainPayments,
  ourWallets,
}: StatementSectionProps) {
  const id = useId();
  const [vendorId, setVendorId] = useState('');
  const statement = useMemo(
    () =>
      vendorId
        ? buildStatement(
            vendorStatementEvents(
              rows.map((row) => row.bill),
              new Map(rows.map((row) => [row.bill.id, row])),
              vendorId,
              payments,
              txStatus,
              chainPayments,
              ourWallets,
            ),
          )
        : null,
    [rows, vendorId, payments, txStatus, chainPayments, ourWallets],
  );
  const closing = usePartyClosing(db, vendorId ? `vendor:${vendorId}` : '', [...(statement?.balances.keys() ?? [])]);
  const assets = new Map<string, Asset>([
    ...rows.map((r) => [assetId(r.bill.asset), r.bill.asset] as const),
    ...payments.map((p) => [assetId(p.asset), p.asset] as const),
  ]);
  return (
    <Section title="Vendor statement" description="A vendor's approved bills and payments, and what is owed per asset.">
      <div className="max-w-sm">
        <VendorSelect
          id={`${id}-vendor`}
          label="Statement for"
          vendors={vendors}
          value={vendorId}
          onChange={setVendorId}
        />
      </div>
      {statement ? (
        <StatementTable
          title="Vendor statement"
          documentsColumn="Billed"
          emptyText="No approved bills or payments for this vendor."
          statement={statement}
          assets={assets}
          creditWord="vendor credit"
          closing={{ state: closing, owedOn: 'credit', controlAccount: 'Accounts payable' }}
        />
      ) : null}
    </Section>
  );
}
