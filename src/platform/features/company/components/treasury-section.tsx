import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { networkName } from '@/lib/primitives/networks';
import type { TeamMember } from '@/lib/db/entities/team-member';
import type { TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import {
  draftFromWallet,
  EMPTY_WALLET_DRAFT,
  isWalletDraftFilled,
  type WalletDraft,
} from '@/platform/features/company/model/wallet-form';
import { removeWallet, addWallet, saveWallet } from '@/platform/features/company/store/company-store';
import { useMembers, useProfile, useWallets } from '@/platform/features/company/store/use-company-data';
import { CorruptRecordsNotice } from '@/components/workspace/corrupt-records-notice';
import { useDirtyFlag, useDraft } from '@/components/ui/drafts';
import { StorageAlert } from '@/components/workspace/storage-alert';
import { useRemoveWithUndo } from '@/components/ui/use-remove-with-undo';
import { Address } from '@/components/ui/address';
import { Dialog } from '@/components/ui/dialog';
import { Section } from '@/components/ui/section';
import { Table } from '@/components/ui/table';
import { ApprovalPolicyForm } from './approval-policy-form';
import { SafeCell } from './safe-cell';
import { WalletForm } from './wallet-form';
import { CreateSafeForm } from './create-safe-form';
import { emptySafeDraft, type SafeDraft } from '@/platform/features/company/model/safe-form';
import { useWallet } from '@/lib/wallet/use-wallet';

/**
 * The wallet being edited. Untouched (draft null), the form follows storage; the first change
 * fixes the revision it builds on (`base`), which a save then requires (two tabs, two people).
 */
interface Editing {
  readonly id: string;
  readonly base: number;
  readonly draft: WalletDraft | null;
}

const NO_MEMBERS: readonly TeamMember[] = [];

/** Treasury wallets: the addresses, per network, that the Transactions page tracks; Add and Edit in a side panel. */
/** The Wallets column's words for a policy: "Above EUR 1000, 2 approvals; 5000 EURC". */
export function policyWords(policy: TreasuryWallet['approvalPolicy']): string {
  if (!policy) return 'None';
  const approvals = (policy.approvals ?? 1) > 1 ? `, ${policy.approvals} approvals` : '';
  const limits = policy.assets?.length
    ? `; ${policy.assets.map((limit) => `${limit.above} ${limit.symbol}`).join(', ')}`
    : '';
  return `Above ${policy.currency} ${policy.above}${approvals}${limits}`;
}

export function TreasurySection({ db }: { db: WorkspaceDb }) {
  const live = useWallets(db);
  const wallets = live.status === 'ready' ? live.data.records : [];
  const team = useMembers(db);
  const members = team.status === 'ready' ? team.data.records : NO_MEMBERS;
  const [draft, setDraft] = useDraft<WalletDraft>('wallet-add', EMPTY_WALLET_DRAFT);
  const [adding, setAdding] = useDraft<boolean>('wallet-add-open', false);
  const [editing, setEditing] = useDraft<Editing | null>('wallet-edit', null);
  const session = useWallet();
  const [safeDraft, setSafeDraft] = useDraft<SafeDraft>('safe-create', emptySafeDraft(session.account));
  const [creatingSafe, setCreatingSafe] = useDraft<boolean>('safe-create-open', false);
  const [policyOf, setPolicyOf] = useState<string | null>(null);
  const profile = useProfile(db);
  const currency = profile.status === 'ready' ? (profile.data.record?.baseCurrency ?? '') : '';
  const policyWallet = wallets.find((wallet) => wallet.id === policyOf) ?? null;
  const { remove: removeWithUndo, removeError, heading } = useRemoveWithUndo();
  const edited = wallets.find((wallet) => wallet.id === editing?.id) ?? null;
  const editChanged =
    !!editing?.draft && !!edited && JSON.stringify(editing.draft) !== JSON.stringify(draftFromWallet(edited));
  useDirtyFlag('wallets', isWalletDraftFilled(draft) || editChanged);

  const remove = async (wallet: TreasuryWallet) => {
    const removed = await removeWithUndo(
      wallet.label,
      () => removeWallet(db, wallet),
      () => addWallet(db, wallet),
    );
    if (removed && editing?.id === wallet.id) setEditing(null);
  };

  const closeAdd = () => setAdding(false);
  const closeEdit = () => setEditing(null);

  return (
    <Section
      title="Wallets"
      description="The Transactions page tracks these addresses on their networks."
      headingRef={heading}
      actions={
        <>
          <Button variant="secondary" onClick={() => setCreatingSafe(true)}>
            Create a Safe
          </Button>
          <Button onClick={() => setAdding(true)}>Add wallet</Button>
        </>
      }
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
            { id: 'safe', header: 'Safe', cell: (wallet) => <SafeCell wallet={wallet} members={members} /> },
            {
              id: 'policy',
              header: 'Approval policy',
              cell: (wallet) => policyWords(wallet.approvalPolicy),
            },
          ]}
          rowActions={(wallet) => [
            { label: 'Edit', onSelect: () => setEditing({ id: wallet.id, base: wallet.revision, draft: null }) },
            { label: 'Approval policy', onSelect: () => setPolicyOf(wallet.id) },
            { label: 'Remove', tone: 'danger', onSelect: () => void remove(wallet) },
          ]}
        />
      ) : null}
      {adding ? (
        <Dialog title="Add a treasury wallet" onClose={closeAdd} fallbackFocus={heading}>
          <WalletForm
            legend="Add a treasury wallet"
            existing={wallets}
            editing={null}
            draft={draft}
            onDraftChange={setDraft}
            submitLabel="Add wallet"
            save={async (wallet) => {
              await addWallet(db, wallet);
              setDraft(EMPTY_WALLET_DRAFT);
              closeAdd();
            }}
            onCancel={closeAdd}
          />
        </Dialog>
      ) : null}
      {creatingSafe ? (
        <Dialog title="Create a Safe" onClose={() => setCreatingSafe(false)} fallbackFocus={heading}>
          <CreateSafeForm
            db={db}
            draft={safeDraft}
            onDraftChange={setSafeDraft}
            onDone={() => {
              setSafeDraft(emptySafeDraft(session.account));
              setCreatingSafe(false);
            }}
          />
        </Dialog>
      ) : null}
      {policyWallet ? (
        <Dialog
          title={`Approval policy of ${policyWallet.label}`}
          onClose={() => setPolicyOf(null)}
          fallbackFocus={heading}
        >
          <ApprovalPolicyForm db={db} wallet={policyWallet} currency={currency} onDone={() => setPolicyOf(null)} />
        </Dialog>
      ) : null}
      {edited ? (
        <Dialog title={`Edit ${edited.label}`} onClose={closeEdit} fallbackFocus={heading}>
          <WalletForm
            legend={`Edit ${edited.label}`}
            existing={wallets}
            editing={edited}
            draft={editing?.draft ?? draftFromWallet(edited)}
            onDraftChange={(next) =>
              setEditing({ id: edited.id, base: editing?.draft ? editing.base : edited.revision, draft: next })
            }
            submitLabel="Save wallet"
            save={async (wallet, chosen) => {
              const base = chosen ? chosen.revision : editing?.draft ? editing.base : edited.revision;
              // Kept over a wallet removed elsewhere: put back as it is now (a create).
              await (base === null ? addWallet(db, wallet) : saveWallet(db, wallet, base));
              closeEdit();
            }}
            onCancel={closeEdit}
            onTakeTheirs={(theirs) => setEditing(theirs ? { id: theirs.id, base: theirs.revision, draft: null } : null)}
          />
        </Dialog>
      ) : null}
    </Section>
  );
}
