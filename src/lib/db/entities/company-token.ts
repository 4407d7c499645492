import { z } from 'zod';
import { blockNumberSchema, chainIdSchema, hashSchema, unitsStringSchema } from '@/lib/primitives/chain-values';
import { checksummedAddressSchema } from '@/lib/primitives/ethereum-address';
import { revisionSchema } from './revision';

export const COMPANY_TOKEN_KINDS = ['shares', 'deed'] as const;
export type CompanyTokenKind = (typeof COMPANY_TOKEN_KINDS)[number];

/**
 * A token the company issued from this app on one network: AssetShares (ERC-20 shares) or an
 * AssetDeed (ERC-721, one unique asset). Recorded once the deployment was mined and the code at
 * the address checked. Supply and holders are read from the chain, never stored here.
 */
export const companyTokenSchema = z.strictObject({
  id: z.string().min(1).max(100),
  chainId: chainIdSchema,
  address: checksummedAddressSchema,
  kind: z.enum(COMPANY_TOKEN_KINDS),
  name: z.string().min(1).max(100),
  symbol: z.string().min(1).max(11),
  /** Shares: the cap in base units (18 decimals); null for a deed. */
  cap: unitsStringSchema.nullable(),
  /** The wallet that deployed it (the contract's owner). */
  owner: checksummedAddressSchema,
  deployTxHash: hashSchema,
  deployBlock: blockNumberSchema,
  /** `ipfs://<cid>` of the metadata JSON, or '' when there is none. */
  metadataUri: z.string().max(200),
  /** CIDv1 of the metadata JSON (lib/ipfs import), or null. */
  metadataCid: z.string().max(100).nullable(),
  /** The metadata JSON itself, kept inline when it is not in the workspace's block store. */
  metadataJson: z.string().max(100_000).nullable(),
  /** Ledger account that issuance posts against (shares), or null for none. */
  equityAccountId: z.string().max(100).nullable(),
  recordedAt: z.iso.datetime(),
  revision: revisionSchema,
});

export type CompanyToken = z.output<typeof companyTokenSchema>;

/** The id of a token row: one per network and address. */
export function companyTokenId(chainId: number, address: string): string {
  return `${chainId}:${address.toLowerCase()}`;
}
