import { useId, useMemo } from 'react';
import type { ProfileDraft, ProfileField } from '@/platform/features/company/model/profile-form';
import { countryOptions, currencyOptions } from '@/platform/features/company/model/select-options';
import { monthOptions, type SelectOption } from '@/lib/forms/select-options';
import { CONTROL_CLASSES, FormField } from '@/components/ui/form-field';

type TextField = Exclude<ProfileField, 'logo'>;

export interface ProfileFieldsProps {
  readonly draft: ProfileDraft;
  readonly errorFor: (field: ProfileField) => string | undefined;
  readonly onChange: (field: TextField, value: string) => void;
}

function Options({ options, empty }: { options: readonly SelectOption[]; empty?: string }) {
  return (
    <>
      {empty !== undefined ? <option value="">{empty}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

/** The profile's text fields and selects, grouped in two fieldsets. */
export function ProfileFields({ draft, errorFor, onChange }: ProfileFieldsProps) {
  const base = useId();
  const countries = useMemo(() => countryOptions(), []);
  const currencies = useMemo(() => currencyOptions(), []);
  const months = useMemo(() => monthOptions(), []);
  const bind = (field: TextField) => ({
    value: draft[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  const field = (name: TextField) => ({ id: `${base}-${name}`, error: errorFor(name) });

  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Legal details</legend>
        <div className="sm:col-span-2">
          <FormField {...field('legalName')} label="Legal name">
            {(control) => (
              <input
                {...control}
                {...bind('legalName')}
                aria-required="true"
                autoComplete="organization"
                className={CONTROL_CLASSES}
              />
            )}
          </FormField>
        </div>
        <FormField {...field('registrationNumber')} label="Registration number">
          {(control) => <input {...control} {...bind('registrationNumber')} className={CONTROL_CLASSES} />}
        </FormField>
        <FormField {...field('taxId')} label="Tax ID">
          {(control) => <input {...control} {...bind('taxId')} className={CONTROL_CLASSES} />}
        </FormField>
        <div className="sm:col-span-2">
          <FormField {...field('address')} label="Address">
            {(control) => (
              <textarea
                {...control}
                {...bind('address')}
                rows={3}
                autoComplete="street-address"
                className={CONTROL_CLASSES}
              />
            )}
          </FormField>
        </div>
        <FormField {...field('country')} label="Country">
          {(control) => (
            <select {...control} {...bind('country')} className={CONTROL_CLASSES}>
              <Options options={countries} empty="Choose a country" />
            </select>
          )}
        </FormField>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Accounting</legend>
        <FormField {...field('baseCurrency')} label="Base currency">
          {(control) => (
            <select {...control} {...bind('baseCurrency')} className={CONTROL_CLASSES}>
              <Options options={currencies} empty="Choose a currency" />
            </select>
          )}
        </FormField>
        <FormField {...field('fiscalYearStartMonth')} label="Fiscal-year start month">
          {(control) => (
            <select {...control} {...bind('fiscalYearStartMonth')} className={CONTROL_CLASSES}>
              <Options options={months} />
            </select>
          )}
        </FormField>
      </fieldset>
    </>
  );
}
