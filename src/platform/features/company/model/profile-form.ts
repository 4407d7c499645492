import {
  BOOKS_DEFAULTS,
  COMPANY_PROFILE_ID,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  companyProfileSchema,
  type CompanyProfile,
} from '@/lib/db/entities/company-profile';
import { fieldErrorsFrom, type FieldErrors } from '@/lib/forms/field-errors';
import { browserTimeZone } from '@/lib/primitives/time-zone';
import { REGION_CODES } from './region-codes';

/** What happens to the logo on save: keep the stored one, store a new one, or remove it. */
export type LogoChange =
  { readonly kind: 'kept' } | { readonly kind: 'new'; readonly blob: Blob } | { readonly kind: 'removed' };

/** The profile form's state: text as typed, nothing lost on a validation error. */
export interface ProfileDraft {
  readonly legalName: string;
  readonly registrationNumber: string;
  readonly taxId: string;
  readonly address: string;
  readonly country: string;
  /** Where e-invoices reach the company: an e-mail or a Peppol ID (EN 16931 BT-34). */
  readonly electronicAddress: string;
  readonly baseCurrency: string;
  readonly fiscalYearStartMonth: string;
  /** `fifo` or `average` (lots relieved by disposals in the books in the base currency). */
  readonly costMethod: string;
  /** `fair-value` or `cost-less-impairment` (digital assets at period end). */
  readonly measurementPolicy: string;
  /** IANA name; a profile without one starts from the browser's zone. */
  readonly timeZone: string;
  readonly logo: LogoChange;
}

export type ProfileField = Exclude<keyof ProfileDraft, 'logo'> | 'logo';

const TEXT_FIELDS = [
  'legalName',
  'registrationNumber',
  'taxId',
  'address',
  'country',
  'electronicAddress',
  'baseCurrency',
  'fiscalYearStartMonth',
  'costMethod',
  'measurementPolicy',
  'timeZone',
] as const;

/** Whether the draft changes how the books in the base currency are derived (the form warns: they are re-derived). */
export function changesBooksMethod(draft: ProfileDraft, stored: CompanyProfile | null): boolean {
  const baseline = draftFromProfile(stored);
  return draft.costMethod !== baseline.costMethod || draft.measurementPolicy !== baseline.measurementPolicy;
}

/** The form's starting point: the stored profile, or empty fields (fiscal year from January). */
export function draftFromProfile(profile: CompanyProfile | null): ProfileDraft {
  return {
    legalName: profile?.legalName ?? '',
    registrationNumber: profile?.registrationNumber ?? '',
    taxId: profile?.taxId ?? '',
    address: profile?.address ?? '',
    country: profile?.country ?? '',
    electronicAddress: profile?.electronicAddress ?? '',
    baseCurrency: profile?.baseCurrency ?? '',
    fiscalYearStartMonth: String(profile?.fiscalYearStartMonth ?? 1),
    costMethod: profile?.costMethod ?? BOOKS_DEFAULTS.costMethod,
    measurementPolicy: profile?.measurementPolicy ?? BOOKS_DEFAULTS.measurementPolicy,
    timeZone: profile?.timeZone ?? browserTimeZone(),
    logo: { kind: 'kept' },
  };
}

/** Whether the draft differs from what is stored (Save is enabled only then). */
export function isProfileChanged(draft: ProfileDraft, stored: CompanyProfile | null): boolean {
  const baseline = draftFromProfile(stored);
  if (TEXT_FIELDS.some((field) => draft[field] !== baseline[field])) return true;
  if (draft.logo.kind === 'new') return true;
  return draft.logo.kind === 'removed' && !!stored?.logo;
}

/** Checks a chosen logo file before it enters the draft; returns the message, or null if fine. */
export function checkLogoFile(file: Pick<Blob, 'size' | 'type'>, locale?: string): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'Use a PNG, JPEG, SVG or WebP image';
  if (file.size <= LOGO_MAX_BYTES) return null;
  // Rounded up, so a file just over the limit never reads "1 MB".
  const megabytes = Math.ceil((file.size / LOGO_MAX_BYTES) * 10) / 10;
  const size = new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    megabytes,
  );
  return `The logo must be at most 1 MB (this file is ${size})`;
}

export type ProfileResult =
  | { readonly ok: true; readonly profile: CompanyProfile }
  | { readonly ok: false; readonly errors: FieldErrors<ProfileField> };

/** Turns the draft into the record to store, or the message per field that is wrong. */
export function profileFromDraft(
  draft: ProfileDraft,
  stored: CompanyProfile | null,
  options: { readonly now: Date; readonly currencies: ReadonlySet<string> },
): ProfileResult {
  const errors: FieldErrors<ProfileField> = {};
  if (draft.country && !REGION_CODES.includes(draft.country)) errors.country = 'Choose a country from the list';
  if (draft.baseCurrency && !options.currencies.has(draft.baseCurrency))
    errors.baseCurrency = 'Choose a currency from the list';
  const logo =
    draft.logo.kind === 'new' ? draft.logo.blob : draft.logo.kind === 'removed' ? null : (stored?.logo ?? null);
  const result = companyProfileSchema.safeParse({
    id: COMPANY_PROFILE_ID,
    legalName: draft.legalName,
    registrationNumber: draft.registrationNumber,
    taxId: draft.taxId,
    address: draft.address,
    country: draft.country,
    electronicAddress: draft.electronicAddress,
    baseCurrency: draft.baseCurrency,
    fiscalYearStartMonth: Number(draft.fiscalYearStartMonth),
    costMethod: draft.costMethod,
    measurementPolicy: draft.measurementPolicy,
    timeZone: draft.timeZone,
    logo,
    updatedAt: options.now.toISOString(),
  });
  const all = { ...(result.success ? {} : fieldErrorsFrom<ProfileField>(result.error.issues)), ...errors };
  if (!result.success || Object.keys(errors).length) return { ok: false, errors: all };
  return { ok: true, profile: result.data };
}
