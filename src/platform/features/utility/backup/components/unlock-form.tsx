import type { SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CONTROL_CLASSES, ERROR_CLASSES, LABEL_CLASSES } from '@/components/ui/form-field';

interface UnlockFormProps {
  /** The import panel's id prefix (the field is `${id}-passphrase`). */
  id: string;
  passphrase: string;
  onPassphrase: (passphrase: string) => void;
  /** Why the last passphrase did not open the backup, said next to the field. */
  refusal: string | null;
  busy: boolean;
  onSubmit: (event: SubmitEvent) => void;
}

/** The passphrase field of an encrypted backup, shown until the backup opens. */
export function UnlockForm({ id, passphrase, onPassphrase, refusal, busy, onSubmit }: UnlockFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 grow space-y-1">
        <label htmlFor={`${id}-passphrase`} className={LABEL_CLASSES}>
          Backup passphrase
        </label>
        <input
          id={`${id}-passphrase`}
          type="password"
          autoComplete="off"
          value={passphrase}
          onChange={(event) => onPassphrase(event.target.value)}
          className={CONTROL_CLASSES}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${id}-passphrase-error` : undefined}
        />
        {refusal ? (
          <p id={`${id}-passphrase-error`} role="alert" className={ERROR_CLASSES}>
            {refusal}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={busy || !passphrase}>
        Unlock
      </Button>
    </form>
  );
}
