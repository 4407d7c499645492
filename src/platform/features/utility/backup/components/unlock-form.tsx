import type { SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

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
      <div className="min-w-0 grow">
        <Input
          id={`${id}-passphrase`}
          label="Backup passphrase"
          type="password"
          autoComplete="off"
          value={passphrase}
          onChange={(event) => onPassphrase(event.target.value)}
          error={refusal ?? undefined}
          errorRole="alert"
        />
      </div>
      <Button type="submit" disabled={busy || !passphrase}>
        Unlock
      </Button>
    </form>
  );
}
