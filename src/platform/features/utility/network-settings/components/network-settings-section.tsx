import { useId, useState, type Dispatch, type SetStateAction } from 'react';
import { Select } from '@/components/ui/select';
import { NoAccountNotice } from '@/components/workspace/no-account-notice';
import { CorruptRecordsNotice } from '@/components/workspace/corrupt-records-notice';
import { StorageAlert } from '@/components/workspace/storage-alert';
import { KNOWN_NETWORKS, knownNetwork } from '@/lib/primitives/networks';
import type { BaseRevision } from '@/lib/db/revision-save';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import {
  draftFromSetting,
  type NetworkSettingsDraft,
} from '@/platform/features/utility/network-settings/model/network-settings-form';
import { useWorkspace } from '@/lib/db/use-workspace';
import { useNetworkSettings } from '@/platform/features/utility/network-settings/store/use-network-settings';
import { NetworkSettingsForm } from './network-settings-form';

/** Network settings of the connected account's workspace (a notice without an account). */
export function NetworkSettingsSection() {
  const { account, db } = useWorkspace();
  // Drafts per network stay in memory only (never sessionStorage: they may hold an API key), so
  // switching the network menu, a refused save or a wallet reconnect never loses what was typed.
  const drafts = useState<Drafts>(new Map());
  if (!account || !db) return <NoAccountNotice />;
  return <NetworkSettings key={account} db={db} drafts={drafts} />;
}

/** A network's draft and the stored revision it started from (a save requires it still). */
type Drafts = ReadonlyMap<number, { readonly draft: NetworkSettingsDraft; readonly base: BaseRevision }>;
type DraftState = readonly [Drafts, Dispatch<SetStateAction<Drafts>>];

/** Per known network an RPC URL, an explorer API and whether the company's wallets on it are tracked. */
function NetworkSettings({ db, drafts: [drafts, setDrafts] }: { db: WorkspaceDb; drafts: DraftState }) {
  const selectId = useId();
  const live = useNetworkSettings(db);
  const [chainId, setChainId] = useState<number>(KNOWN_NETWORKS[0]?.chainId ?? 1);
  const network = knownNetwork(chainId);
  const stored =
    live.status === 'ready' ? (live.data.records.find((setting) => setting.chainId === chainId) ?? null) : null;
  const setDraft = (draft: NetworkSettingsDraft | null) =>
    setDrafts((current) => {
      const next = new Map(current);
      const held = current.get(chainId);
      if (draft) next.set(chainId, { draft, base: held ? held.base : (stored?.revision ?? null) });
      else next.delete(chainId);
      return next;
    });

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        The endpoints and API keys you set here are stored in this browser&apos;s workspace, and in its backups: a
        backup file keeps them encrypted only if you encrypt the backup. Leave a field empty to use the network&apos;s
        default. Each endpoint is called once before it is saved.
      </p>
      {live.status === 'error' ? <StorageAlert error={live.error} /> : null}
      {live.status === 'ready' ? <CorruptRecordsNotice corrupt={live.data.corrupt} noun="network setting" /> : null}
      <div className="max-w-sm">
        <Select
          id={selectId}
          label="Network"
          value={String(chainId)}
          onChange={(event) => setChainId(Number(event.target.value))}
          options={KNOWN_NETWORKS.map((known) => ({
            value: String(known.chainId),
            label: `${known.name} (${known.chainId})`,
          }))}
        />
      </div>
      {network && live.status === 'ready' ? (
        <NetworkSettingsForm
          key={chainId}
          db={db}
          network={network}
          stored={stored}
          draft={drafts.get(chainId)?.draft ?? draftFromSetting(stored)}
          base={drafts.get(chainId)?.base ?? stored?.revision ?? null}
          onDraftChange={setDraft}
          onSaved={() => setDraft(null)}
          onTakeTheirs={() => setDraft(null)}
        />
      ) : null}
    </div>
  );
}
