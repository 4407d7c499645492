import type { CompanyProfile } from '@/lib/db/entities/company-profile';
import { diffFields, type DiffField, type FieldChange } from '@/lib/forms/field-diff';
import { monthOptions, type SelectOption } from '@/lib/forms/select-options';
import { draftFromProfile, type ProfileDraft } from './profile-form';
import { COST_METHOD_OPTIONS, MEASUREMENT_OPTIONS, countryOptions, currencyOptions } from './company-select-options';

type TextDraft = Omit<ProfileDraft, 'logo'>;

function labelOf(options: readonly SelectOption[]): (value: unknown) => string {
  const labels = new Map(options.map((option) => [option.value, option.label]));
  return (value) => labels.get(String(value)) ?? String(value);
}

function profileFields(): DiffField<TextDraft>[] {
  return [
    { key: 'legalName', label: 'Legal name' },
    { key: 'registrationNumber', label: 'Registration number' },
    { key: 'taxId', label: 'Tax ID' },
    { key: 'address', label: 'Address' },
    { key: 'country', label: 'Country', show: labelOf(countryOptions()) },
    { key: 'electronicAddress', label: 'E-invoice endpoint' },
    { key: 'baseCurrency', label: 'Base currency', show: labelOf(currencyOptions()) },
    { key: 'fiscalYearStartMonth', label: 'Fiscal-year start month', show: labelOf(monthOptions()) },
    { key: 'costMethod', label: 'Cost method', show: labelOf(COST_METHOD_OPTIONS) },
    { key: 'measurementPolicy', label: 'Measurement at period end', show: labelOf(MEASUREMENT_OPTIONS) },
    { key: 'timeZone', label: 'Time zone' },
  ];
}

/** How the logo reads in a conflict: what each side would store. */
function logoText(logo: Blob | null): string {
  return logo ? `${logo.type.replace('image/', '').replace('+xml', '').toUpperCase()} image` : 'None';
}

/**
 * What differs between the newer stored profile (saved in another tab) and the user's draft,
 * field by field as the form labels them. A logo left as it was follows theirs, so it differs
 * only when the user chose a new one or removed it.
 */
export function profileChanges(theirs: CompanyProfile | null, yours: ProfileDraft): FieldChange[] {
  const changes = diffFields<TextDraft>(draftFromProfile(theirs), yours, profileFields());
  const { logo } = yours;
  const theirLogo = theirs?.logo ?? null;
  const yourLogo = logo.kind === 'new' ? logo.blob : logo.kind === 'removed' ? null : theirLogo;
  if (yourLogo !== theirLogo) {
    changes.push({
      field: 'logo',
      label: 'Logo',
      theirs: logoText(theirLogo),
      yours: logo.kind === 'new' ? `New ${logoText(yourLogo)}` : 'None',
    });
  }
  return changes;
}
