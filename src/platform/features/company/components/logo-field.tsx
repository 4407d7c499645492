import { useId, useState, type ChangeEvent } from 'react';
import { LOGO_TYPES } from '@/lib/db/entities/company-profile';
import { checkLogoFile, type LogoChange } from '@/platform/features/company/model/profile-form';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { useObjectUrl } from '@/components/ui/use-object-url';

export interface LogoFieldProps {
  readonly stored: Blob | null;
  readonly change: LogoChange;
  readonly onChange: (change: LogoChange) => void;
  readonly disabled?: boolean;
}

/** The logo picker: PNG/JPEG/SVG/WebP up to 1 MB, refused next to the field, previewed via an object URL. */
export function LogoField({ stored, change, onChange, disabled }: LogoFieldProps) {
  const id = useId();
  const [error, setError] = useState<string | undefined>();
  const shown = change.kind === 'new' ? change.blob : change.kind === 'removed' ? null : stored;
  const url = useObjectUrl(shown);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // The draft holds the file; choosing the same file again still fires.
    if (!file) return;
    const problem = checkLogoFile(file);
    setError(problem ?? undefined);
    if (!problem) onChange({ kind: 'new', blob: file.slice(0, file.size, file.type) });
  };

  return (
    <div className="space-y-3">
      <FileInput
        id={id}
        label="Logo"
        error={error}
        hint="PNG, JPEG, SVG or WebP, at most 1 MB."
        accept={LOGO_TYPES.join(',')}
        disabled={disabled}
        onChange={pick}
      />
      {url ? (
        <div className="flex flex-wrap items-center gap-3">
          <img
            src={url}
            alt="Company logo"
            className="h-16 w-auto max-w-40 rounded border border-border bg-surface object-contain p-1"
          />
          {change.kind === 'new' ? <span className="text-sm text-muted">New logo, not saved yet</span> : null}
          <Button
            variant="ghost"
            disabled={disabled}
            onClick={() => {
              setError(undefined);
              onChange(stored ? { kind: 'removed' } : { kind: 'kept' });
            }}
          >
            Remove logo
          </Button>
        </div>
      ) : change.kind === 'removed' ? (
        <p className="text-sm text-muted">The logo will be removed when you save.</p>
      ) : null}
    </div>
  );
}
