import { z } from 'zod';
import { assetSchema } from '@/lib/money/asset';
import { blockNumberSchema, chainIdSchema, hashSchema, unitsStringSchema } from '@/lib/primitives/chain-values';
import { checksummedAddressSchema } from '@/lib/primitives/ethereum-address';
import { isoDaySchema } from './journal-entry';
import { revisionSchema } from './revision';

/** Most recipients one distribution may list (a run of 25 transactions at 200 each). */
export const MAX_DISTRIBUTION_RECIPIENTS = 5_000;
export const DISTRIBUTION_MODES = ['percent', 'fixed'] as const;
/** How a distribution is booked: an expense, or a distribution out of equity. */
export const DISTRIBUTION_POSTINGS = ['expense', 'equity'] as const;
export const SCHEDULE_UNITS = ['week', 'month', 'day'] as const;
export const BATCH_STATUSES = ['waiting', 'signing', 'sent', 'mined', 'reverted', 'unknown'] as const;
export const APPROVAL_STATUSES = ['not-needed', 'waiting', 'sent', 'mined'] as const;
export const RUN_STATUSES = ['running', 'stopped', 'done'] as const;

const schedule = z.strictObject({
  every: z.enum(SCHEDULE_UNITS),
  /** Every `interval` weeks, months or days (custom = days). */
  interval: z.int().min(1).max(366),
  /** The next day it is due (UTC), YYYY-MM-DD. */
  nextDue: isoDaySchema,
});

/**
 * A saved distribution: who gets what share of which asset, how it is booked, and optionally a
 * recurring schedule (stored and shown when due; the app cannot run it unattended).
 */
export const distributionTemplateSchema = z.strictObject({
  id: z.string().min(1).max(100),
  name: z.string().trim().min(1).max(100),
  asset: assetSchema,
  mode: z.enum(DISTRIBUTION_MODES),
  /** The total split by percentage (base units); '0' for fixed amounts. */
  total: unitsStringSchema,
  recipients: z
    .array(z.strictObject({ address: checksummedAddressSchema, share: z.string().min(1).max(90) }))
    .max(MAX_DISTRIBUTION_RECIPIENTS),
  postAs: z.enum(DISTRIBUTION_POSTINGS),
  /** The ledger account code the payments are categorised to (e.g. 6900, 3200). */
  accountCode: z.string().max(20),
  schedule: schedule.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  revision: revisionSchema,
});
export type DistributionTemplate = z.output<typeof distributionTemplateSchema>;

const batch = z.strictObject({
  index: z.int().nonnegative(),
  start: z.int().nonnegative(),
  end: z.int().positive(),
  status: z.enum(BATCH_STATUSES),
  hash: hashSchema.nullable(),
  nonce: z.int().nonnegative().nullable(),
  blockNumber: blockNumberSchema.nullable(),
});

/**
 * One distribution being paid or paid: the exact amounts previewed, its batches with the hash and
 * nonce of each attempt (so a resumed run never pays a mined batch twice), and the approval.
 */
export const distributionRunSchema = z.strictObject({
  id: z.string().min(1).max(100),
  chainId: chainIdSchema,
  sender: checksummedAddressSchema,
  distributor: checksummedAddressSchema,
  asset: assetSchema,
  mode: z.enum(DISTRIBUTION_MODES),
  templateId: z.string().max(100).nullable(),
  postAs: z.enum(DISTRIBUTION_POSTINGS),
  accountCode: z.string().max(20),
  payments: z
    .array(z.strictObject({ address: checksummedAddressSchema, units: unitsStringSchema }))
    .min(1)
    .max(MAX_DISTRIBUTION_RECIPIENTS),
  total: unitsStringSchema,
  approval: z.strictObject({ status: z.enum(APPROVAL_STATUSES), hash: hashSchema.nullable() }),
  batches: z.array(batch).min(1),
  status: z.enum(RUN_STATUSES),
  /** What the page last said about this run (why it stopped). */
  message: z.string().max(500),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type DistributionRun = z.output<typeof distributionRunSchema>;
