import { useId, useMemo } from 'react';
import type { ProfileDraft, ProfileField } from '@/platform/features/company/model/profile-form';
import {
  COST_METHOD_OPTIONS,
  MEASUREMENT_OPTIONS,
  countryOptions,
  currencyOptions,
} from '@/platform/features/company/model/company-select-options';
import { Alert } from '@/components/ui/alert';
import { monthOptions } from '@/lib/forms/select-options';
import { timeZoneNames } from '@/lib/primitives/time-zone';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

type TextField = Exclude<ProfileField, 'logo'>;

export interface ProfileFieldsProps {
  readonly draft: ProfileDraft;
  /** The draft changes the cost method or measurement policy: the books in the base currency are re-derived. */
  readonly rederives?: boolean;
  readonly errorFor: (field: ProfileField) => string | undefined;
  readonly onChange: (field: TextField, value: string) => void;
}

/** The profile's text fields and selects, grouped in two fieldsets. */
export function ProfileFields({ draft, rederives = false, errorFor, onChange }: ProfileFieldsProps) {
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
          {...field('costMethod')}
          {...bind('costMethod')}
          label="Cost method"
          hint="Which lots a payment or fee in crypto uses up, for its realised gain."
          options={COST_METHOD_OPTIONS}
        />
        <Select
          {...field('measurementPolicy')}
          {...bind('measurementPolicy')}
          label="Measurement at period end"
          hint="Fair value: US GAAP. Cost less impairment: IFRS and most others."
          options={MEASUREMENT_OPTIONS}
        />
        {rederives ? (
          <div className="sm:col-span-2">
            <Alert tone="warning" role="note">
              On save, the books in the base currency are derived again from the journal with this method: realised
              gains, carrying values and month-end measurements change, including for past periods. The journal itself
              is not changed.
            </Alert>
          </div>
        ) : null}
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
