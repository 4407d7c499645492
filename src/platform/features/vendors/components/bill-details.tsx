// One bill, read-only, in a side panel: what the vendor billed, to whom it is paid and where it
// stands. Opened from the bill's row menu or by a link (`?bill=<id>`, the command palette's).
import type { ReactNode } from 'react';
import { Address } from '@/components/ui/address';
import { Amount } from '@/components/ui/amount';
import { AmountValue } from '@/components/ui/amount-value';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { StatementCell, StatementRow, StatementTable } from '@/components/ui/statement-table';
import type { BaseValues } from '@/lib/ledger/store/use-base-values';
import { documentBaseValue } from '@/lib/payments/document-value';
import { networkName } from '@/lib/primitives/networks';
import { billUnit } from '@/platform/features/vendors/model/bill-fiat';
import { BILL_STATUS_LABELS } from '@/platform/features/vendors/model/bill-status';
import { FiatBillTerms } from './fiat-bill-terms';
import type { BillRow } from '@/platform/features/vendors/model/bills-view';

/**
 * The bill's details; `onEdit` only while the bill may still be edited. The total is valued in the
 * base currency on the bill's date, what is still open now.
 */
export function BillDetails({
  row,
  values,
  onEdit,
  onClose,
}: {
  row: BillRow;
  values: BaseValues;
  onEdit?: () => void;
  onClose: () => void;
}) {
  const { bill } = row;
  const unit = billUnit(bill);
  const facts: [string, ReactNode][] = [
    ['Vendor', row.vendorName],
    ['Status', `${BILL_STATUS_LABELS[row.status]}${row.due === 'overdue' ? ' · Overdue' : ''}`],
    ['Issued', bill.issueDate],
    ['Due', bill.dueDate],
    [
      'Total',
      <AmountValue
        key="total"
        units={bill.total}
        asset={unit}
        value={documentBaseValue(values, bill, bill.total, bill.issueDate)}
      />,
    ],
    ['Paid', <Amount key="paid" units={row.paid} asset={unit} />],
    [
      'Open',
      <AmountValue key="open" units={row.open} asset={unit} value={documentBaseValue(values, bill, row.open, null)} />,
    ],
    ...(bill.fiat ? ([['Terms', <FiatBillTerms key="terms" bill={bill} />]] as [string, ReactNode][]) : []),
    ['Paid to', <Address key="payee" address={bill.payee} full />],
    ['Network', networkName(bill.asset.chainId)],
    // The signer in full here: it is what the signature is checked against (the list shows it short).
    ...(row.decision
      ? ([
          [
            row.decision.decision === 'approve' ? 'Approved by' : 'Rejected by',
            <Address key="approver" address={row.decision.approver} name={row.decision.memberName} full />,
          ],
        ] as [string, ReactNode][])
      : []),
  ];
  return (
    <Dialog title={`Bill ${bill.billNumber}`} placement="side" onClose={onClose}>
      <div className="space-y-4 text-sm" data-testid="bill-details">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted">{term}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
        {bill.lines.length > 0 ? (
          <StatementTable caption="Lines" columns={[{ header: 'Description' }, { header: 'Amount' }]} minWidth="16rem">
            {bill.lines.map((line, index) => (
              <StatementRow key={index} header={line.description}>
                <StatementCell>
                  <Amount units={line.units} asset={unit} />
                </StatementCell>
              </StatementRow>
            ))}
          </StatementTable>
        ) : null}
        {bill.stateReason ? <p>{bill.stateReason}</p> : null}
        {bill.notes ? <p className="whitespace-pre-line">{bill.notes}</p> : null}
        {onEdit ? (
          <Button variant="secondary" onClick={onEdit}>
            Edit bill
          </Button>
        ) : null}
      </div>
    </Dialog>
  );
}
