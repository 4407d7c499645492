import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { FieldErrors } from '@/lib/forms/field-errors';
import type { DeedDraft } from '@/platform/features/tokens/model/deed-form';
import { TokenNameFields } from './token-name-fields';

export interface DeedFieldsProps {
  readonly idBase: string;
  readonly draft: DeedDraft;
  readonly errors: FieldErrors<string>;
  readonly onChange: (update: (previous: DeedDraft) => DeedDraft) => void;
}

/** Name, symbol, description, image, documents (CIDs) and properties of a unique asset. */
export function DeedFields(props: DeedFieldsProps) {
  const { idBase, draft, errors, onChange } = props;
  const text = (field: keyof DeedDraft) => (e: { target: { value: string } }) =>
    onChange((p) => ({ ...p, [field]: e.target.value }));
  return (
    <div className="space-y-4">
      <TokenNameFields {...props} nameHint="e.g. Warehouse 7, Rotterdam" />
      <Textarea
        id={`${idBase}-description`}
        label="Description"
        error={errors.description}
        rows={3}
        value={draft.description}
        onChange={text('description')}
      />
      <Input
        id={`${idBase}-image`}
        label="Image (optional)"
        error={errors.image}
        hint="An https:// or ipfs:// address, or the CID of a file in Storage"
        spellCheck={false}
        value={draft.image}
        onChange={text('image')}
      />
      <Textarea
        id={`${idBase}-documents`}
        label="Documents (optional)"
        error={errors.documents}
        hint="One CID per line (copy them from Storage)"
        rows={3}
        spellCheck={false}
        className="font-mono"
        value={draft.documents}
        onChange={text('documents')}
      />
      <Textarea
        id={`${idBase}-properties`}
        label="Properties (optional)"
        error={errors.properties}
        hint='One "key: value" per line, e.g. Area: 2400 m²'
        rows={3}
        value={draft.properties}
        onChange={text('properties')}
      />
    </div>
  );
}
