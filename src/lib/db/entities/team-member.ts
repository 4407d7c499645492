import { z } from 'zod';
import { revisionSchema } from './revision';
import { getAddress } from 'ethers';
import { checkAddress, checksummedAddressSchema } from '@/lib/primitives/ethereum-address';

/** Company's roles; Approver (approves bills and writes notes) came later, so older data never has it. */
export const TEAM_ROLES = ['Admin', 'Accountant', 'Approver', 'Viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const teamMemberSchema = z.strictObject({
  id: z.string().min(1).max(64),
  name: z.string().trim().min(1, 'Enter a name').max(120, 'Use at most 120 characters'),
  /** Optional ('' when unknown): the workspace's first Admin is created from the wallet alone. */
  email: z
    .string()
    .trim()
    .max(254, 'Use at most 254 characters')
    .pipe(z.union([z.literal(''), z.email('Enter a valid email address')])),
  role: z.enum(TEAM_ROLES, 'Choose a role'),
  /** Optional; EIP-55 checksummed when present. */
  wallet: checksummedAddressSchema.nullable(),
  createdAt: z.iso.datetime(),
  /** Bumped on every save; a save based on an older revision is refused (two tabs, two people). */
  revision: revisionSchema,
});

export type TeamMember = z.output<typeof teamMemberSchema>;

/** The name the first Admin gets: the sidebar's profile reads "Business User / Admin". */
export const FIRST_ADMIN_NAME = 'Business User';

/**
 * The workspace's first member: the wallet that created it, as Admin, so its owner can approve
 * bills and manage the team from the start (renamed or completed in Company like any member).
 */
export function firstAdminMember(wallet: string, now: string, id: string): TeamMember {
  return teamMemberSchema.parse({
    id,
    name: FIRST_ADMIN_NAME,
    email: '',
    role: 'Admin',
    wallet: checkAddress(wallet).ok ? getAddress(wallet) : null,
    createdAt: now,
    revision: 1,
  });
}
