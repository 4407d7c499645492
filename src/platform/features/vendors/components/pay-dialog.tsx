import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Disclosure } from '@/components/ui/disclosure';
import { Address } from '@/components/ui/address';
import { Alert } from '@/components/ui/alert';
import { networkName } from '@/lib/primitives/networks';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { successPath } from '@/lib/chain/success-url';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Asset } from '@/lib/money/asset';
import { formatQuantity } from '@/lib/money/format-quantity';
import { isUserRejection } from '@/lib/wallet/wallet-errors';
import { getWalletProvider, refreshWalletBalance } from '@/lib/wallet/wallet-store';
import type { BillRow } from '@/platform/features/vendors/model/bills-view';
import {
  batchGroups,
  distributeCall,
  payBillCall,
  type BatchGroup,
} from '@/platform/features/vendors/model/payment-calls';
import { payBills, type PayStep } from '@/platform/features/vendors/store/pay-bills';
import { BillQuoteView } from './bill-quote';
import { advance, PayProgress, type PayGroupProgress } from './pay-progress';
import { useBillQuote } from './use-bill-quote';

/** What the user chose to pay: one bill, or a selection paid per asset in one transaction each. */
export interface PayTarget {
  readonly kind: 'single' | 'batch';
  readonly rows: readonly BillRow[];
}

export interface PayDialogProps {
  readonly db: WorkspaceDb;
  readonly account: string;
  readonly reader: ChainReader | null;
  readonly native: Asset;
  readonly target: PayTarget;
  readonly router: string | null;
  readonly distributor: string | null;
  readonly onClose: () => void;
}

const show = (units: bigint, asset: Asset) => formatQuantity(units, asset, { symbol: true });

/** The confirmation (every payee in full, amounts, network), then the wallet steps with progress. */
export function PayDialog({ db, account, reader, native, target, router, distributor, onClose }: PayDialogProps) {
  const navigate = useNavigate();
  const [progress, setProgress] = useState<PayGroupProgress[]>([]);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // A fiat bill (paid alone) pays its open amount in the asset at the quote shown now.
  const fiatRow = target.kind === 'single' && target.rows[0]?.bill.fiat ? target.rows[0] : null;
  const quote = useBillQuote(reader, fiatRow?.bill ?? null, fiatRow?.open ?? 0n);
  const groups: BatchGroup[] = batchGroups(
    target.rows.map((row) => ({ bill: row.bill, open: row === fiatRow ? (quote.units ?? 0n) : row.open })),
  );
  const noQuote = fiatRow !== null && quote.units === null;
  const contract = target.kind === 'single' ? router : distributor;
  const missing = contract
    ? null
    : `The ${target.kind === 'single' ? 'PaymentRouter' : 'Distributor'} is not deployed on ${networkName(native.chainId)}: deploy the platform contracts from Utility first.`;
  const numberOf = (billId: string) => target.rows.find((r) => r.bill.id === billId)?.bill.billNumber ?? billId;

  const pay = async () => {
    const provider = getWalletProvider();
    if (!provider || !reader || !contract) return;
    setSending(true);
    setMessage(null);
    setProgress([]);
    const hashes: string[] = [];
    try {
      for (const group of groups) {
        const label = `${group.asset.symbol} (${group.items.length} bill${group.items.length === 1 ? '' : 's'})`;
        const step = (s: PayStep) =>
          setProgress((previous) => [...previous.filter((g) => g.group !== label), advance(label, s)]);
        const first = target.rows.find((r) => r.bill.id === group.items[0]?.billId)?.bill;
        if (!first) continue;
        const call =
          target.kind === 'single' ? payBillCall(contract, first, group.total) : distributeCall(contract, group);
        const ctx = { db, provider, reader, account, native, now: () => new Date(), newId: () => crypto.randomUUID() };
        hashes.push(
          await payBills(
            ctx,
            { kind: target.kind, asset: group.asset, items: group.items, call, spender: contract },
            step,
          ),
        );
      }
      void refreshWalletBalance().catch(() => undefined);
      // One Distributor transaction per asset: the Success page follows the last; the others are named (Transactions lists them all).
      const others = hashes.slice(0, -1);
      const what =
        target.kind === 'single'
          ? `Paid bill ${target.rows[0]?.bill.billNumber ?? ''} to ${target.rows[0]?.bill.payee ?? ''}`
          : `Paid ${target.rows.length} bills in ${hashes.length} transaction${hashes.length === 1 ? '' : 's'}${others.length ? ` (also ${others.join(', ')}, shown in Transactions)` : ''}`;
      const last = hashes.at(-1);
      if (last) navigate(successPath({ chainId: native.chainId, hash: last, from: '/platform/vendors', what }));
    } catch (error) {
      const paidSome =
        hashes.length > 0 ? ` ${hashes.length} transaction(s) were already sent and will show when mined.` : '';
      setMessage(
        isUserRejection(error)
          ? `You declined in your wallet: nothing was paid, the bills are still unpaid.${paidSome}`
          : `The payment failed: ${error instanceof Error ? error.message : String(error)}. Nothing was marked paid.${paidSome}`,
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      title={target.kind === 'single' ? 'Pay this bill' : 'Pay the selected bills'}
      placement="center"
      onClose={() => (sending ? undefined : onClose())}
    >
      <div className="space-y-4">
        <p className="text-sm">
          On {networkName(native.chainId)} (chain {native.chainId}), from{' '}
          <span className="font-mono break-all">{account}</span>
          {target.kind === 'batch'
            ? ', one transaction per asset through the Distributor.'
            : ', through the PaymentRouter with the bill\u2019s payment reference.'}
        </p>
        {fiatRow ? <BillQuoteView bill={fiatRow.bill} open={fiatRow.open} quote={quote} /> : null}
        {groups.map((group) => (
          <div key={group.asset.address ?? 'native'} className="space-y-1">
            <h3 className="font-medium">
              {group.asset.symbol}: {show(group.total, group.asset)} in total
            </h3>
            <ul className="space-y-1 text-sm">
              {group.items.map((item) => (
                <li key={item.billId} data-testid="pay-item">
                  Bill {numberOf(item.billId)}: {show(item.units, group.asset)} to{' '}
                  <span className="font-mono break-all">{item.payee}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {contract ? (
          <Disclosure summary="Technical details">
            <dl className="space-y-2 text-sm">
              <div>
                <dt className="text-muted">{target.kind === 'single' ? 'PaymentRouter' : 'Distributor'}</dt>
                <dd>
                  <Address address={contract} full />
                </dd>
              </div>
              {target.kind === 'single' && target.rows[0] ? (
                <div>
                  <dt className="text-muted">Payment reference</dt>
                  <dd className="font-mono break-all">{target.rows[0].bill.reference}</dd>
                </div>
              ) : null}
            </dl>
          </Disclosure>
        ) : null}
        {missing ? <Alert tone="danger">{missing}</Alert> : null}
        <PayProgress chainId={native.chainId} groups={progress} running={sending} />
        {message ? <Alert tone="danger">{message}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button disabled={sending || !!missing || !reader || noQuote} onClick={() => void pay()}>
            {sending ? 'Paying…' : 'Confirm in wallet'}
          </Button>
          <Button variant="secondary" disabled={sending} onClick={onClose}>
            Cancel
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
