import { Input } from '@/components/ui/input';
import type { FieldErrors } from '@/lib/forms/field-errors';

/** What every token's draft starts with. */
interface NamedDraft {
  readonly name: string;
  readonly symbol: string;
}

export interface TokenNameFieldsProps<Draft extends NamedDraft> {
  readonly idBase: string;
  readonly draft: Draft;
  readonly errors: FieldErrors<string>;
  readonly onChange: (update: (previous: Draft) => Draft) => void;
  /** An example name for this kind of token. */
  readonly nameHint: string;
}

/** A token's name and symbol, side by side (the shares and the deed forms both start with them). */
export function TokenNameFields<Draft extends NamedDraft>({
  idBase,
  draft,
  errors,
  onChange,
  nameHint,
}: TokenNameFieldsProps<Draft>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Input
        id={`${idBase}-name`}
        label="Name"
        error={errors.name}
        hint={nameHint}
        value={draft.name}
        onChange={(e) => onChange((p) => ({ ...p, name: e.target.value }))}
      />
      <Input
        id={`${idBase}-symbol`}
        label="Symbol"
        error={errors.symbol}
        hint="1 to 11 letters or digits"
        value={draft.symbol}
        onChange={(e) => onChange((p) => ({ ...p, symbol: e.target.value }))}
      />
    </div>
  );
}
