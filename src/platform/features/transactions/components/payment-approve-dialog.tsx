// The step before an Approver's approval of a payment a treasury's policy stopped: what the wallet
// is about to sign, read by a person (the payment, the Safe it leaves from, each recipient with its
// amount, every character of the address, and the rule it answers), as a bill's approval shows it.
import { Address } from '@/components/ui/address';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Fact } from '@/components/ui/fact';
import type { PaymentRequestRecord } from '@/lib/db/entities/payment-request';
import { formatQuantity } from '@/lib/money/format-quantity';

/** Who the payment pays and how much: each bill's payee, a transfer's or a mint's recipient. */
function recipients(request: PaymentRequestRecord): { to: string; amount: string }[] {
  const bills = request.bills.flatMap((group) =>
    group.items.map((item) => ({
      to: item.payee,
      amount: formatQuantity(BigInt(item.units), group.asset, { symbol: true }),
    })),
  );
  const pays = request.pays;
  if (pays?.kind === 'transfer')
    bills.push({ to: pays.to, amount: formatQuantity(BigInt(pays.units), pays.asset, { symbol: true }) });
  if (pays?.kind === 'mint') bills.push({ to: pays.to, amount: `${pays.units} base units of ${pays.symbol}` });
  return bills;
}

/** Approve or Cancel, after the payment, its Safe, its recipients (full addresses) and the rule. */
export function PaymentApproveDialog({
  request,
  busy,
  onConfirm,
  onCancel,
}: {
  request: PaymentRequestRecord;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const paid = recipients(request);
  return (
    <Dialog title="Approve this payment" placement="center" onClose={onCancel}>
      <p className="mb-4 text-sm">
        Check what you approve: your wallet asks you to sign it next (the calls the Safe will make, not its nonce). The
        owners then propose and sign it as usual.
      </p>
      <dl className="space-y-3" data-testid="payment-approval-content">
        <Fact label="Payment">{request.summary}</Fact>
        <Fact label="From the Safe">
          <Address address={request.safe} full />
        </Fact>
        {paid.length > 0 ? (
          <Fact label="Paid to">
            <ul className="space-y-1">
              {paid.map((entry, index) => (
                <li key={`${entry.to}-${index}`}>
                  {entry.amount} to <Address address={entry.to} full />
                </li>
              ))}
            </ul>
          </Fact>
        ) : null}
        <Fact label="Rule">{request.rule}</Fact>
      </dl>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={busy}>
          Approve in wallet
        </Button>
      </div>
    </Dialog>
  );
}
