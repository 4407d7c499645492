import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encode } from '@ipld/dag-cbor';
import { openBundle, sealBundle } from './bundle-codec';
import { PREFIX_BYTES, additionalData, type BundleHeader } from './bundle-format';
import {
  BundleAuthenticationError,
  BundleEpochError,
  BundleFormatError,
  BundleHeaderMismatchError,
  BundleSignatureError,
  UnknownDeviceError,
} from './errors';
import { testDevice, testEpochKey, testKeys } from './test-keys.testing';

const alice = await testDevice('device-alice');
const bob = await testDevice('device-bob');
const key0 = await testEpochKey();
const key1 = await testEpochKey();
const keys = testKeys(new Map([[0, key0]]), [alice, bob]);
const payload = new TextEncoder().encode('vendor Acme GmbH: IBAN DE89370400440532013000');

function header(overrides: Partial<BundleHeader> = {}): BundleHeader {
  return {
    workspaceId: 'ws-1',
    deviceId: alice.id,
    document: 'directory',
    epoch: 0,
    prev: null,
    seq: 0,
    kind: 'changes',
    createdAt: 1_764_000_000_000,
    ...overrides,
  };
}
const expected = { workspaceId: 'ws-1', deviceId: alice.id };

describe('bundle codec', () => {
  it('seals and opens a bundle: header and payload come back, the signature checked', async () => {
    const sealed = await sealBundle(header(), payload, { signingKey: alice.signingKey, epochKey: key0 });
    const opened = await openBundle(sealed, { ...expected, document: 'directory', seq: 0, prev: null }, keys);
    expect(opened.header).toEqual(header());
    expect(opened.payload).toEqual(payload);
  });

  it('round-trips any header and payload', async () => {
    const id = fc.string({ minLength: 1, maxLength: 128 });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          workspaceId: id,
          document: id,
          epoch: fc.integer({ min: 0, max: 0xffff_ffff }),
          kind: fc.constantFrom('changes' as const, 'snapshot' as const),
          createdAt: fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        }),
        fc.uint8Array({ maxLength: 2_000 }),
        async (fields, bytes) => {
          const h = header(fields);
          const sealed = await sealBundle(h, bytes, { signingKey: alice.signingKey, epochKey: key0 });
          const k = testKeys(new Map([[fields.epoch, key0]]), [alice]);
          const opened = await openBundle(sealed, { workspaceId: fields.workspaceId, deviceId: alice.id }, k);
          expect(opened).toEqual({ header: h, payload: bytes });
        },
      ),
      { numRuns: 50 },
    );
  });

  it('shows only the prefix in clear: version 1, the epoch and a fresh IV each time', async () => {
    const h = header({ epoch: 7 });
    const k = testKeys(new Map([[7, key0]]), [alice]);
    const a = await sealBundle(h, payload, { signingKey: alice.signingKey, epochKey: key0 });
    const b = await sealBundle(h, payload, { signingKey: alice.signingKey, epochKey: key0 });
    expect([...a.subarray(0, 5)]).toEqual([1, 0, 0, 0, 7]);
    expect(a.subarray(5, PREFIX_BYTES)).not.toEqual(b.subarray(5, PREFIX_BYTES));
    expect(Buffer.from(a).includes(Buffer.from('Acme'))).toBe(false);
    expect(Buffer.from(a).includes(Buffer.from(alice.id))).toBe(false);
    expect((await openBundle(b, expected, k)).payload).toEqual(payload);
  });

  it('refuses altered ciphertext, an altered IV and an altered epoch as unauthenticated', async () => {
    const sealed = await sealBundle(header(), payload, { signingKey: alice.signingKey, epochKey: key0 });
    for (const index of [sealed.length - 1, PREFIX_BYTES + 3, 6]) {
      const altered = sealed.slice();
      altered[index]! ^= 1;
      await expect(openBundle(altered, expected, keys)).rejects.toBeInstanceOf(BundleAuthenticationError);
    }
    const epochChanged = sealed.slice();
    epochChanged[4] = 1;
    const both = testKeys(
      new Map([
        [0, key0],
        [1, key0],
      ]),
      [alice],
    );
    await expect(openBundle(epochChanged, expected, both)).rejects.toBeInstanceOf(BundleAuthenticationError);
  });

  it('refuses an unknown format version and a truncated block', async () => {
    const sealed = await sealBundle(header(), payload, { signingKey: alice.signingKey, epochKey: key0 });
    const versioned = sealed.slice();
    versioned[0] = 2;
    await expect(openBundle(versioned, expected, keys)).rejects.toBeInstanceOf(BundleFormatError);
    await expect(openBundle(sealed.subarray(0, 20), expected, keys)).rejects.toBeInstanceOf(BundleFormatError);
  });

  it('refuses a wrong key as unauthenticated, and an epoch it holds no key for or did not expect', async () => {
    const sealed = await sealBundle(header(), payload, { signingKey: alice.signingKey, epochKey: key0 });
    const wrong = testKeys(new Map([[0, key1]]), [alice]);
    await expect(openBundle(sealed, expected, wrong)).rejects.toBeInstanceOf(BundleAuthenticationError);
    const none = testKeys(new Map([[1, key1]]), [alice]);
    await expect(openBundle(sealed, expected, none)).rejects.toBeInstanceOf(BundleEpochError);
    await expect(openBundle(sealed, { ...expected, epoch: 1 }, keys)).rejects.toBeInstanceOf(BundleEpochError);
  });

  it("refuses a bundle replayed as another device's or another workspace's (other additional data)", async () => {
    const sealed = await sealBundle(header(), payload, { signingKey: alice.signingKey, epochKey: key0 });
    await expect(openBundle(sealed, { ...expected, deviceId: bob.id }, keys)).rejects.toBeInstanceOf(
      BundleAuthenticationError,
    );
    await expect(openBundle(sealed, { ...expected, workspaceId: 'ws-2' }, keys)).rejects.toBeInstanceOf(
      BundleAuthenticationError,
    );
  });

  it("refuses a bundle signed by another device's key (a holder of the workspace key forging)", async () => {
    const forged = await sealBundle(header(), payload, { signingKey: bob.signingKey, epochKey: key0 });
    await expect(openBundle(forged, expected, keys)).rejects.toBeInstanceOf(BundleSignatureError);
  });

  it('refuses a device with no known key', async () => {
    const carol = await testDevice('device-carol');
    const sealed = await sealBundle(header({ deviceId: carol.id }), payload, {
      signingKey: carol.signingKey,
      epochKey: key0,
    });
    await expect(openBundle(sealed, { ...expected, deviceId: carol.id }, keys)).rejects.toBeInstanceOf(
      UnknownDeviceError,
    );
  });

  it('refuses a signed header that names another context than the one it was sealed under', async () => {
    // A holder of the workspace key takes Alice's signed inner bytes and seals them again as Bob's.
    const sealed = await sealBundle(header(), payload, { signingKey: alice.signingKey, epochKey: key0 });
    const iv = sealed.slice(5, PREFIX_BYTES);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv, additionalData: new Uint8Array(additionalData('ws-1', 0, alice.id)) },
      key0,
      sealed.slice(PREFIX_BYTES),
    );
    const resealed = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: new Uint8Array(additionalData('ws-1', 0, bob.id)) },
      key0,
      plain,
    );
    const bytes = new Uint8Array([...sealed.subarray(0, PREFIX_BYTES), ...new Uint8Array(resealed)]);
    await expect(openBundle(bytes, { ...expected, deviceId: bob.id }, keys)).rejects.toBeInstanceOf(
      BundleHeaderMismatchError,
    );
  });

  it('refuses a bundle out of its place in the chain, and a first bundle that names a previous one', async () => {
    const sealed = await sealBundle(header(), payload, { signingKey: alice.signingKey, epochKey: key0 });
    await expect(openBundle(sealed, { ...expected, seq: 4 }, keys)).rejects.toBeInstanceOf(BundleHeaderMismatchError);
    await expect(openBundle(sealed, { ...expected, document: 'records' }, keys)).rejects.toBeInstanceOf(
      BundleHeaderMismatchError,
    );
    const orphan = await sealBundle(header({ seq: 3 }), payload, { signingKey: alice.signingKey, epochKey: key0 });
    await expect(openBundle(orphan, expected, keys)).rejects.toBeInstanceOf(BundleHeaderMismatchError);
  });

  it('refuses content that is not a bundle even when it decrypts', async () => {
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const junk = new Uint8Array(
      await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: new Uint8Array(additionalData('ws-1', 0, alice.id)) },
        key0,
        new Uint8Array(encode({ header: { nope: 1 }, payload, signature: payload })),
      ),
    );
    const bytes = new Uint8Array([1, 0, 0, 0, 0, ...iv, ...junk]);
    await expect(openBundle(bytes, expected, keys)).rejects.toBeInstanceOf(BundleFormatError);
  });

  it('refuses to seal a header that is not valid', async () => {
    await expect(
      sealBundle(header({ prev: 'not-a-cid' }), payload, { signingKey: alice.signingKey, epochKey: key0 }),
    ).rejects.toThrow();
  });
});
