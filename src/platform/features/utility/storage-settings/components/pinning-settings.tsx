import { useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { StorageAlert } from '@/components/workspace/storage-alert';
import { useLiveQuery } from '@/lib/db/use-live-query';
import { useWorkspace } from '@/lib/db/use-workspace';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { PinningError, pinningUrlProblem, readPinningSettings, savePinningSettings } from '@/lib/ipfs/pinning-settings';
import { CidProfileForm } from './cid-profile-form';

interface PinningValues {
  kuboUrl: string;
  kuboToken: string;
  serviceUrl: string;
  serviceToken: string;
}

/** Storage pinning endpoints (Kubo RPC API, IPFS Pinning Service API) and default CID profile of the connected workspace. */
export function PinningSettingsSection() {
  const { account, db } = useWorkspace();
  if (!account || !db) return null;
  return (
    <div className="space-y-4">
      <PinningSettingsForm key={account} db={db} />
      <CidProfileForm key={`${account}-profile`} db={db} />
    </div>
  );
}

function PinningSettingsForm({ db }: { db: WorkspaceDb }) {
  const stored = useLiveQuery(() => readPinningSettings(db), [db]);
  if (stored.status === 'error') return <StorageAlert error={stored.error} />;
  if (stored.status !== 'ready') return null;
  const { kubo, service } = stored.data;
  return (
    <PinningFields
      db={db}
      initial={{
        kuboUrl: kubo?.url ?? '',
        kuboToken: kubo?.token ?? '',
        serviceUrl: service?.url ?? '',
        serviceToken: service?.token ?? '',
      }}
    />
  );
}

function PinningFields({ db, initial }: { db: WorkspaceDb; initial: PinningValues }) {
  // Starts from what is stored; a later change in another tab does not overwrite what is typed here.
  const [values, setValues] = useState(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const problems = { kuboUrl: pinningUrlProblem(values.kuboUrl), serviceUrl: pinningUrlProblem(values.serviceUrl) };
  const set = (field: keyof PinningValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const save = async (event: SubmitEvent) => {
    event.preventDefault();
    setNotice(null);
    setError(null);
    if (problems.kuboUrl || problems.serviceUrl) return;
    try {
      await savePinningSettings(db, values);
      setNotice('Pinning endpoints saved in this workspace.');
    } catch (failure) {
      if (failure instanceof PinningError) setNotice(failure.message);
      else setError(failure);
    }
  };

  return (
    <Card title="Storage pinning" level={3}>
      <form
        aria-label="Storage pinning"
        onSubmit={(e) => void save(e)}
        className="grid gap-3 md:grid-cols-2"
        noValidate
      >
        <p className="text-sm text-muted md:col-span-2">
          Where the Storage page pins documents. Endpoints and tokens are kept in this workspace (and in its backups). A
          Kubo node (your own, IPFS Desktop or an IPFS Cluster proxy) must allow this site’s origin in its
          API.HTTPHeaders Access-Control-Allow-Origin.
        </p>
        <Input
          id="pin-kubo-url"
          label="Kubo RPC API"
          error={problems.kuboUrl ?? undefined}
          hint="e.g. http://127.0.0.1:5001 (documents are uploaded as CAR with dag/import)"
          value={values.kuboUrl}
          onChange={set('kuboUrl')}
        />
        <Input
          id="pin-kubo-token"
          label="Kubo access token (optional)"
          type="password"
          autoComplete="off"
          value={values.kuboToken}
          onChange={set('kuboToken')}
        />
        <Input
          id="pin-service-url"
          label="Pinning Service API"
          error={problems.serviceUrl ?? undefined}
          hint="The service's IPFS Pinning Service API base, e.g. https://api.pinata.cloud/psa"
          value={values.serviceUrl}
          onChange={set('serviceUrl')}
        />
        <Input
          id="pin-service-token"
          label="Pinning service access token"
          type="password"
          autoComplete="off"
          value={values.serviceToken}
          onChange={set('serviceToken')}
        />
        <div className="md:col-span-2">
          <Button type="submit">Save pinning endpoints</Button>
        </div>
        {notice ? (
          <p role="status" className="text-sm md:col-span-2">
            {notice}
          </p>
        ) : null}
        {error ? <StorageAlert error={error} /> : null}
      </form>
    </Card>
  );
}
