import { z } from 'zod';
import { timeZoneSchema } from '@/lib/primitives/time-zone';
import { revisionSchema } from './revision';

/** An e-mail, or an EAS scheme code, a colon and an identifier (lib/einvoice/from-records reads it). */
export const ELECTRONIC_ADDRESS = /^([^\s@]+@[^\s@]+\.[^\s@]+|\d{4}:\S.{0,150})$/;

/** The profile is a single row; this is its fixed primary key. */
export const COMPANY_PROFILE_ID = 'company';

/** Largest logo we keep in the workspace (it is stored, exported and backed up as a Blob). */
export const LOGO_MAX_BYTES = 1024 * 1024;

/** Image types a logo may have (the file input's accept list says the same). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] as const;

export const companyProfileSchema = z.strictObject({
  id: z.literal(COMPANY_PROFILE_ID),
  legalName: z.string().trim().min(1, 'Enter the legal name').max(200, 'Use at most 200 characters'),
  registrationNumber: z.string().trim().max(100, 'Use at most 100 characters'),
  taxId: z.string().trim().max(100, 'Use at most 100 characters'),
  address: z.string().trim().max(1000, 'Use at most 1,000 characters'),
  /** ISO 3166-1 alpha-2 region code, or '' when not chosen. */
  country: z.union([z.literal(''), z.string().regex(/^[A-Z]{2}$/, 'Choose a country from the list')]),
  /**
   * Where e-invoices reach the company (EN 16931 BT-34): an e-mail, or an EAS scheme code and an
   * identifier (`0088:5790000435975`, as Peppol writes them). Absent on older profiles.
   */
  electronicAddress: z
    .union([
      z.literal(''),
      z.string().trim().regex(ELECTRONIC_ADDRESS, 'Enter an e-mail or a Peppol ID such as 0088:5790000435975').max(200),
    ])
    .optional(),
  /** ISO 4217 code or a crypto asset symbol (ETH, USDC), or '' when not chosen. */
  baseCurrency: z.union([z.literal(''), z.string().regex(/^[A-Z]{3,5}$/, 'Choose a currency from the list')]),
  /** 1 = January ... 12 = December. */
  fiscalYearStartMonth: z.int().min(1).max(12),
  /** How disposals of digital assets relieve lots in the books in the base currency; absent: FIFO. */
  costMethod: z.enum(['fifo', 'average']).optional(),
  /** How digital assets are measured at period end (fair value, ASU 2023-08; or cost less impairment, IAS 38); absent: cost less impairment. */
  measurementPolicy: z.enum(['fair-value', 'cost-less-impairment']).optional(),
  /** The company's IANA time zone (the Calendar's); absent on older profiles, read as the browser's. */
  timeZone: timeZoneSchema.optional(),
  logo: z
    .instanceof(Blob)
    .refine((blob) => blob.size <= LOGO_MAX_BYTES, 'The logo must be at most 1 MB')
    .refine((blob) => (LOGO_TYPES as readonly string[]).includes(blob.type), 'Use a PNG, JPEG, SVG or WebP image')
    .nullable(),
  updatedAt: z.iso.datetime(),
  /** Bumped on every save; a save based on an older revision is refused (two tabs, two people). */
  revision: revisionSchema,
});

export type CompanyProfile = z.output<typeof companyProfileSchema>;

/** The cost method and measurement policy a profile that never chose one is read with. */
export const BOOKS_DEFAULTS = { costMethod: 'fifo', measurementPolicy: 'cost-less-impairment' } as const;
