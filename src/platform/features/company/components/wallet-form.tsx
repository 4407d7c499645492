import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { TREASURY_NETWORKS, type TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import {
  duplicateWalletMessage,
  walletFromDraft,
  type WalletDraft,
  type WalletField,
} from '@/platform/features/company/model/wallet-form';
import { addWallet, DuplicateWalletError } from '@/platform/features/company/store/company-store';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { StorageAlert } from '@/components/workspace/storage-alert';
import { FieldSaveError, useRecordForm } from '@/components/ui/use-record-form';

export interface WalletFormProps {
  readonly db: WorkspaceDb;
  readonly existing: readonly TreasuryWallet[];
  readonly draft: WalletDraft;
  readonly onDraftChange: (draft: WalletDraft) => void;
  readonly onAdded: () => void;
  readonly onCancel?: () => void;
}

/** Adds a treasury wallet; the same address on the same network is refused below the address field. */
export function WalletForm({ db, existing, draft, onDraftChange, onAdded, onCancel }: WalletFormProps) {
  const base = useId();
  const result = walletFromDraft(draft, existing, { now: new Date(), newId: () => crypto.randomUUID() });
  const { formRef, errorFor, onSubmit, saving, saveError, edited } = useRecordForm<WalletField, TreasuryWallet>({
    validation: result.ok ? { ok: true, value: result.wallet } : result,
    save: async (wallet) => {
      try {
        await addWallet(db, wallet);
      } catch (error) {
        // Added meanwhile in another tab: same message as the check before saving.
        if (error instanceof DuplicateWalletError)
          throw new FieldSaveError<WalletField>('address', duplicateWalletMessage(error.chainId));
        throw error;
      }
      onAdded();
    },
  });
  const input = (field: WalletField) => ({
    value: draft[field],
    onChange: (event: { target: { value: string } }) => {
      onDraftChange({ ...draft, [field]: event.target.value });
      edited();
    },
  });
  const bind = (field: WalletField) => ({ id: `${base}-${field}`, error: errorFor(field) });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Add a treasury wallet</legend>
        <Input {...bind('label')} {...input('label')} label="Label" aria-required="true" autoComplete="off" />
        <Select
          {...bind('chainId')}
          {...input('chainId')}
          label="Network"
          options={TREASURY_NETWORKS.map((network) => ({
            value: String(network.chainId),
            label: `${network.name} (${network.chainId})`,
          }))}
        />
        <div className="sm:col-span-2">
          <Input
            {...bind('address')}
            {...input('address')}
            label="Address"
            aria-required="true"
            spellCheck={false}
            autoComplete="off"
            className="font-mono"
          />
        </div>
      </fieldset>
      {saveError ? (
        <div className="mt-4">
          <StorageAlert error={saveError} />
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          Add wallet
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
