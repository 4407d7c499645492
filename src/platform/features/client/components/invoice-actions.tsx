// What a user does with one invoice: issue it (the connected wallet signs the EIP-712 invoice, the
// content freezes), void it with a reason, print it, and answer suggested matches. Payments are
// shown as the engine found them; nothing here marks an invoice paid by hand.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Address } from '@/components/ui/address';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useOfferUndo } from '@/components/ui/undo-toast';
import { knownContractsOn } from '@/lib/contracts/deployments-store';
import type { ContractDeployment } from '@/lib/db/entities/contract-deployment';
import type { Invoice } from '@/lib/db/entities/invoice';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { nameOf, type AddressBook } from '@/lib/chain/address-book';
import { networkName } from '@/lib/primitives/networks';
import { formatQuantity } from '@/lib/money/format-quantity';
import { mailComposePath } from '@/lib/mail/compose-url';
import type { MatchSuggestion, Settlement } from '@/lib/payments/match';
import { useWallet } from '@/lib/wallet/use-wallet';
import {
  decideMatch,
  deleteDraft,
  issueInvoice,
  restoreDraft,
  voidInvoice,
} from '@/platform/features/client/store/invoice-store';
import { nextNumbering } from '@/platform/features/client/store/invoice-numbering';
import { readIssueRate } from '@/platform/features/client/store/issue-rate';
import { signInvoice } from '@/platform/features/client/store/sign-invoice';
import { invoiceUnit } from '@/lib/payments/fiat-terms';
import { FiatSettlementNote } from './fiat-settlement-note';

export interface InvoiceActionsProps {
  readonly db: WorkspaceDb;
  readonly invoice: Invoice;
  readonly issuer: string;
  readonly clientName: string;
  readonly deployments: readonly ContractDeployment[];
  readonly settlement: Settlement | undefined;
  readonly suggestions: readonly MatchSuggestion[];
  /** Names payers (clients' wallets, team members, treasury wallets). */
  readonly book: AddressBook;
  readonly onEdit: () => void;
  readonly onClosed: () => void;
}

const now = () => new Date().toISOString();

/** The action bar and payment facts of one invoice. */
export function InvoiceActions({
  db,
  invoice,
  issuer,
  clientName,
  deployments,
  settlement,
  suggestions,
  book,
  onEdit,
  onClosed,
}: InvoiceActionsProps) {
  const wallet = useWallet();
  const offerUndo = useOfferUndo();
  const [reason, setReason] = useState('');
  const [voiding, setVoiding] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const unit = invoiceUnit(invoice);
  // Settlement amounts are in the invoice's unit (a fiat invoice's currency); payments in the asset.
  const fmt = (units: bigint) => formatQuantity(units, unit.decimals, { symbol: unit.symbol });
  const fmtAsset = (units: bigint) => formatQuantity(units, invoice.asset, { symbol: true });
  const attempt = async (action: () => Promise<unknown>) => {
    setMessage(null);
    try {
      await action();
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    }
  };

  async function issue() {
    const router = knownContractsOn(invoice.asset.chainId, deployments).PaymentRouter?.address;
    if (!router)
      throw new Error(
        `No PaymentRouter is known on ${networkName(invoice.asset.chainId)}: deploy or enter it in Utility first`,
      );
    const signer = await wallet.getSigner();
    if (!signer) throw new Error('Connect the wallet that issues the invoice');
    const issueRate = await readIssueRate(invoice, wallet.chainId);
    // The number is the next of the series now; it is checked again when stored, and if another
    // tab issued one meanwhile nothing is stored and the message says to issue again.
    const numbering = await nextNumbering(db, invoice);
    const signature = await signInvoice(
      signer,
      { ...invoice, sequence: numbering.sequence, number: numbering.number },
      { issuer, client: clientName, router },
    );
    await issueInvoice(db, invoice, numbering, signature, now(), issueRate);
    // Issued, not Sent: nothing has left yet. The invoice reads "Issued" until Mail marks a message
    // about it sent; the Send… link beside it writes the mail.
    setMessage(
      `Invoice ${numbering.number} issued and signed by ${signature.signer}. Nothing was mailed yet: use Send… to send it to the client.`,
    );
  }

  return (
    <section aria-label="Invoice actions" className="space-y-3 print:hidden">
      <div className="flex flex-wrap gap-2">
        {invoice.state === 'draft' ? (
          <>
            <Button onClick={() => attempt(issue)}>Issue and sign</Button>
            <Button variant="secondary" onClick={onEdit}>
              Edit
            </Button>
            <Button
              variant="secondary"
              onClick={() =>
                attempt(async () => {
                  await deleteDraft(db, invoice);
                  onClosed();
                  offerUndo({
                    message: 'Deleted the draft (it had no number yet).',
                    undo: async () => {
                      await restoreDraft(db, invoice);
                    },
                  });
                })
              }
            >
              Delete draft
            </Button>
          </>
        ) : null}
        {invoice.state === 'sent' ? (
          <>
            <Link
              to={mailComposePath(settlement && settlement.open === 0n ? 'receipt' : 'invoice', invoice.id)}
              className={buttonClasses('primary')}
            >
              Send…
            </Link>
            <Button variant="secondary" onClick={() => setVoiding(true)}>
              Void…
            </Button>
          </>
        ) : null}
        <Button variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
        <Button variant="ghost" onClick={onClosed}>
          Back to invoices
        </Button>
      </div>
      {voiding ? (
        <div className="flex flex-wrap items-end gap-2">
          <Input label="Reason for voiding" value={reason} onChange={(e) => setReason(e.target.value)} />
          <Button
            onClick={() =>
              attempt(async () => {
                await voidInvoice(db, invoice, reason, now());
                setVoiding(false);
              })
            }
          >
            Void invoice
          </Button>
        </div>
      ) : null}
      {invoice.state === 'void' ? <p className="text-sm">Voided: {invoice.voidReason}</p> : null}
      {settlement && invoice.state !== 'draft' ? (
        <div className="text-sm" data-testid="invoice-settlement">
          <p>
            Paid {fmt(settlement.paid)} · Open {fmt(settlement.open)}
            {settlement.overpaid > 0n ? ` · Overpaid by ${fmt(settlement.overpaid)}` : ''}
          </p>
          {settlement.counted.map((p) => (
            <p key={p.id} className="text-xs">
              <span className="font-mono">{p.hash}</span> · {fmtAsset(BigInt(p.units))} from{' '}
              <Address address={p.payer} name={nameOf(book, p.payer) ?? undefined} />
            </p>
          ))}
          <FiatSettlementNote settlement={settlement} asset={invoice.asset} />
          {settlement.refused.map((r) => (
            <p key={r.payment.id} className="text-xs text-warning">
              Not counted ({r.payment.hash.slice(0, 10)}…): {r.message}
            </p>
          ))}
        </div>
      ) : null}
      {suggestions.map((s) => (
        <Alert key={s.transactionId} tone="warning" title="Suggested match">
          <p>
            A transfer of {fmtAsset(s.units)} from <Address address={s.from} name={nameOf(book, s.from) ?? undefined} />{' '}
            without a reference may pay this invoice.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              onClick={() =>
                attempt(() =>
                  decideMatch(
                    db,
                    invoice,
                    { transactionId: s.transactionId, decision: 'accepted', units: s.units.toString() },
                    now(),
                  ),
                )
              }
            >
              Accept
            </Button>
            <Button
              variant="secondary"
              onClick={() =>
                attempt(() =>
                  decideMatch(
                    db,
                    invoice,
                    { transactionId: s.transactionId, decision: 'dismissed', units: s.units.toString() },
                    now(),
                  ),
                )
              }
            >
              Dismiss
            </Button>
          </div>
        </Alert>
      ))}
      {message ? (
        <p role="status" className="text-sm">
          {message}
        </p>
      ) : null}
    </section>
  );
}
