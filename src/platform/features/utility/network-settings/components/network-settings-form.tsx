import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { StatusLine } from '@/components/ui/status-line';
import { StorageAlert } from '@/components/workspace/storage-alert';
import { FieldSaveError, useRecordForm } from '@/components/ui/use-record-form';
import type { Network } from '@/lib/primitives/networks';
import type { NetworkSetting } from '@/lib/db/entities/network-setting';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { diffFields, type DiffField } from '@/lib/forms/field-diff';
import { newerRecord, type BaseRevision } from '@/lib/db/revision-save';
import { RevisionConflict } from '@/components/workspace/revision-conflict';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import {
  checkEndpoints,
  DEFAULT_CHECKERS,
  type EndpointCheckers,
} from '@/platform/features/utility/network-settings/model/check-endpoints';
import {
  draftFromSetting,
  endpointsToCheck,
  isDraftChanged,
  settingFromDraft,
  type NetworkSettingsDraft,
  type NetworkSettingsField,
} from '@/platform/features/utility/network-settings/model/network-settings-form';
import { saveNetworkSetting } from '@/platform/features/utility/network-settings/store/network-settings-store';

export interface NetworkSettingsFormProps {
  readonly db: WorkspaceDb;
  readonly network: Network;
  readonly stored: NetworkSetting | null;
  readonly draft: NetworkSettingsDraft;
  /** The stored revision the draft started from; a save requires it still. */
  readonly base: BaseRevision;
  readonly onDraftChange: (draft: NetworkSettingsDraft) => void;
  readonly onSaved: () => void;
  /** After a refused save, the user took the newer settings: drop the draft. */
  readonly onTakeTheirs: () => void;
  readonly checkers?: EndpointCheckers;
}

const TEXT_FIELDS: readonly { field: NetworkSettingsField; label: string; hint: (network: Network) => string }[] = [
  {
    field: 'rpcUrl',
    label: 'RPC URL',
    hint: (n) => `Empty: ${n.rpcUrl ?? 'your wallet’s connection when it is on this network'}`,
  },
  {
    field: 'explorerApiUrl',
    label: 'Explorer API URL',
    hint: (n) =>
      `Etherscan-compatible. Empty: ${n.explorerApiUrl ?? 'none, history is read block by block from the RPC'}`,
  },
  { field: 'explorerApiKey', label: 'Explorer API key', hint: () => 'Optional for Blockscout; required by Etherscan' },
];

const CONFLICT_FIELDS: readonly DiffField<NetworkSettingsDraft>[] = [
  ...TEXT_FIELDS.map(({ field, label }) => ({
    key: field,
    label,
    show: (value: unknown) => String(value).trim() || 'Default',
  })),
  { key: 'tracked', label: 'Track the company’s wallets', show: (value) => (value ? 'Yes' : 'No') },
];

/** One network's endpoints: each new endpoint is called before saving, its refusal shown by its field. */
export function NetworkSettingsForm({
  db,
  network,
  stored,
  draft,
  base: baseRevision,
  onDraftChange,
  onSaved,
  onTakeTheirs,
  checkers = DEFAULT_CHECKERS,
}: NetworkSettingsFormProps) {
  const base = useId();
  const [checkErrors, setCheckErrors] = useState<FieldErrors<NetworkSettingsField>>({});
  const [status, setStatus] = useState<string | null>(null);
  const changed = isDraftChanged(draft, stored);
  const form = useRecordForm<NetworkSettingsField, NetworkSetting>({
    validation: settingFromDraft(network.chainId, draft, new Date()),
    save: async (setting, chosen) => {
      setStatus('Checking the endpoints…');
      const errors = await checkEndpoints(
        network.chainId,
        endpointsToCheck(setting, stored, network.explorerApiUrl),
        checkers,
      );
      setCheckErrors(errors);
      const first = (Object.keys(errors) as NetworkSettingsField[])[0];
      if (first) {
        setStatus('Not saved: an endpoint did not pass its check');
        throw new FieldSaveError<NetworkSettingsField>(first, errors[first] ?? '');
      }
      try {
        // The books' start day is set on Accounting's Reconciliation tab: kept as stored.
        const booksStartOn = stored?.booksStartOn ?? null;
        await saveNetworkSetting(db, { ...setting, booksStartOn }, chosen ? chosen.revision : baseRevision);
      } catch (error) {
        setStatus(null); // the refusal (a conflict, a storage error) is shown on its own
        throw error;
      }
    },
    onSaved: () => {
      setStatus('Saved');
      onSaved();
    },
  });
  const { formRef, errorFor, onSubmit, saving, saveError, edited, conflict } = form;
  const theirs = conflict ? newerRecord(conflict.stored as NetworkSetting | null, stored) : null;
  const change = (next: NetworkSettingsDraft, field?: NetworkSettingsField) => {
    onDraftChange(next);
    edited();
    setStatus(null);
    // The explorer is checked with its key: a new key or URL makes either's refusal stale.
    if (field === 'rpcUrl') setCheckErrors({ ...checkErrors, rpcUrl: undefined });
    else if (field) setCheckErrors({ ...checkErrors, explorerApiUrl: undefined, explorerApiKey: undefined });
  };

  return (
    <Card>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={`${network.name} settings`} className="space-y-4">
        <div className="grid gap-4">
          {TEXT_FIELDS.map(({ field, label, hint }) => (
            <Input
              key={field}
              id={`${base}-${field}`}
              label={label}
              hint={hint(network)}
              error={errorFor(field) ?? checkErrors[field]}
              value={draft[field]}
              onChange={(event) => change({ ...draft, [field]: event.target.value }, field)}
              inputMode={field === 'explorerApiKey' ? undefined : 'url'}
              spellCheck={false}
              autoComplete="off"
              className="font-mono"
            />
          ))}
          <Checkbox
            label="Track the company's wallets on this network"
            checked={draft.tracked}
            onChange={(event) => change({ ...draft, tracked: event.target.checked })}
          />
        </div>
        {saveError ? <StorageAlert error={saveError} /> : null}
        {conflict ? (
          <RevisionConflict
            noun={`${network.name} setting`}
            changes={diffFields(draftFromSetting(theirs), draft, CONFLICT_FIELDS)}
            removed={!theirs}
            focusKey={form.conflictCount}
            busy={saving}
            onKeepMine={() => {
              setStatus(null);
              form.keepMine(theirs?.revision ?? null);
            }}
            onTakeTheirs={() => {
              setStatus(null);
              onTakeTheirs();
              form.dismissConflict();
            }}
          />
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={!changed || saving} aria-busy={saving || undefined}>
            {saving ? 'Checking…' : 'Save'}
          </Button>
          <StatusLine message={status} />
        </div>
      </form>
    </Card>
  );
}
