// Transactions → Safe queue → "Waiting for approval": the payments a treasury's approval policy
// stopped before they were proposed (lib/payments/payment-policy-requests). An Approver (or Admin)
// whose wallet is connected approves one from that wallet, after a confirmation of what it signs
// (payment-approve-dialog.tsx; the EIP-712 PaymentApproval; "1 of 2
// approvals" when the policy asks for more than one, from different Approvers); an owner
// then proposes it through the shared path, which takes the approval and keeps it on the proposal;
// the owner who asked for it, or an Admin, withdraws it.
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ChainReader } from '@/lib/chain/rpc-client';
import type { PaymentRequestRecord } from '@/lib/db/entities/payment-request';
import { useLiveQuery } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { policyApprovers, treasuryWalletOf, walletPolicy } from '@/lib/payments/payment-policy-gate';
import { approveRequest, closeRequest, requestCalls, requestsOf } from '@/lib/payments/payment-policy-requests';
import { notProposed, signedSoFar } from '@/lib/payments/safe-proposal-words';
import { proposePaymentFromSafe } from '@/lib/payments/safe-payments';
import { isOwner, type SafeState } from '@/lib/safe/read-safe';
import { safeContractsOn } from '@/lib/safe/safe-contracts';
import { connectedContext } from '@/lib/safe/safe-actions';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { PaymentApproveDialog } from './payment-approve-dialog';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

async function readRequests(db: WorkspaceDb, safe: SafeState) {
  const [requests, approvers, admins, wallet] = await Promise.all([
    requestsOf(db, safe.chainId, safe.address),
    policyApprovers(db),
    db.teamMembers.filter((member) => member.role === 'Admin' && member.wallet !== null).toArray(),
    treasuryWalletOf(db, safe.chainId, safe.address),
  ]);
  // How many different approvals the treasury's policy asks for (one when it says nothing).
  const needed = walletPolicy(wallet)?.approvals ?? 1;
  return { waiting: requests.filter((request) => request.status === 'waiting'), approvers, admins, needed };
}

/** The payments of `safe` waiting for an Approver, with what the connected wallet may do about each. */
export function PaymentRequests({
  db,
  account,
  reader,
  safe,
  onChanged,
}: {
  db: WorkspaceDb;
  account: string;
  reader: ChainReader;
  safe: SafeState;
  onChanged: () => void;
}) {
  const data = useLiveQuery(() => readRequests(db, safe), [db, safe]);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<PaymentRequestRecord | null>(null);
  const [message, setMessage] = useState<{ id: string; tone: 'success' | 'danger'; text: string } | null>(null);
  if (data.status !== 'ready' || data.data.waiting.length === 0) return null;
  const { waiting, approvers, admins, needed } = data.data;
  const me = approvers.find((entry) => same(entry.address, account));
  const admin = admins.some((member) => member.wallet !== null && same(member.wallet, account));

  const act = async (request: PaymentRequestRecord, action: 'approve' | 'propose' | 'withdraw') => {
    const provider = getWalletProvider();
    const contracts = safeContractsOn(safe.chainId);
    setMessage(null);
    if (action !== 'withdraw' && (!provider || !contracts))
      return setMessage({ id: request.id, tone: 'danger', text: 'Connect a wallet on the Safe’s network first.' });
    setBusy(true);
    try {
      if (action === 'withdraw') {
        await closeRequest(db, request.id, { status: 'withdrawn' }, new Date());
      } else if (!provider || !contracts) {
        return;
      } else if (action === 'approve' && me) {
        await approveRequest(db, provider, contracts, request, me, new Date());
        const given = new Set([...request.approvals.map((a) => a.approver.toLowerCase()), me.address.toLowerCase()])
          .size;
        const text =
          given >= needed
            ? 'Approved: an owner can propose it now.'
            : `Approved: ${given} of ${needed} approvals; it waits for another Approver.`;
        setMessage({ id: request.id, tone: 'success', text });
      } else if (action === 'propose') {
        const ctx = connectedContext(db, provider, reader, account);
        const payment = { kind: request.kind, bills: request.bills, ...(request.pays ? { pays: request.pays } : {}) };
        const record = await proposePaymentFromSafe(ctx, safe, contracts, requestCalls(request), payment);
        setMessage({ id: request.id, tone: 'success', text: `Proposed ${signedSoFar(record, safe.threshold)}.` });
      }
      onChanged();
    } catch (error) {
      setMessage({
        id: request.id,
        tone: 'danger',
        text:
          action === 'propose'
            ? notProposed(error)
            : `Not done: ${error instanceof Error ? error.message : String(error)}`,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3" data-testid="payment-requests">
      <h3 className="text-base font-semibold">Waiting for approval ({waiting.length})</h3>
      {waiting.map((request) => {
        const approved = request.approvals.filter((a) => approvers.some((entry) => same(entry.address, a.approver)));
        const mine = request.approvals.some((a) => same(a.approver, account));
        return (
          <article
            key={request.id}
            className="space-y-2 rounded-md border border-border p-3"
            aria-label={`Waiting for approval: ${request.summary}`}
          >
            <p className="font-medium break-words">{request.summary}</p>
            <p className="text-sm text-muted break-words">{request.rule}</p>
            <p className="text-sm">
              {approved.length > 0
                ? `Approved by ${approved.map((a) => `${a.memberName} (${a.role})`).join(', ')}${
                    needed > 1 ? `: ${approved.length} of ${needed} approvals` : ''
                  }.`
                : approvers.length > 0
                  ? `Waits for ${approvers.map((entry) => `${entry.name} (${entry.role})`).join(', ')}.`
                  : 'Nobody in Company → Team can approve it: give a member the Approver role.'}
            </p>
            <div className="flex flex-wrap gap-2">
              {me && !mine ? (
                <Button disabled={busy} onClick={() => setConfirming(request)}>
                  Approve in my wallet
                </Button>
              ) : null}
              {isOwner(safe, account) ? (
                <Button
                  variant={approved.length > 0 ? 'primary' : 'secondary'}
                  disabled={busy}
                  onClick={() => void act(request, 'propose')}
                >
                  Propose
                </Button>
              ) : null}
              {admin || same(request.requestedBy, account) ? (
                <Button variant="secondary" disabled={busy} onClick={() => void act(request, 'withdraw')}>
                  Withdraw
                </Button>
              ) : null}
            </div>
            {message?.id === request.id ? <Alert tone={message.tone}>{message.text}</Alert> : null}
          </article>
        );
      })}
      {confirming ? (
        <PaymentApproveDialog
          request={confirming}
          busy={busy}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            void act(confirming, 'approve');
          }}
        />
      ) : null}
    </div>
  );
}
