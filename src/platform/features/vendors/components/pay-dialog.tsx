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
import { TRANSACTIONS_PATH } from '@/lib/chain/transactions-url';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Asset } from '@/lib/money/asset';
import { formatQuantity } from '@/lib/money/format-quantity';
import { isUserRejection } from '@/lib/wallet/wallet-errors';
import { notProposed } from '@/lib/payments/safe-proposal-words';
import { getWalletProvider, refreshWalletBalance } from '@/lib/wallet/wallet-store';
import type { BillRow } from '@/platform/features/vendors/model/bills-view';
import {
  batchGroups,
  distributeCall,
  payBillCall,
  type BatchGroup,
} from '@/platform/features/vendors/model/bill-pay-calls';
import { payBills, type PayStep } from '@/platform/features/vendors/store/pay-bills';
import { proposeBillsPayment, proposedText } from '@/platform/features/vendors/store/propose-from-safe';
import { RadioGroup } from '@/components/ui/radio-group';
import type { TreasurySafe } from '@/lib/safe/use-treasury-safes';
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
  /** The treasury Safes the connected wallet owns on this network: paying from one proposes. */
  readonly safes?: readonly TreasurySafe[];
  readonly onSafeProposed?: () => void;
  readonly onClose: () => void;
}

const NO_SAFES: readonly TreasurySafe[] = [];
const FROM_WALLET = 'wallet';

const show = (units: bigint, asset: Asset) => formatQuantity(units, asset, { symbol: true });

/** The confirmation (every payee in full, amounts, network), then the wallet steps with progress. */
export function PayDialog(props: PayDialogProps) {
  const { db, account, reader, native, target, router, distributor, onClose } = props;
  const navigate = useNavigate();
  const [progress, setProgress] = useState<PayGroupProgress[]>([]);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [from, setFrom] = useState(FROM_WALLET);
  const [proposed, setProposed] = useState<string | null>(null);
  // A fiat bill (paid alone) pays its open amount in the asset at the quote shown now.
  const fiatRow = target.kind === 'single' && target.rows[0]?.bill.fiat ? target.rows[0] : null;
  const quote = useBillQuote(reader, fiatRow?.bill ?? null, fiatRow?.open ?? 0n);
  const groups: BatchGroup[] = batchGroups(
    target.rows.map((row) => ({ bill: row.bill, open: row === fiatRow ? (quote.units ?? 0n) : row.open })),
  );
  const noQuote = fiatRow !== null && quote.units === null;
  // A fiat bill pays the router's quote with its reference: never from a Safe.
  const safes = fiatRow ? NO_SAFES : (props.safes ?? NO_SAFES);
  const safe = safes.find((entry) => entry.safe.address === from)?.safe ?? null;
  const contract = target.kind === 'single' ? router : distributor;
  const missing = safe
    ? null
    : contract
      ? null
      : `The ${target.kind === 'single' ? 'PaymentRouter' : 'Distributor'} is not deployed on ${networkName(native.chainId)}: deploy the platform contracts from Utility first.`;
  const numberOf = (billId: string) => target.rows.find((r) => r.bill.id === billId)?.bill.billNumber ?? billId;

  const propose = async () => {
    const provider = getWalletProvider();
    if (!provider || !reader || !safe) return;
    setSending(true);
    setMessage(null);
    try {
      setProposed(proposedText(await proposeBillsPayment({ db, provider, reader, account }, safe, groups), safe));
      props.onSafeProposed?.();
    } catch (error) {
      setMessage(notProposed(error, 'nothing was proposed, the bills are still unpaid'));
    } finally {
      setSending(false);
    }
  };

  const pay = async () => {
    if (safe) return propose();
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
          <span className="font-mono break-all">{safe ? safe.address : account}</span>
          {safe
            ? ', the Safe: one Safe transaction paying every bill (ETH sent as value, tokens by transfer), signed by you now and by the other owners before it executes.'
            : target.kind === 'batch'
              ? ', one transaction per asset through the Distributor.'
              : ', through the PaymentRouter with the bill\u2019s payment reference.'}
        </p>
        {safes.length > 0 ? (
          <RadioGroup
            legend="Pay from"
            name="pay-from"
            value={from}
            onChange={setFrom}
            options={[
              { value: FROM_WALLET, label: 'This wallet', hint: 'Sent now, from the connected wallet.' },
              ...safes.map((entry) => ({
                value: entry.safe.address,
                label: `Safe ${entry.wallet.label}`,
                hint: `${entry.safe.address}: proposed for ${entry.safe.threshold} of ${entry.safe.owners.length} owners to sign, then executed.`,
              })),
            ]}
          />
        ) : null}
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
        {contract && !safe ? (
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
        {proposed ? <Alert tone="success">{proposed}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          {proposed ? (
            <Button onClick={() => navigate(`${TRANSACTIONS_PATH}?tab=safe-queue`)}>Open the Safe queue</Button>
          ) : (
            <Button disabled={sending || !!missing || !reader || noQuote} onClick={() => void pay()}>
              {safe
                ? sending
                  ? 'Proposing…'
                  : 'Propose and sign in wallet'
                : sending
                  ? 'Paying…'
                  : 'Confirm in wallet'}
            </Button>
          )}
          <Button variant="secondary" disabled={sending} onClick={onClose}>
            {proposed ? 'Done' : 'Cancel'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
