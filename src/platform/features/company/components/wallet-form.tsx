import { useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { eip1193Reader } from '@/lib/chain/rpc-client';
import { networkName } from '@/lib/primitives/networks';
import { readSafe } from '@/lib/safe/read-safe';
import { getWalletProvider, getWalletState } from '@/lib/wallet/wallet-store';
import { safeRefusal } from '@/platform/features/company/model/safe-wallet';
import { TREASURY_NETWORKS, type TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import type { BaseRevision } from '@/lib/db/revision-save';
import {
  duplicateWalletMessage,
  walletChanges,
  walletFromDraft,
  type WalletDraft,
  type WalletField,
} from '@/platform/features/company/model/wallet-form';
import { DuplicateWalletError } from '@/platform/features/company/store/company-store';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { FieldSaveError, useRecordForm } from '@/components/ui/use-record-form';
import { RecordFormEnd, useDraftFields } from './record-form-parts';

export interface WalletFormProps {
  readonly legend: string;
  readonly existing: readonly TreasuryWallet[];
  /** The wallet being edited, or null to add a new one. */
  readonly editing: TreasuryWallet | null;
  readonly draft: WalletDraft;
  readonly onDraftChange: (draft: WalletDraft) => void;
  readonly submitLabel: string;
  /** Stores the wallet; `chosen`: the user kept theirs over a newer version, save on top of that revision. */
  readonly save: (wallet: TreasuryWallet, chosen?: { readonly revision: BaseRevision }) => Promise<void>;
  readonly onCancel?: () => void;
  /** The user took the newer version after a refused save (null: it was removed elsewhere). */
  readonly onTakeTheirs?: (theirs: TreasuryWallet | null) => void;
}

/** Adds or edits a treasury wallet; the same address on the same network is refused below the address field. */
export function WalletForm(props: WalletFormProps) {
  const { legend, existing, editing, draft, onDraftChange, submitLabel, save, onCancel, onTakeTheirs } = props;
  // Adding "as a Safe" reads the address on chain first and refuses it with the reason if it is not one.
  const [asSafe, setAsSafe] = useState(false);
  const result = walletFromDraft(draft, existing, { now: new Date(), newId: () => crypto.randomUUID() }, editing);
  const { formRef, onSubmit, ...form } = useRecordForm<WalletField, TreasuryWallet>({
    validation: result.ok ? { ok: true, value: result.wallet } : result,
    save: async (wallet, chosen) => {
      if (asSafe) await checkSafe(wallet.chainId, wallet.address);
      try {
        await save(wallet, chosen);
      } catch (error) {
        // Added meanwhile in another tab: same message as the check before saving.
        if (error instanceof DuplicateWalletError)
          throw new FieldSaveError<WalletField>('address', duplicateWalletMessage(error.chainId));
        throw error;
      }
    },
  });
  const field = useDraftFields(draft, onDraftChange, form);

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{legend}</legend>
        <Input {...field('label')} label="Label" aria-required="true" autoComplete="off" />
        <Select
          {...field('chainId')}
          label="Network"
          options={TREASURY_NETWORKS.map((network) => ({
            value: String(network.chainId),
            label: `${network.name} (${network.chainId})`,
          }))}
        />
        <div className="sm:col-span-2">
          <Input
            {...field('address')}
            label="Address"
            aria-required="true"
            spellCheck={false}
            autoComplete="off"
            className="font-mono"
          />
        </div>
        {editing ? null : (
          <Checkbox
            className="sm:col-span-2"
            label="Add it as a Safe"
            hint="Checked on chain before it is added: refused unless it is a Safe 1.3.0 or 1.4.1 set up with owners."
            checked={asSafe}
            onChange={(event) => setAsSafe(event.target.checked)}
          />
        )}
      </fieldset>
      <RecordFormEnd
        form={form}
        editing={editing}
        noun={(theirs) => `wallet ${theirs?.label ?? editing?.label ?? ''}`.trim()}
        changes={(theirs) => walletChanges(theirs, draft)}
        submitLabel={submitLabel}
        onCancel={onCancel}
        onTakeTheirs={onTakeTheirs}
      />
    </form>
  );
}

/** Refuses (below the address) an address that the chain does not show as a supported Safe. */
async function checkSafe(chainId: number, address: string): Promise<void> {
  const provider = getWalletProvider();
  if (!provider || getWalletState().chainId !== chainId)
    throw new FieldSaveError<WalletField>(
      'address',
      `Switch your wallet to ${networkName(chainId)} to check the Safe on chain before adding it.`,
    );
  const refusal = safeRefusal(await readSafe(eip1193Reader(provider, chainId), address));
  if (refusal) throw new FieldSaveError<WalletField>('address', refusal);
}
