import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/money/format-money';
import { formatQuantity } from '@/lib/money/format-quantity';
import { fromDecimalString } from '@/lib/money/decimal-string';
import { networkName } from '@/lib/primitives/networks';
import type { TeamMember } from '@/lib/db/entities/team-member';
import type { TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import {
  draftFromWallet,
  EMPTY_WALLET_DRAFT,
  isWalletDraftFilled,
} from '@/platform/features/company/model/wallet-form';
import { removeWallet, addWallet, saveWallet } from '@/platform/features/company/store/company-store';
import { useMembers, useProfile, useWallets } from '@/platform/features/company/store/use-company-data';
import { useDraft } from '@/components/ui/drafts';
import { Address } from '@/components/ui/address';
import { Dialog } from '@/components/ui/dialog';
import { Section } from '@/components/ui/section';
import { Table } from '@/components/ui/table';
import { ApprovalPolicyForm } from './approval-policy-form';
import { SafeCell } from './safe-cell';
import { WalletForm } from './wallet-form';
import { CreateSafeForm } from './create-safe-form';
import { RecordSectionNotices, useRecordSection } from './record-section';
import { emptySafeDraft, type SafeDraft } from '@/platform/features/company/model/safe-form';
import { useWallet } from '@/lib/wallet/use-wallet';

const NO_MEMBERS: readonly TeamMember[] = [];

/** The Wallets column's words for a policy: "Above €1,000.00, 2 approvals; 5,000 EURC". */
export function policyWords(policy: TreasuryWallet['approvalPolicy']): string {
  if (!policy) return 'None';
  const approvals = (policy.approvals ?? 1) > 1 ? `, ${policy.approvals} approvals` : '';
  const limits = policy.assets?.length
    ? `; ${policy.assets
        .map((limit) =>
          formatQuantity(fromDecimalString(limit.above, limit.decimals), limit.decimals, { symbol: limit.symbol }),
        )
        .join(', ')}`
    : '';
  return `Above ${formatMoney(policy.above, policy.currency)}${approvals}${limits}`;
}

/** Treasury wallets: the addresses, per network, that the Transactions page tracks; Add and Edit in a side panel. */

export function TreasurySection({ db }: { db: WorkspaceDb }) {
  const live = useWallets(db);
  const section = useRecordSection({
    name: 'wallet',
    dirtyKey: 'wallets',
    live,
    emptyDraft: EMPTY_WALLET_DRAFT,
    draftOf: draftFromWallet,
    isFilled: isWalletDraftFilled,
    labelOf: (wallet) => wallet.label,
    removeRecord: (wallet) => removeWallet(db, wallet),
    restoreRecord: (wallet) => addWallet(db, wallet),
  });
  const { add, edit, heading, records: wallets } = section;
  const edited = edit.record;
  const team = useMembers(db);
  const members = team.status === 'ready' ? team.data.records : NO_MEMBERS;
  const session = useWallet();
  const [safeDraft, setSafeDraft] = useDraft<SafeDraft>('safe-create', emptySafeDraft(session.account));
  const [creatingSafe, setCreatingSafe] = useDraft<boolean>('safe-create-open', false);
  const [policyOf, setPolicyOf] = useState<string | null>(null);
  const profile = useProfile(db);
  const currency = profile.status === 'ready' ? (profile.data.record?.baseCurrency ?? '') : '';
  const policyWallet = wallets.find((wallet) => wallet.id === policyOf) ?? null;

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
          <Button onClick={add.show}>Add wallet</Button>
        </>
      }
    >
      <RecordSectionNotices live={live} noun="treasury wallet" removeError={section.removeError} />
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
            { label: 'Edit', onSelect: () => edit.start(wallet) },
            { label: 'Approval policy', onSelect: () => setPolicyOf(wallet.id) },
            { label: 'Remove', tone: 'danger', onSelect: () => void section.remove(wallet) },
          ]}
        />
      ) : null}
      {add.open ? (
        <Dialog title="Add a treasury wallet" onClose={add.close} fallbackFocus={heading}>
          <WalletForm
            legend="Add a treasury wallet"
            existing={wallets}
            editing={null}
            {...add.form}
            submitLabel="Add wallet"
            save={async (wallet) => {
              await addWallet(db, wallet);
              add.done();
            }}
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
      {edited && edit.form ? (
        <Dialog title={`Edit ${edited.label}`} onClose={edit.close} fallbackFocus={heading}>
          <WalletForm
            legend={`Edit ${edited.label}`}
            existing={wallets}
            editing={edited}
            {...edit.form}
            submitLabel="Save wallet"
            save={async (wallet, chosen) => {
              const base = edit.base(chosen);
              // Kept over a wallet removed elsewhere: put back as it is now (a create).
              await (base === null ? addWallet(db, wallet) : saveWallet(db, wallet, base));
              edit.close();
            }}
          />
        </Dialog>
      ) : null}
    </Section>
  );
}
