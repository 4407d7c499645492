import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState } from '@/components/ui/empty-state';
import type { MenuItem } from '@/components/ui/menu';
import { Section } from '@/components/ui/section';
import { Table, type TableColumn } from '@/components/ui/table';
import { DocumentTotals } from '@/components/payments/document-totals';
import { useRecordLink } from '@/components/navigation/use-record-link';
import type { Bill } from '@/lib/db/entities/bill';
import type { TeamMember } from '@/lib/db/entities/team-member';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { useDateSettings } from '@/lib/db/use-date-settings';
import { useAddressBook } from '@/lib/chain/use-address-book';
import type { LookAlikeOf } from '@/lib/insights/anomalies/address-checks';
import { useBaseValues } from '@/lib/ledger/store/use-base-values';
import { assetId } from '@/lib/money/asset';
import { mailComposePath } from '@/lib/mail/compose-url';
import { refusal } from '@/platform/features/vendors/model/bill-status';
import { billTotals } from '@/platform/features/vendors/model/bill-totals';
import type { BillRow } from '@/platform/features/vendors/model/bills-view';
import { approverRefusal } from '@/platform/features/vendors/model/approver';
import { ApprovalBadge } from './approval-badge';
import { BillAmountCell, BillStatusCell } from './bill-cells';
import { decide, submit, voidIt } from './bill-actions';
import { BillApproveDialog } from './bill-approve-dialog';
import { BillDetails } from './bill-details';
import { BillReasonDialog } from './bill-reason-dialog';
import type { PayTarget } from './pay-dialog';

export interface BillListProps {
  readonly db: WorkspaceDb;
  readonly account: string;
  readonly chainId: number;
  readonly rows: readonly BillRow[];
  readonly members: readonly TeamMember[];
  /** What the bill form last saved, in words. */
  readonly notice?: string | null;
  readonly onNew: () => void;
  readonly onEdit: (bill: Bill) => void;
  readonly onPay: (target: PayTarget) => void;
  /** Bill id → the line of the Safe proposal paying it ("Safe proposal: 1 of 2 signatures"). */
  readonly safeLines?: ReadonlyMap<string, string>;
  /** The look-alike test (address poisoning): the approval's confirmation flags a look-alike payee. */
  readonly lookAlike?: LookAlikeOf;
}

type Asking = { readonly row: BillRow; readonly action: 'reject' | 'void' } | null;

const BLOCKED_ID = 'bill-approval-blocked';
const NO_LINES: ReadonlyMap<string, string> = new Map();
const NO_LOOK_ALIKES: LookAlikeOf = () => undefined;

/** Every bill with its due date, amount, status and approval; the state's main action and a menu of the rest; a batch selection. */
export function BillList({
  db,
  account,
  chainId,
  rows,
  members,
  notice = null,
  onNew,
  onEdit,
  onPay,
  safeLines = NO_LINES,
  lookAlike = NO_LOOK_ALIKES,
}: BillListProps) {
  const [message, setMessage] = useState<string | null>(null);
  const navigate = useNavigate();
  const values = useBaseValues(db);
  // A button the connected wallet may not use is disabled, with the reason and where to fix it.
  const approver = approverRefusal(members, account);
  const approvalBlocked = approver.ok ? null : approver.message;
  const blockedBy = approvalBlocked ? BLOCKED_ID : undefined;
  const someAwaitApproval = rows.some((row) => refusal('approve', row.bill, row.paid) === null);
  const [busy, setBusy] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  // Approve first shows what the wallet will sign (vendor, amount, due date, payee), then signs.
  const [approving, setApproving] = useState<BillRow | null>(null);
  const dates = useDateSettings(db);
  const book = useAddressBook(db);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [viewing, setViewing] = useState<string | null>(null);
  // `?bill=<id>` (the command palette's link) opens that bill's details.
  useRecordLink('bill', (id) =>
    rows.some((row) => row.bill.id === id) ? setViewing(id) : setMessage('That bill is not in this workspace'),
  );
  const viewed = rows.find((row) => row.bill.id === viewing);
  const run = async (billId: string, action: () => Promise<string>) => {
    setBusy(billId);
    setMessage(null);
    try {
      setMessage(await action());
    } catch (error) {
      setMessage(`Something went wrong: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(null);
    }
  };
  const can = (action: Parameters<typeof refusal>[0], row: BillRow) => refusal(action, row.bill, row.paid) === null;
  const payable = (row: BillRow) =>
    row.open > 0n &&
    row.pending === 0n &&
    !safeLines.has(row.bill.id) &&
    row.bill.asset.chainId === chainId &&
    can('pay', row);
  // A fiat bill is paid alone through the PaymentRouter: its payment must carry its reference to be valued.
  const batchable = (row: BillRow) => payable(row) && !row.bill.fiat;
  const chosen = rows.filter((row) => selected.has(row.bill.id) && batchable(row));
  const toggle = (id: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  // The one action the bill's state calls for stays a button; everything else is in the row's menu.
  const primary = (row: BillRow) => {
    const { bill } = row;
    if (can('approve', row))
      return (
        <Button
          disabled={busy === bill.id || approvalBlocked !== null}
          aria-describedby={blockedBy}
          onClick={() => setApproving(row)}
        >
          Approve
        </Button>
      );
    if (payable(row)) return <Button onClick={() => onPay({ kind: 'single', rows: [row] })}>Pay</Button>;
    if (can('submit', row))
      return (
        <Button
          variant="secondary"
          disabled={busy === bill.id}
          onClick={() => void run(bill.id, () => submit(db, account, bill))}
        >
          Send for approval
        </Button>
      );
    return null;
  };
  const actions = (row: BillRow): MenuItem[] => {
    const items: MenuItem[] = [{ label: 'Details', onSelect: () => setViewing(row.bill.id) }];
    if (can('reject', row))
      items.push({
        label: 'Reject',
        disabled: approvalBlocked !== null,
        ...(blockedBy ? { describedBy: blockedBy } : {}),
        onSelect: () => setAsking({ row, action: 'reject' }),
      });
    if (can('edit', row)) items.push({ label: 'Edit', onSelect: () => onEdit(row.bill) });
    // Remittance advice tells the vendor what was paid: offered once something was.
    if (row.paid > 0n)
      items.push({
        label: 'Send remittance advice…',
        onSelect: () => navigate(mailComposePath('remittance', row.bill.id)),
      });
    if (can('void', row))
      items.push({ label: 'Void', tone: 'danger', onSelect: () => setAsking({ row, action: 'void' }) });
    return items;
  };

  const columns: TableColumn<BillRow>[] = [
    {
      id: 'select',
      header: <span className="sr-only">Select</span>,
      cell: (row) =>
        batchable(row) ? (
          <Checkbox
            label={`Select bill ${row.bill.billNumber} for a batch payment`}
            labelHidden
            checked={selected.has(row.bill.id)}
            onChange={() => toggle(row.bill.id)}
          />
        ) : null,
    },
    { id: 'vendor', header: 'Vendor', cell: (row) => row.vendorName, stacked: 'head' },
    { id: 'bill', header: 'Bill', cell: (row) => row.bill.billNumber, stacked: 'head' },
    { id: 'due', header: 'Due', cell: (row) => row.bill.dueDate, className: 'whitespace-nowrap' },
    {
      id: 'amount',
      header: 'Amount',
      numeric: true,
      stacked: 'key',
      cell: (row) => <BillAmountCell row={row} values={values} />,
    },
    {
      id: 'status',
      header: 'Status',
      stacked: 'key',
      cell: (row) => <BillStatusCell row={row} safeLine={safeLines.get(row.bill.id)} />,
    },
    { id: 'approval', header: 'Approval', cell: (row) => <ApprovalBadge row={row} /> },
    { id: 'action', header: <span className="sr-only">Next step</span>, cell: primary },
  ];

  return (
    <Section title="Bills" actions={<Button onClick={onNew}>New bill</Button>}>
      <div role="status" className="text-sm empty:hidden">
        {message ?? notice ?? ''}
      </div>
      {approvalBlocked && someAwaitApproval ? (
        <div id={BLOCKED_ID}>
          <Alert tone="warning">
            Approve and Reject are off: {approvalBlocked}{' '}
            <Link className="font-medium text-link underline" to="/platform/company">
              Add your wallet to the team in Company
            </Link>
            .
          </Alert>
        </div>
      ) : null}
      <Table
        label="Bills table"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.bill.id}
        rowLabel={(row) => `bill ${row.bill.billNumber}`}
        rowTestId={(row) => `bill-${row.bill.billNumber}`}
        rowActions={actions}
        minWidth="52rem"
        empty={
          <EmptyState
            title="No bills yet"
            description="Record a vendor's bill, send it for approval, then pay it on chain."
          />
        }
      />
      <DocumentTotals label="Totals of the bills listed" noun="bill" totals={billTotals(rows)} />
      {chosen.length > 0 ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm">
            {chosen.length} bill{chosen.length === 1 ? '' : 's'} selected in{' '}
            {new Set(chosen.map((r) => assetId(r.bill.asset))).size} asset(s): one transaction per asset.
          </p>
          <Button onClick={() => onPay({ kind: 'batch', rows: chosen })}>Pay selected bills</Button>
        </div>
      ) : null}
      {viewed ? (
        <BillDetails
          row={viewed}
          values={values}
          onClose={() => setViewing(null)}
          {...(can('edit', viewed) ? { onEdit: () => (setViewing(null), onEdit(viewed.bill)) } : {})}
        />
      ) : null}
      {approving ? (
        <BillApproveDialog
          bill={approving.bill}
          vendorName={approving.vendorName}
          dates={dates}
          lookAlikeTwin={lookAlike(approving.bill.payee)}
          book={book}
          busy={busy === approving.bill.id}
          onCancel={() => setApproving(null)}
          onConfirm={() => {
            const { bill } = approving;
            setApproving(null);
            void run(bill.id, () => decide(db, account, members, bill, 'approve', ''));
          }}
        />
      ) : null}
      {asking ? (
        <BillReasonDialog
          billNumber={asking.row.bill.billNumber}
          action={asking.action}
          busy={busy === asking.row.bill.id}
          onClose={() => setAsking(null)}
          onConfirm={(reason) => {
            const { row, action } = asking;
            setAsking(null);
            void run(row.bill.id, () =>
              action === 'reject'
                ? decide(db, account, members, row.bill, 'reject', reason)
                : voidIt(db, account, row.bill, reason, row.paid),
            );
          }}
        />
      ) : null}
    </Section>
  );
}
