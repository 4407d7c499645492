import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { networkName } from '@/lib/primitives/networks';
import type { TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import {
  EMPTY_WALLET_DRAFT,
  isWalletDraftFilled,
  type WalletDraft,
} from '@/platform/features/company/model/wallet-form';
import { removeWallet, addWallet } from '@/platform/features/company/store/company-store';
import { useWallets } from '@/platform/features/company/store/use-company-data';
import { CorruptRecordsNotice } from '@/components/ui/corrupt-records-notice';
import { useDirtyFlag, useDraft } from '@/components/ui/drafts';
import { StorageAlert } from '@/components/ui/storage-alert';
import { useRemoveWithUndo } from '@/components/ui/use-remove-with-undo';
import { WalletForm } from './wallet-form';

/** Treasury wallets: the addresses, per network, that the Transactions page tracks. */
export function TreasurySection({ db }: { db: WorkspaceDb }) {
  const headingId = useId();
  const live = useWallets(db);
  const wallets = live.status === 'ready' ? live.data.records : [];
  const [draft, setDraft] = useDraft<WalletDraft>('wallet-add', EMPTY_WALLET_DRAFT);
  const { remove: removeWithUndo, removeError, heading } = useRemoveWithUndo();
  useDirtyFlag('wallets', isWalletDraftFilled(draft));

  const remove = (wallet: TreasuryWallet) =>
    removeWithUndo(
      wallet.label,
      () => removeWallet(db, wallet),
      () => addWallet(db, wallet),
    );

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold">
        Treasury wallets
      </h2>
      <p className="text-sm text-muted">
        The Transactions page tracks these addresses on their networks.
      </p>
      {live.status === 'error' ? <StorageAlert error={live.error} /> : null}
      {live.status === 'ready' ? <CorruptRecordsNotice corrupt={live.data.corrupt} noun="treasury wallet" /> : null}
      {removeError ? <StorageAlert error={removeError} /> : null}
      {live.status === 'ready' && wallets.length === 0 ? (
        <p className="text-sm text-muted">No treasury wallets yet.</p>
      ) : null}
      {wallets.length > 0 ? (
        <ul aria-label="Treasury wallets" className="grid gap-3">
          {wallets.map((wallet) => (
            <li
              key={wallet.id}
              className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-border p-4"
            >
              <div className="min-w-0 space-y-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-words">{wallet.label}</span>
                  <span className="text-sm text-muted">{networkName(wallet.chainId)}</span>
                </p>
                <p className="font-mono text-xs break-all text-muted">{wallet.address}</p>
              </div>
              <Button variant="secondary" aria-label={`Remove ${wallet.label}`} onClick={() => void remove(wallet)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <WalletForm
        db={db}
        existing={wallets}
        draft={draft}
        onDraftChange={setDraft}
        onAdded={() => setDraft(EMPTY_WALLET_DRAFT)}
      />
    </section>
  );
}
