// The keyring block's shape, checked with zod whenever one is written or read.
import { z } from 'zod';

const base64 = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64');
const bytes32 = z.string().regex(/^0x[0-9a-f]{64}$/, '32 bytes of lower-case hex');
const epoch = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const keyringSchema = z.strictObject({
  version: z.literal(1),
  workspace: bytes32,
  epoch,
  /** This epoch's key, AES-KW-wrapped for each device (an ephemeral ECDH public key each, raw, base64). */
  recipients: z.array(z.strictObject({ deviceId: bytes32, ephemeralKey: base64, wrappedKey: base64 })),
  /** Every earlier epoch's key, AES-GCM-wrapped under this epoch's key. */
  previous: z.array(z.strictObject({ epoch, iv: base64, wrappedKey: base64 })),
});
export type Keyring = z.output<typeof keyringSchema>;
