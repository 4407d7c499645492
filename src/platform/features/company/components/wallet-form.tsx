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
import { CONTROL_CLASSES, FormField } from '@/components/ui/form-field';
import { StorageAlert } from '@/components/ui/storage-alert';
import { FieldSaveError, useRecordForm } from '@/components/ui/use-record-form';

export interface WalletFormProps {
  readonly db: WorkspaceDb;
  readonly existing: readonly TreasuryWallet[];
  readonly draft: WalletDraft;
  readonly onDraftChange: (draft: WalletDraft) => void;
  readonly onAdded: () => void;
}

/** Adds a treasury wallet; the same address on the same network is refused below the address field. */
export function WalletForm({ db, existing, draft, onDraftChange, onAdded }: WalletFormProps) {
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
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="rounded-xl border border-border p-4"
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Add a treasury wallet</legend>
        <FormField {...bind('label')} label="Label">
          {(control) => (
            <input
              {...control}
              {...input('label')}
              aria-required="true"
              autoComplete="off"
              className={CONTROL_CLASSES}
            />
          )}
        </FormField>
        <FormField {...bind('chainId')} label="Network">
          {(control) => (
            <select {...control} {...input('chainId')} className={CONTROL_CLASSES}>
              {TREASURY_NETWORKS.map((network) => (
                <option key={network.chainId} value={String(network.chainId)}>
                  {network.name} ({network.chainId})
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="sm:col-span-2">
          <FormField {...bind('address')} label="Address">
            {(control) => (
              <input
                {...control}
                {...input('address')}
                aria-required="true"
                spellCheck={false}
                autoComplete="off"
                className={`${CONTROL_CLASSES} font-mono`}
              />
            )}
          </FormField>
        </div>
      </fieldset>
      {saveError ? (
        <div className="mt-4">
          <StorageAlert error={saveError} />
        </div>
      ) : null}
      <div className="mt-4">
        <Button type="submit" disabled={saving}>
          Add wallet
        </Button>
      </div>
    </form>
  );
}
