import { useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { StatusLine } from '@/components/ui/status-line';
import { BackupError } from '@/lib/db/backup/backup-errors';
import type { VerifiedBackup } from '@/lib/db/backup/read-backup';
import { readBackupFileText, type ReadProgress } from '@/lib/db/backup/read-backup-file';
import type { RestoreMode } from '@/lib/db/backup/workspace-content';
import { TABLE_NAMES } from '@/lib/db/tables';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { StorageAlert } from '@/components/workspace/storage-alert';
import { readBackupForImport, type ImportableBackup } from '@/platform/features/utility/backup/store/backup-store';
import { BackupPreview } from './backup-preview';
import { ReadProgressBar } from './read-progress-bar';
import { ReplaceConfirmDialog } from './replace-confirm-dialog';
import { UnlockForm } from './unlock-form';
import { Card } from '@/components/ui/card';
import { FileInput } from '@/components/ui/file-input';

function recordCount(backup: VerifiedBackup): number {
  return TABLE_NAMES.reduce((sum, table) => sum + backup.counts[table], 0);
}

type Step = { kind: 'idle' } | { kind: 'locked'; text: string } | ({ kind: 'verified' } & ImportableBackup);

/** Imports a backup: verified completely first, previewed, then Replace or Merge in one transaction. */
export function ImportPanel({ db, account, onImported }: { db: WorkspaceDb; account: string; onImported: () => void }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [passphrase, setPassphrase] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [progress, setProgress] = useState<ReadProgress | null>(null);
  const [confirmReplace, setConfirmReplace] = useState(false);

  const verify = async (text: string, secret?: string) => {
    setBusy(true);
    setRefusal(null);
    setFailure(null);
    setStatus(secret ? 'Decrypting and checking the backup…' : 'Checking the backup…');
    try {
      const result = await readBackupForImport(text, secret);
      setStep(result.kind === 'locked' ? { kind: 'locked', text } : result);
      setStatus(
        result.kind === 'locked'
          ? 'This backup is encrypted: enter its passphrase.'
          : 'The backup is valid. Choose how to import it.',
      );
    } catch (error) {
      setStatus(null);
      if (error instanceof BackupError) setRefusal(error.message);
      else setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setStep({ kind: 'idle' });
    setPassphrase('');
    setRefusal(null);
    setFailure(null);
    if (!file) return;
    setBusy(true);
    setStatus('Reading the file…');
    let text: string;
    try {
      // One update per percent: a 100 MB file arrives in over a thousand chunks.
      let shown = -1;
      text = await readBackupFileText(file, (next) => {
        const percent = Math.floor((next.loaded * 100) / Math.max(next.total, 1));
        if (percent !== shown) setProgress(next);
        shown = percent;
      });
    } catch (error) {
      setStatus(null);
      if (error instanceof BackupError) setRefusal(error.message);
      else setFailure(error);
      return;
    } finally {
      setBusy(false);
      setProgress(null);
    }
    await verify(text);
  };

  const unlock = (event: SubmitEvent) => {
    event.preventDefault();
    if (step.kind === 'locked' && !busy) void verify(step.text, passphrase);
  };

  const restore = async ({ backup, restore: write }: ImportableBackup, mode: RestoreMode) => {
    setBusy(true);
    setFailure(null);
    try {
      await write(db, mode);
      setStatus(
        `Imported ${new Intl.NumberFormat().format(recordCount(backup))} records (${mode === 'replace' ? 'workspace replaced' : 'merged into the workspace'}).`,
      );
      setStep({ kind: 'idle' });
      if (fileInput.current) fileInput.current.value = '';
      onImported();
    } catch (error) {
      setFailure(error);
    } finally {
      // Closed only now, in the same render as the step's end, so focus falls back to the file field.
      setConfirmReplace(false);
      setBusy(false);
    }
  };

  const cancel = () => {
    setStep({ kind: 'idle' });
    setStatus(null);
    setRefusal(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  // A wrong passphrase is said next to the passphrase; anything else next to the file.
  const lockedRefusal = step.kind === 'locked' ? refusal : null;
  const fileRefusal = step.kind === 'locked' ? null : refusal;

  return (
    <Card className="space-y-4">
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold">Import</legend>
        <p className="text-sm text-muted">
          The whole file is checked (format, version, checksum, every record) before anything is written.
        </p>
        <div className="space-y-1">
          <FileInput
            ref={fileInput}
            id={`${id}-file`}
            label="Backup file"
            accept=".json,application/json"
            disabled={busy}
            onChange={(event) => void pick(event)}
            error={fileRefusal ?? undefined}
            errorRole="alert"
          />
          {progress ? <ReadProgressBar progress={progress} /> : null}
        </div>
      </fieldset>
      {step.kind === 'locked' ? (
        <UnlockForm
          id={id}
          passphrase={passphrase}
          onPassphrase={setPassphrase}
          refusal={lockedRefusal}
          busy={busy}
          onSubmit={unlock}
        />
      ) : null}
      {step.kind === 'verified' ? (
        <>
          <BackupPreview backup={step.backup} account={account} />
          <div className="flex flex-wrap gap-2">
            <Button disabled={busy} onClick={() => setConfirmReplace(true)}>
              Replace workspace…
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => void restore(step, 'merge')}>
              Merge into workspace
            </Button>
            <Button variant="ghost" disabled={busy} onClick={cancel}>
              Cancel
            </Button>
          </div>
          <p className="text-xs text-muted">
            Replace deletes the current records first (you are asked to confirm, and can export them first). Merge keeps
            them and overwrites records with the same key (the profile is replaced by the backup’s); the workspace keeps
            its own creation and export dates.
          </p>
          {confirmReplace ? (
            <ReplaceConfirmDialog
              db={db}
              account={account}
              incoming={recordCount(step.backup)}
              busy={busy}
              onConfirm={() => void restore(step, 'replace')}
              onClose={() => setConfirmReplace(false)}
              fallbackFocus={fileInput}
            />
          ) : null}
        </>
      ) : null}
      {failure ? <StorageAlert error={failure} /> : null}
      <StatusLine message={status} />
    </Card>
  );
}
