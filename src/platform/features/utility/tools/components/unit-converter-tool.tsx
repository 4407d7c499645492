import { useDraft } from '@/components/ui/drafts';
import { Input } from '@/components/ui/input';
import {
  EMPTY_CONVERTER,
  FIXED_UNITS,
  readDecimals,
  typeAmount,
  typeDecimals,
  type ConverterState,
  type UnitKey,
} from '@/platform/features/utility/tools/model/unit-converter';
import { ToolSection } from './tool-section';

/** Wei, gwei, ether and an amount with any decimals: typing in one field rewrites the others, exactly. */
export function UnitConverterTool() {
  const [state, setState] = useDraft<ConverterState>('unit-converter', EMPTY_CONVERTER);
  const errorFor = (field: UnitKey | 'decimals') => (state.error?.field === field ? state.error.message : undefined);
  const customDecimals = readDecimals(state.decimalsText);
  const amountField = (key: UnitKey, label: string, hint?: string) => (
    <Input
      key={key}
      id={`unit-${key}`}
      label={label}
      error={errorFor(key)}
      hint={hint}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      value={state.texts[key]}
      onChange={(event) => setState((current) => typeAmount(current, key, event.target.value))}
      className="font-mono"
    />
  );

  return (
    <ToolSection
      title="Unit converter"
      description="Exact conversions between wei, gwei, ether and any token's decimals. Use “.” as the decimal point."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {FIXED_UNITS.map((unit) =>
          amountField(
            unit.key,
            unit.label,
            unit.key === 'wei' ? 'Base units: the whole number stored on chain' : undefined,
          ),
        )}
        <fieldset className="min-w-0 space-y-3 sm:col-span-2">
          <legend className="text-sm font-medium text-fg">A token with other decimals</legend>
          <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
            <Input
              id="unit-decimals"
              label="Decimals"
              error={errorFor('decimals')}
              hint="0 to 77"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={state.decimalsText}
              onChange={(event) => setState((current) => typeDecimals(current, event.target.value))}
              className="font-mono"
            />
            {amountField('custom', customDecimals === null ? 'Amount' : `Amount with ${customDecimals} decimals`)}
          </div>
        </fieldset>
      </div>
    </ToolSection>
  );
}
