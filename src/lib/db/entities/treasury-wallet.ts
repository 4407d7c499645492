import { z } from 'zod';
import { revisionSchema } from './revision';
import { LOCAL_CHAIN_ID } from '@/config/chain';
import { networkName } from '@/lib/primitives/networks';
import { checksummedAddressSchema } from '@/lib/primitives/ethereum-address';

/** The chain ids a treasury wallet can be watched on (the Transactions page tracks these), in menu order. */
export const TREASURY_CHAIN_IDS = [LOCAL_CHAIN_ID, 1, 11155111, 8453, 10, 42161] as const;

/** The treasury networks with their display names (from lib/chain). */
export const TREASURY_NETWORKS = TREASURY_CHAIN_IDS.map((chainId) => ({ chainId, name: networkName(chainId) }));

export const treasuryWalletSchema = z.strictObject({
  id: z.string().min(1).max(64),
  label: z.string().trim().min(1, 'Enter a label').max(80, 'Use at most 80 characters'),
  /** EIP-55 checksummed, so (chainId, address) equality is case-insensitive. */
  address: checksummedAddressSchema,
  chainId: z
    .int()
    .refine((id) => (TREASURY_CHAIN_IDS as readonly number[]).includes(id), 'Choose a network from the list'),
  /**
   * The treasury's approval policy (Company → Wallets → Approval policy): payments from this wallet,
   * when it is a Safe, above `above` (a decimal amount of `currency`, the company's base currency
   * when it was set) need `approvals` (one unless set) different Approvers' EIP-712 approvals before they are proposed
   * (lib/payments/payment-policy.ts). Absent or null: no policy.
   */
  approvalPolicy: z
    .strictObject({
      above: z.string().regex(/^(0|[1-9][0-9]{0,14})(\.[0-9]{1,2})?$/, 'Enter an amount like 10000 or 2500.50'),
      currency: z.string().regex(/^[A-Z]{3,5}$/, 'Set the company currency first (Company → Profile)'),
      /** How many different Approvers must approve above the amount (absent: one). */
      approvals: z.int().min(1, 'At least one approval').max(5, 'At most 5 approvals').optional(),
      /**
       * Limits in an asset's own units: a payment moving more of the asset than its limit needs the
       * approvals too, and one whose assets all have a limit is judged by them when it has no price.
       */
      assets: z
        .array(
          z.strictObject({
            /** The token's address; null: the network's own coin. */
            address: checksummedAddressSchema.nullable(),
            symbol: z.string().min(1).max(32),
            decimals: z.int().min(0).max(77),
            above: z.string().regex(/^(0|[1-9][0-9]{0,29})(\.[0-9]{1,18})?$/, 'Enter an amount like 5000 or 0.5'),
          }),
        )
        .max(20)
        .optional(),
    })
    .nullable()
    .optional(),
  createdAt: z.iso.datetime(),
  /** Bumped on every save; a save based on an older revision is refused (two tabs, two people). */
  revision: revisionSchema,
});

export type TreasuryWallet = z.output<typeof treasuryWalletSchema>;
