import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { StatusLine } from '@/components/ui/status-line';
import { formatBytes } from '@/lib/db/storage-usage';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { checkPassphrase } from '@/platform/features/utility/backup/model/backup-file-name';
import { StorageAlert } from '@/components/ui/storage-alert';
import { exportWorkspace } from '@/platform/features/utility/backup/store/backup-store';
import { CONTROL_CLASSES as INPUT_CLASSES, ERROR_CLASSES, LABEL_CLASSES } from '@/components/ui/form-field';

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
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4 rounded-xl border border-border p-4">
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold">Export</legend>
        <p className="text-sm text-muted">
          Downloads the whole workspace (profile, logo, team, treasury wallets) as one JSON file with a SHA-256
          checksum.
        </p>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={encrypt}
            onChange={(event) => setEncrypt(event.target.checked)}
            className="size-4"
          />
          Encrypt with a passphrase
        </label>
        {encrypt ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1">
              <label htmlFor={`${id}-passphrase`} className={LABEL_CLASSES}>
                Passphrase
              </label>
              <input
                id={`${id}-passphrase`}
                type="password"
                autoComplete="new-password"
                value={passphrase}
                onChange={(event) => setPassphrase(event.target.value)}
                aria-invalid={shown.passphrase ? true : undefined}
                aria-describedby={`${id}-passphrase-hint${shown.passphrase ? ` ${id}-passphrase-error` : ''}`}
                className={INPUT_CLASSES}
              />
              <p id={`${id}-passphrase-hint`} className="text-xs text-muted">
                At least 8 characters. Without it the file cannot be restored: keep it safe.
              </p>
              {shown.passphrase ? (
                <p id={`${id}-passphrase-error`} className={ERROR_CLASSES}>
                  {shown.passphrase}
                </p>
              ) : null}
            </div>
            <div className="space-y-1">
              <label htmlFor={`${id}-confirmation`} className={LABEL_CLASSES}>
                Confirm passphrase
              </label>
              <input
                id={`${id}-confirmation`}
                type="password"
                autoComplete="new-password"
                value={confirmation}
                onChange={(event) => setConfirmation(event.target.value)}
                aria-invalid={shown.confirmation ? true : undefined}
                aria-describedby={shown.confirmation ? `${id}-confirmation-error` : undefined}
                className={INPUT_CLASSES}
              />
              {shown.confirmation ? (
                <p id={`${id}-confirmation-error`} className={ERROR_CLASSES}>
                  {shown.confirmation}
                </p>
              ) : null}
            </div>
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
  );
}
