import { CONTROL_CLASSES, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { FieldErrors } from '@/lib/forms/field-errors';
import type { DeedDraft } from '@/platform/features/tokens/model/deed-form';

export interface DeedFieldsProps {
  readonly idBase: string;
  readonly draft: DeedDraft;
  readonly errors: FieldErrors<string>;
  readonly onChange: (update: (previous: DeedDraft) => DeedDraft) => void;
}

/** Name, symbol, description, image, documents (CIDs) and properties of a unique asset. */
export function DeedFields({ idBase, draft, errors, onChange }: DeedFieldsProps) {
  const text = (field: keyof DeedDraft) => (e: { target: { value: string } }) =>
    onChange((p) => ({ ...p, [field]: e.target.value }));
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          id={`${idBase}-name`}
          label="Name"
          error={errors.name}
          hint="e.g. Warehouse 7, Rotterdam"
          value={draft.name}
          onChange={text('name')}
        />
        <Input
          id={`${idBase}-symbol`}
          label="Symbol"
          error={errors.symbol}
          hint="1 to 11 letters or digits"
          value={draft.symbol}
          onChange={text('symbol')}
        />
      </div>
      <FormField id={`${idBase}-description`} label="Description" error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            className={CONTROL_CLASSES}
            value={draft.description}
            onChange={text('description')}
          />
        )}
      </FormField>
      <FormField
        id={`${idBase}-image`}
        label="Image (optional)"
        error={errors.image}
        hint="An https:// or ipfs:// address, or the CID of a file in Storage"
      >
        {(control) => (
          <input
            {...control}
            className={CONTROL_CLASSES}
            spellCheck={false}
            value={draft.image}
            onChange={text('image')}
          />
        )}
      </FormField>
      <FormField
        id={`${idBase}-documents`}
        label="Documents (optional)"
        error={errors.documents}
        hint="One CID per line (copy them from Storage)"
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            spellCheck={false}
            className={`${CONTROL_CLASSES} font-mono`}
            value={draft.documents}
            onChange={text('documents')}
          />
        )}
      </FormField>
      <FormField
        id={`${idBase}-properties`}
        label="Properties (optional)"
        error={errors.properties}
        hint='One "key: value" per line, e.g. Area: 2400 m²'
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            className={CONTROL_CLASSES}
            value={draft.properties}
            onChange={text('properties')}
          />
        )}
      </FormField>
    </div>
  );
}
