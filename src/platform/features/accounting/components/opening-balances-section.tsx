import { useState } from 'react';
import { Address } from '@/components/ui/address';
import { Alert } from '@/components/ui/alert';
import { Amount } from '@/components/ui/amount';
import { AmountInput } from '@/components/ui/amount-input';
import { Status, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Section } from '@/components/ui/section';
import { Table } from '@/components/ui/table';
import type { OpeningBalance, OpeningStatus } from '@/lib/db/entities/opening-balance';
import type { StoreResult } from '@/lib/ledger/store/chart-store';
import { networkName } from '@/lib/primitives/networks';
import type { AccountingStore } from '@/platform/features/accounting/store/accounting-store';

const STATUS: Record<OpeningStatus, { label: string; tone: BadgeTone }> = {
  proposed: { label: 'To confirm', tone: 'warning' },
  confirmed: { label: 'Confirmed', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'neutral' },
};

interface Props {
  readonly openings: readonly OpeningBalance[];
  readonly walletName: (chainId: number, wallet: string) => string | undefined;
  readonly store: AccountingStore;
  /** The opening balance to review (from a cause's link), and closing it. */
  readonly reviewing: string | null;
  readonly onReview: (id: string | null) => void;
}

/** The opening balances the sync engine proposed: confirm (posts the entry), edit the amount, or reject. */
export function OpeningBalancesSection({ openings, walletName, store, reviewing, onReview }: Props) {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const shown = openings.filter((o) => o.status !== 'confirmed' || o.entryId !== null);
  const report = (done: string) => (result: StoreResult<unknown>) =>
    setMessage(result.ok ? { ok: true, text: done } : { ok: false, text: result.message });
  const proposed = shown.filter((o) => o.status === 'proposed');
  async function confirmAll() {
    for (const o of proposed) {
      const result = await store.confirmOpening(o.id, o.revision);
      if (!result.ok) return report('')(result);
    }
    setMessage({ ok: true, text: `${proposed.length} opening balances confirmed and posted.` });
  }
  const open = openings.find((o) => o.id === reviewing) ?? null;
  return (
    <Section
      title="Opening balances"
      description="What each wallet held where its books start (the block its tracking started), read from the chain. Nothing is posted until you confirm it."
      actions={
        proposed.length > 1 ? (
          <Button variant="secondary" onClick={() => void confirmAll()}>
            Confirm all
          </Button>
        ) : null
      }
    >
      <Table
        label="Opening balances read from the chain"
        rows={shown}
        rowKey={(o) => o.id}
        rowName={(o) => `${o.symbol} opening balance of ${walletName(o.chainId, o.wallet) ?? o.wallet}`}
        rowTestId={(o) => `opening-${o.symbol}`}
        empty="No opening balance to review: a wallet's opening balance is read when its tracking starts."
        columns={[
          {
            id: 'wallet',
            header: 'Wallet',
            rowHeader: true,
            cell: (o) => <Address address={o.wallet} name={walletName(o.chainId, o.wallet)} />,
          },
          { id: 'network', header: 'Network', cell: (o) => networkName(o.chainId) },
          {
            id: 'amount',
            header: 'Amount',
            numeric: true,
            cell: (o) => <Amount units={o.units} asset={o.decimals} symbol={o.symbol} />,
          },
          { id: 'at', header: 'At', cell: (o) => `Block ${o.block}, ${o.date}` },
          {
            id: 'status',
            header: 'Status',
            cell: (o) => <Status tone={STATUS[o.status].tone}>{STATUS[o.status].label}</Status>,
          },
        ]}
        rowLabel={(o) => `${o.symbol} opening balance`}
        rowActions={(o) =>
          o.status === 'confirmed'
            ? []
            : [
                {
                  label: 'Confirm',
                  onSelect: () =>
                    void store.confirmOpening(o.id, o.revision).then(report('Opening balance confirmed and posted.')),
                },
                { label: 'Edit amount', onSelect: () => onReview(o.id) },
                o.status === 'rejected'
                  ? {
                      label: 'Propose again',
                      onSelect: () =>
                        void store.decideOpening(o.id, o.revision, 'proposed').then(report('Proposed again.')),
                    }
                  : {
                      label: 'Reject',
                      tone: 'danger',
                      onSelect: () =>
                        void store
                          .decideOpening(o.id, o.revision, 'rejected')
                          .then(report('Opening balance rejected: nothing was posted.')),
                    },
              ]
        }
      />
      {message ? (
        <Alert tone={message.ok ? 'success' : 'danger'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      ) : null}
      {open ? (
        <OpeningDialog
          opening={open}
          store={store}
          onClose={() => onReview(null)}
          onDone={(text) => setMessage({ ok: true, text })}
        />
      ) : null}
    </Section>
  );
}

function OpeningDialog({
  opening,
  store,
  onClose,
  onDone,
}: {
  opening: OpeningBalance;
  store: AccountingStore;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const asset = { decimals: opening.decimals, symbol: opening.symbol };
  const [text, setText] = useState('');
  const [units, setUnits] = useState<bigint | null>(BigInt(opening.units));
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    if (units === null) return setError('Enter the amount the wallet held');
    let revision = opening.revision;
    if (units.toString() !== opening.units) {
      const edited = await store.editOpening(opening.id, revision, units);
      if (!edited.ok) return setError(edited.message);
      revision = edited.value.revision;
    }
    const result = await store.confirmOpening(opening.id, revision);
    if (!result.ok) return setError(result.message);
    onDone('Opening balance confirmed and posted.');
    onClose();
  }
  return (
    <Dialog
      title={`Opening balance: ${opening.symbol} on ${networkName(opening.chainId)}`}
      onClose={onClose}
      placement="center"
    >
      <div className="space-y-4">
        <p className="text-sm text-muted">
          The chain says the wallet held{' '}
          <Amount units={opening.chainUnits} asset={asset.decimals} symbol={asset.symbol} /> at block {opening.block} (
          {opening.date}). Confirming posts it to the wallet against 3900 Opening balances.
        </p>
        <AmountInput
          label="Opening balance"
          asset={asset}
          value={text}
          placeholder="As read from the chain"
          onChange={(next, parsed) => {
            setText(next);
            setUnits(next.trim() === '' ? BigInt(opening.units) : parsed.ok ? parsed.units : null);
          }}
        />
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void confirm()}>Confirm and post</Button>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
