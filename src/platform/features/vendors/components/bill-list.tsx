import { ScrollRegion } from '@/components/ui/scroll-region';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { CONTROL_CLASSES } from '@/components/ui/form-field';
import type { Bill } from '@/lib/db/entities/bill';
import type { TeamMember } from '@/lib/db/entities/team-member';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { assetId } from '@/lib/money/asset';
import { formatAmount } from '@/lib/money/format-amount';
import { BILL_STATUS_LABELS, refusal } from '@/platform/features/vendors/model/bill-status';
import type { BillRow } from '@/platform/features/vendors/model/bills-view';
import { approverRefusal } from '@/platform/features/vendors/model/approver';
import { ApprovalBadge } from './approval-badge';
import { decide, submit, voidIt } from './bill-actions';
import type { PayTarget } from './pay-dialog';

export interface BillListProps {
  readonly db: WorkspaceDb;
  readonly account: string;
  readonly chainId: number;
  readonly rows: readonly BillRow[];
  readonly members: readonly TeamMember[];
  readonly onEdit: (bill: Bill) => void;
  readonly onPay: (target: PayTarget) => void;
}

type Asking = { readonly billId: string; readonly action: 'reject' | 'void' } | null;

/** Every bill with its due date, amount, status and approval; actions per state; a batch selection. */
export function BillList({ db, account, chainId, rows, members, onEdit, onPay }: BillListProps) {
  const [message, setMessage] = useState<string | null>(null);
  // A button the connected wallet may not use is disabled, with the reason and where to fix it.
  const approver = approverRefusal(members, account);
  const approvalBlocked = approver.ok ? null : approver.message;
  const someAwaitApproval = rows.some((row) => refusal('approve', row.bill, row.paid) === null);
  const [busy, setBusy] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [reason, setReason] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
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
  const payable = (row: BillRow) =>
    row.open > 0n &&
    row.pending === 0n &&
    row.bill.asset.chainId === chainId &&
    refusal('pay', row.bill, row.paid) === null;
  const chosen = rows.filter((row) => selected.has(row.bill.id) && payable(row));
  const toggle = (id: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section aria-labelledby="vendors-bills" className="space-y-3">
      <h2 id="vendors-bills" className="text-xl font-semibold">
        Bills
      </h2>
      <div role="status" className="text-sm empty:hidden">
        {message ?? ''}
      </div>
      {rows.length === 0 ? <p className="text-sm">No bills yet.</p> : null}
      {approvalBlocked && someAwaitApproval ? (
        <p id="bill-approval-blocked" className="text-sm">
          Approve and Reject are off: {approvalBlocked}{' '}
          <Link className="font-medium underline" to="/platform/company">
            Add your wallet to the team in Company
          </Link>
          .
        </p>
      ) : null}
      {rows.length > 0 ? (
        <ScrollRegion label="Bills table">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th className="py-2 pr-2 font-medium">
                  <span className="sr-only">Select</span>
                </th>
                <th className="py-2 pr-3 font-medium">Vendor</th>
                <th className="py-2 pr-3 font-medium">Bill</th>
                <th className="py-2 pr-3 font-medium">Due</th>
                <th className="py-2 pr-3 text-right font-medium">Amount</th>
                <th className="py-2 pr-3 font-medium">Status</th>
                <th className="py-2 pr-3 font-medium">Approval</th>
                <th className="py-2 pr-3 font-medium">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const { bill } = row;
                const can = (action: Parameters<typeof refusal>[0]) => refusal(action, bill, row.paid) === null;
                return (
                  <tr
                    key={bill.id}
                    data-testid={`bill-${bill.billNumber}`}
                    className="border-b border-slate-100 align-top dark:border-slate-800"
                  >
                    <td className="py-2 pr-2">
                      {payable(row) ? (
                        <input
                          type="checkbox"
                          aria-label={`Select bill ${bill.billNumber} for a batch payment`}
                          checked={selected.has(bill.id)}
                          onChange={() => toggle(bill.id)}
                        />
                      ) : null}
                    </td>
                    <td className="py-2 pr-3">{row.vendorName}</td>
                    <td className="py-2 pr-3">{bill.billNumber}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">{bill.dueDate}</td>
                    <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                      {formatAmount(BigInt(bill.total), bill.asset, { withSymbol: true })}
                      {row.paid > 0n && row.open > 0n ? (
                        <span className="block text-xs">
                          {formatAmount(row.open, bill.asset, { withSymbol: true })} open
                        </span>
                      ) : null}
                    </td>
                    <td className="py-2 pr-3" data-testid="bill-status">
                      {BILL_STATUS_LABELS[row.status]}
                      {row.pending > 0n ? <span className="block text-xs">Payment pending</span> : null}
                      {row.failedHash ? (
                        <span className="block text-xs break-all text-red-700 dark:text-red-300">
                          Last payment failed on chain ({row.failedHash}): nothing was paid
                        </span>
                      ) : null}
                      {bill.stateReason ? <span className="block text-xs">{bill.stateReason}</span> : null}
                    </td>
                    <td className="py-2 pr-3">
                      <ApprovalBadge row={row} />
                    </td>
                    <td className="py-2 pr-3">
                      {asking?.billId === bill.id ? (
                        <div className="flex flex-wrap items-center gap-2">
                          <input
                            aria-label={asking.action === 'reject' ? 'Reason for rejecting' : 'Reason for voiding'}
                            className={`${CONTROL_CLASSES} max-w-[12rem]`}
                            value={reason}
                            onChange={(e) => setReason(e.target.value)}
                          />
                          <Button
                            variant="secondary"
                            disabled={busy === bill.id}
                            onClick={() =>
                              void run(bill.id, async () => {
                                const r =
                                  asking.action === 'reject'
                                    ? await decide(db, account, members, bill, 'reject', reason)
                                    : await voidIt(db, account, bill, reason, row.paid);
                                setAsking(null);
                                setReason('');
                                return r;
                              })
                            }
                          >
                            {asking.action === 'reject' ? 'Confirm rejection' : 'Confirm void'}
                          </Button>
                          <Button variant="ghost" onClick={() => setAsking(null)}>
                            Cancel
                          </Button>
                        </div>
                      ) : (
                        <div className="flex flex-wrap gap-1">
                          {can('submit') ? (
                            <Button
                              variant="secondary"
                              disabled={busy === bill.id}
                              onClick={() => void run(bill.id, () => submit(db, account, bill))}
                            >
                              Send for approval
                            </Button>
                          ) : null}
                          {can('approve') ? (
                            <Button
                              disabled={busy === bill.id || approvalBlocked !== null}
                              aria-describedby={approvalBlocked ? 'bill-approval-blocked' : undefined}
                              onClick={() => void run(bill.id, () => decide(db, account, members, bill, 'approve', ''))}
                            >
                              Approve
                            </Button>
                          ) : null}
                          {can('reject') ? (
                            <Button
                              variant="secondary"
                              disabled={approvalBlocked !== null}
                              aria-describedby={approvalBlocked ? 'bill-approval-blocked' : undefined}
                              onClick={() => setAsking({ billId: bill.id, action: 'reject' })}
                            >
                              Reject
                            </Button>
                          ) : null}
                          {payable(row) ? (
                            <Button onClick={() => onPay({ kind: 'single', rows: [row] })}>Pay</Button>
                          ) : null}
                          {can('edit') ? (
                            <Button variant="ghost" onClick={() => onEdit(bill)}>
                              Edit
                            </Button>
                          ) : null}
                          {can('void') ? (
                            <Button variant="ghost" onClick={() => setAsking({ billId: bill.id, action: 'void' })}>
                              Void
                            </Button>
                          ) : null}
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      {chosen.length > 0 ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm">
            {chosen.length} bill{chosen.length === 1 ? '' : 's'} selected in{' '}
            {new Set(chosen.map((r) => assetId(r.bill.asset))).size} asset(s): one transaction per asset.
          </p>
          <Button onClick={() => onPay({ kind: 'batch', rows: chosen })}>Pay selected bills</Button>
        </div>
      ) : null}
    </section>
  );
}
