import { z } from 'zod';
import { blockNumberSchema, chainIdSchema, hashSchema } from '@/lib/primitives/chain-values';
import { checksummedAddressSchema } from '@/lib/primitives/ethereum-address';
import { revisionSchema } from './revision';

/** A CIDv1 in base32 (what lib/ipfs writes: `bafy…` for dag-pb roots, `bafk…` for raw leaves). */
export const cidV1Schema = z.string().regex(/^b[a-z2-7]{50,100}$/, 'Expected a CIDv1 in base32 (starts with b)');

export const PIN_SERVICES = ['kubo', 'pinningService'] as const;
export const PIN_STATES = ['queued', 'pinning', 'pinned', 'failed'] as const;
export const DOCUMENT_PROFILES = ['kubo', 'unixfs-v1-2025'] as const;

/** The last known pin status of a document at one configured service. */
export const documentPinSchema = z.strictObject({
  service: z.enum(PIN_SERVICES),
  status: z.enum(PIN_STATES),
  /** The Pinning Service API's requestid (null for Kubo, which pins synchronously). */
  requestid: z.string().max(200).nullable(),
  /** The service's reason when it failed, in its words. */
  reason: z.string().max(1000).nullable(),
  updatedAt: z.iso.datetime(),
});

/** The mined `Registry.anchor` of the document's SHA-256 (its proof of existence). */
export const documentAnchorSchema = z.strictObject({
  chainId: chainIdSchema,
  registry: checksummedAddressSchema,
  sender: checksummedAddressSchema,
  txHash: hashSchema,
  blockNumber: blockNumberSchema,
  /** The block's time (the Anchored event's `time`). */
  time: z.iso.datetime(),
});

/** A record of another page that uses the document (a bill, a token's metadata…). */
export const documentLinkSchema = z.strictObject({
  /** The record's kind, e.g. `bill`, `companyToken`. */
  kind: z.string().min(1).max(40),
  id: z.string().min(1).max(200),
  label: z.string().max(200),
});

/**
 * A document of the Storage page. Its bytes are not here: they are UnixFS blocks in the
 * workspace's block database (lib/ipfs/block-db), named by `cid`. When encrypted, `cid` and
 * `storedSize` are of the encrypted bytes; `size` and `sha256` are always of the original file.
 */
export const storageDocumentSchema = z.strictObject({
  id: z.string().min(1).max(100),
  name: z.string().trim().min(1, 'A document needs a name').max(255),
  /** MIME type as the browser reported it ('' when unknown). */
  type: z.string().max(200),
  size: z.int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  storedSize: z.int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  cid: cidV1Schema,
  profile: z.enum(DOCUMENT_PROFILES),
  /** SHA-256 of the original bytes, 0x hex: what the Registry anchors. */
  sha256: hashSchema,
  encryption: z
    .strictObject({ kind: z.enum(['signature', 'passphrase']), account: checksummedAddressSchema.nullable() })
    .nullable(),
  tags: z.array(z.string().trim().min(1).max(40)).max(20),
  pins: z.array(documentPinSchema).max(PIN_SERVICES.length),
  anchor: documentAnchorSchema.nullable(),
  links: z.array(documentLinkSchema).max(100),
  createdAt: z.iso.datetime(),
  revision: revisionSchema,
});

export type StorageDocument = z.output<typeof storageDocumentSchema>;
export type DocumentPin = z.output<typeof documentPinSchema>;
export type DocumentAnchor = z.output<typeof documentAnchorSchema>;
export type DocumentLink = z.output<typeof documentLinkSchema>;
