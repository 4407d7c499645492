import { useId, useMemo } from 'react';
import type { ProfileDraft, ProfileField } from '@/platform/features/company/model/profile-form';
import { countryOptions, currencyOptions } from '@/platform/features/company/model/select-options';
import { monthOptions } from '@/lib/forms/select-options';
import { timeZoneNames } from '@/lib/primitives/time-zone';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

type TextField = Exclude<ProfileField, 'logo'>;

export interface ProfileFieldsProps {
  readonly draft: ProfileDraft;
  readonly errorFor: (field: ProfileField) => string | undefined;
  readonly onChange: (field: TextField, value: string) => void;
}

/** The profile's text fields and selects, grouped in two fieldsets. */
export function ProfileFields({ draft, errorFor, onChange }: ProfileFieldsProps) {
  const base = useId();
  const countries = useMemo(() => countryOptions(), []);
  const currencies = useMemo(() => currencyOptions(), []);
  const months = useMemo(() => monthOptions(), []);
  const zones = useMemo(() => timeZoneNames().map((zone) => ({ value: zone, label: zone })), []);
  const bind = (field: TextField) => ({
    value: draft[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  const field = (name: TextField) => ({ id: `${base}-${name}`, error: errorFor(name) });

  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-fg">Legal details</legend>
        <div className="sm:col-span-2">
          <Input
            {...field('legalName')}
            {...bind('legalName')}
            label="Legal name"
            aria-required="true"
            autoComplete="organization"
          />
        </div>
        <Input {...field('registrationNumber')} {...bind('registrationNumber')} label="Registration number" />
        <Input {...field('taxId')} {...bind('taxId')} label="Tax ID" />
        <div className="sm:col-span-2">
          <Textarea {...field('address')} {...bind('address')} label="Address" rows={3} autoComplete="street-address" />
        </div>
        <Select
          {...field('country')}
          {...bind('country')}
          label="Country"
          options={countries}
          placeholder="Choose a country"
        />
        <Input
          {...field('electronicAddress')}
          {...bind('electronicAddress')}
          label="E-invoice endpoint"
          hint="Where e-invoices reach you: an e-mail, or a Peppol ID such as 0088:5790000435975."
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-fg">Accounting</legend>
        <Select
          {...field('baseCurrency')}
          {...bind('baseCurrency')}
          label="Base currency"
          options={currencies}
          placeholder="Choose a currency"
        />
        <Select
          {...field('fiscalYearStartMonth')}
          {...bind('fiscalYearStartMonth')}
          label="Fiscal-year start month"
          options={months}
        />
        <Select
          {...field('timeZone')}
          {...bind('timeZone')}
          label="Time zone"
          hint="The Calendar shows dates and times in this zone."
          options={zones}
        />
      </fieldset>
    </>
  );
}
