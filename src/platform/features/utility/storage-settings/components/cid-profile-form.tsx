import { useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { StorageAlert } from '@/components/workspace/storage-alert';
import { useLiveQuery } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { CidProfile } from '@/lib/ipfs/import-file';
import { CID_PROFILE_CHOICES, CID_PROFILE_HINT, readCidProfile, saveCidProfile } from '@/lib/ipfs/pinning-settings';

/** The default CID profile Storage adds new documents with, kept in the workspace. */
export function CidProfileForm({ db }: { db: WorkspaceDb }) {
  const stored = useLiveQuery(() => readCidProfile(db), [db]);
  if (stored.status === 'error') return <StorageAlert error={stored.error} />;
  if (stored.status !== 'ready') return null;
  return <CidProfileField db={db} initial={stored.data} />;
}

function CidProfileField({ db, initial }: { db: WorkspaceDb; initial: CidProfile }) {
  const [profile, setProfile] = useState(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const save = async (event: SubmitEvent) => {
    event.preventDefault();
    setNotice(null);
    setError(null);
    try {
      await saveCidProfile(db, profile);
      setNotice('Storage adds new documents with this profile unless you choose another when adding.');
    } catch (failure) {
      setError(failure);
    }
  };
  return (
    <Card title="Storage CID profile" level={3}>
      <form aria-label="Storage CID profile" onSubmit={(e) => void save(e)} className="grid gap-3" noValidate>
        <Select
          id="storage-default-profile"
          label="Default CID profile for new documents"
          hint={`${CID_PROFILE_HINT} Kept in this workspace.`}
          value={profile}
          onChange={(e) => setProfile(e.target.value as CidProfile)}
          options={CID_PROFILE_CHOICES.map((choice) => ({ value: choice.value, label: choice.label }))}
        />
        <div>
          <Button type="submit">Save CID profile</Button>
        </div>
        {notice ? (
          <p role="status" className="text-sm">
            {notice}
          </p>
        ) : null}
        {error ? <StorageAlert error={error} /> : null}
      </form>
    </Card>
  );
}
