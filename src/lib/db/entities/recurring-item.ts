import { z } from 'zod';
import { assetSchema, unitsSchema } from '@/lib/money/asset';
import { isIsoDay } from '@/lib/primitives/iso-day';
import { revisionSchema } from './revision';

/** How often a recurring item comes back. */
export const RECURRING_CADENCES = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type RecurringCadence = (typeof RECURRING_CADENCES)[number];

const day = z.string().refine(isIsoDay, 'Use a date written YYYY-MM-DD');

/**
 * A flow the user expects again and again (rent, payroll, a retainer): an amount of one asset in or
 * out, every week, month, quarter or year from its first date (to an optional last day). Flows to
 * come, the cash forecast and the Calendar's projected cash count its occurrences.
 */
export const recurringItemSchema = z
  .strictObject({
    id: z.string().min(1).max(100),
    name: z.string().trim().min(1, 'Enter a name').max(120, 'Use at most 120 characters'),
    direction: z.enum(['in', 'out']),
    asset: assetSchema,
    /** Base units per occurrence. */
    units: unitsSchema.refine((units) => units !== '0', 'Enter an amount above 0'),
    cadence: z.enum(RECURRING_CADENCES),
    firstDate: day,
    /** The last day an occurrence may fall on (inclusive), or null. */
    endDate: day.nullable(),
    category: z.string().trim().max(80).nullable(),
    counterpartyId: z.string().min(1).max(100).nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    revision: revisionSchema,
  })
  .refine((item) => item.endDate === null || item.endDate >= item.firstDate, {
    message: 'The end is before the first date',
    path: ['endDate'],
  });

export type RecurringItem = z.output<typeof recurringItemSchema>;
