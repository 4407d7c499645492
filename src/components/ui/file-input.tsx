import { useId, type ComponentProps } from 'react';
import { FormField } from './form-field';
import type { ErrorRoleProps, LabelledProps } from './input';

// One look for every file picker: the browser's own control (so drag-and-drop, the keyboard and the
// chosen file's name work as everywhere), its button styled like a secondary Button.
const FILE_CLASSES =
  'block w-full min-w-0 rounded-lg border border-dashed border-border-strong bg-surface px-2 py-2 text-sm text-muted file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-border-strong file:bg-surface-raised file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-fg hover:file:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-danger';

export type FileInputProps = LabelledProps &
  ErrorRoleProps &
  Omit<ComponentProps<'input'>, 'id' | 'type' | 'value'> & {
    /** Pick a folder: every file inside, each named by its path in the folder (webkitRelativePath). */
    readonly folder?: boolean;
    /** The files chosen (an empty list when the choice is cleared). */
    readonly onFiles?: (files: File[]) => void;
  };

/** A labelled native file input with its hint and error; `onFiles` gets the chosen files as a list. */
export function FileInput({
  label,
  hint,
  error,
  errorRole,
  id,
  folder = false,
  onFiles,
  onChange,
  className = '',
  ...props
}: FileInputProps) {
  const fallbackId = useId();
  return (
    <FormField id={id ?? fallbackId} label={label} error={error} errorRole={errorRole} {...(hint ? { hint } : {})}>
      {(control) => (
        <input
          {...props}
          {...control}
          {...(folder ? { webkitdirectory: '' } : {})}
          type="file"
          className={`${FILE_CLASSES} ${className}`.trim()}
          onChange={(event) => {
            onChange?.(event);
            onFiles?.([...(event.target.files ?? [])]);
          }}
        />
      )}
    </FormField>
  );
}
