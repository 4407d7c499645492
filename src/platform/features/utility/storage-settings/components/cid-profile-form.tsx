import { useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CONTROL_CLASSES, FormField } from '@/components/ui/form-field';
import { StorageAlert } from '@/components/ui/storage-alert';
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
    <form
      aria-label="Storage CID profile"
      onSubmit={(e) => void save(e)}
      className="grid gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      noValidate
    >
      <h3 className="text-base font-semibold">Storage CID profile</h3>
      <FormField
        id="storage-default-profile"
        label="Default CID profile for new documents"
        hint={`${CID_PROFILE_HINT} Kept in this workspace.`}
      >
        {(control) => (
          <select
            {...control}
            className={CONTROL_CLASSES}
            value={profile}
            onChange={(e) => setProfile(e.target.value as CidProfile)}
          >
            {CID_PROFILE_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
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
  );
}
