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
import { CorruptRecordsNotice } from '@/components/workspace/corrupt-records-notice';
import { useDirtyFlag, useDraft } from '@/components/ui/drafts';
import { StorageAlert } from '@/components/workspace/storage-alert';
import { useRemoveWithUndo } from '@/components/ui/use-remove-with-undo';
import { Address } from '@/components/ui/address';
import { Dialog } from '@/components/ui/dialog';
import { Section } from '@/components/ui/section';
import { Table } from '@/components/ui/table';
import { WalletForm } from './wallet-form';

/** Treasury wallets: the addresses, per network, that the Transactions page tracks. */
export function TreasurySection({ db }: { db: WorkspaceDb }) {
  const live = useWallets(db);
  const wallets = live.status === 'ready' ? live.data.records : [];
  const [draft, setDraft] = useDraft<WalletDraft>('wallet-add', EMPTY_WALLET_DRAFT);
  const [adding, setAdding] = useDraft<boolean>('wallet-add-open', false);
  const { remove: removeWithUndo, removeError, heading } = useRemoveWithUndo();
  useDirtyFlag('wallets', isWalletDraftFilled(draft));

  const remove = (wallet: TreasuryWallet) =>
    removeWithUndo(
      wallet.label,
      () => removeWallet(db, wallet),
      () => addWallet(db, wallet),
    );

  const closeAdd = () => setAdding(false);

  return (
    <Section
      title="Wallets"
      description="The Transactions page tracks these addresses on their networks."
      headingRef={heading}
      actions={<Button onClick={() => setAdding(true)}>Add wallet</Button>}
    >
      {live.status === 'error' ? <StorageAlert error={live.error} /> : null}
      {live.status === 'ready' ? <CorruptRecordsNotice corrupt={live.data.corrupt} noun="treasury wallet" /> : null}
      {removeError ? <StorageAlert error={removeError} /> : null}
      {live.status !== 'error' ? (
        <Table
          label="Treasury wallets"
          rows={wallets}
          rowKey={(wallet) => wallet.id}
          rowLabel={(wallet) => wallet.label}
          loading={live.status !== 'ready'}
          empty="No treasury wallets yet."
          columns={[
            {
              id: 'label',
              header: 'Label',
              cell: (wallet) => <span className="font-medium break-words">{wallet.label}</span>,
            },
            { id: 'network', header: 'Network', cell: (wallet) => networkName(wallet.chainId) },
            { id: 'address', header: 'Address', cell: (wallet) => <Address address={wallet.address} /> },
          ]}
          rowActions={(wallet) => [{ label: 'Remove', tone: 'danger', onSelect: () => void remove(wallet) }]}
        />
      ) : null}
      {adding ? (
        <Dialog title="Add a treasury wallet" onClose={closeAdd} fallbackFocus={heading}>
          <WalletForm
            db={db}
            existing={wallets}
            draft={draft}
            onDraftChange={setDraft}
            onAdded={() => {
              setDraft(EMPTY_WALLET_DRAFT);
              closeAdd();
            }}
            onCancel={closeAdd}
          />
        </Dialog>
      ) : null}
    </Section>
  );
}
