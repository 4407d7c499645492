import { z } from 'zod';
import { revisionSchema } from './revision';
import { checksummedAddressSchema } from '@/lib/primitives/ethereum-address';

export const TEAM_ROLES = ['Admin', 'Accountant', 'Viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const teamMemberSchema = z.strictObject({
  id: z.string().min(1).max(64),
  name: z.string().trim().min(1, 'Enter a name').max(120, 'Use at most 120 characters'),
  email: z.string().trim().max(254, 'Use at most 254 characters').pipe(z.email('Enter a valid email address')),
  role: z.enum(TEAM_ROLES, 'Choose a role'),
  /** Optional; EIP-55 checksummed when present. */
  wallet: checksummedAddressSchema.nullable(),
  createdAt: z.iso.datetime(),
  /** Bumped on every save; a save based on an older revision is refused (two tabs, two people). */
  revision: revisionSchema,
});

export type TeamMember = z.output<typeof teamMemberSchema>;
