import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { StatusLine } from '@/components/ui/status-line';
import { formatBytes } from '@/lib/db/storage-usage';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { checkPassphrase } from '@/platform/features/utility/backup/model/backup-file-name';
import { StorageAlert } from '@/components/workspace/storage-alert';
import { exportWorkspace } from '@/platform/features/utility/backup/store/backup-store';

/** Exports the workspace as one JSON file, optionally encrypted with a passphrase. */
export function ExportPanel({ db, account, onExported }: { db: WorkspaceDb; account: string; onExported: () => void }) {
  const id = useId();
  const [encrypt, setEncrypt] = useState(false);
  const [passphrase, setPassphrase] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const errors = encrypt ? checkPassphrase(passphrase, confirmation) : {};
  const shown = showErrors ? errors : {};

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    if (errors.passphrase || errors.confirmation) {
      setShowErrors(true);
      document.getElementById(`${id}-${errors.passphrase ? 'passphrase' : 'confirmation'}`)?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    setStatus(encrypt ? 'Encrypting the backup…' : 'Preparing the backup…');
    try {
      const result = await exportWorkspace(db, account, encrypt ? passphrase : undefined);
      const skipped = result.skipped ? ` ${result.skipped} damaged record(s) could not be read and were left out.` : '';
      setStatus(
        `Exported ${new Intl.NumberFormat().format(result.records)} records (${formatBytes(result.bytes)}) to ${result.fileName}.${skipped}`,
      );
      setPassphrase('');
      setConfirmation('');
      setShowErrors(false);
      onExported();
    } catch (error) {
      setStatus(null);
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <fieldset className="space-y-4">
          <legend className="text-base font-semibold">Export</legend>
          <p className="text-sm text-muted">
            Downloads the whole workspace (profile, logo, team, treasury wallets) as one JSON file with a SHA-256
            checksum.
          </p>
          <Checkbox
            label="Encrypt with a passphrase"
            checked={encrypt}
            onChange={(event) => setEncrypt(event.target.checked)}
          />
          {encrypt ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <Input
                id={`${id}-passphrase`}
                label="Passphrase"
                hint="At least 8 characters. Without it the file cannot be restored: keep it safe."
                type="password"
                autoComplete="new-password"
                value={passphrase}
                onChange={(event) => setPassphrase(event.target.value)}
                error={shown.passphrase}
              />
              <Input
                id={`${id}-confirmation`}
                label="Confirm passphrase"
                type="password"
                autoComplete="new-password"
                value={confirmation}
                onChange={(event) => setConfirmation(event.target.value)}
                error={shown.confirmation}
              />
            </div>
          ) : null}
        </fieldset>
        {failure ? <StorageAlert error={failure} /> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy}>
            Export workspace
          </Button>
          <StatusLine message={status} />
        </div>
      </form>
    </Card>
  );
}
