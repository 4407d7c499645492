import { CID } from 'multiformats/cid';
import * as json from 'multiformats/codecs/json';
import * as raw from 'multiformats/codecs/raw';
import { sha256 } from 'multiformats/hashes/sha2';
import { ZeroHash } from 'ethers';
import { describe, expect, it } from 'vitest';
import { cidBytes, cidFromBytes, headCidOf, headDigestOf } from './workspaces-cid';

const rawCid = async (text: string) => CID.createV1(raw.code, await sha256.digest(new TextEncoder().encode(text)));

describe('Workspaces CIDs', () => {
  it('publishes a raw sha2-256 head as its digest and reads the same CID back', async () => {
    const cid = await rawCid('ciphertext of a bundle');
    const digest = headDigestOf(cid.toString());
    expect(digest).toMatch(/^0x[0-9a-f]{64}$/);
    expect(headCidOf(digest)).toBe(cid.toString());
    expect(headCidOf(ZeroHash)).toBeNull();
    expect(() => headCidOf('0x1234')).toThrow('32 bytes');
  });

  it('refuses a head that is not a raw sha2-256 CIDv1', async () => {
    const other = CID.createV1(json.code, await sha256.digest(new TextEncoder().encode('{}')));
    expect(() => headDigestOf(other.toString())).toThrow('raw sha2-256');
    // A CIDv0 (dag-pb) is never a head either.
    expect(() => headDigestOf('QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG')).toThrow('raw sha2-256');
  });

  it('keeps certificate and keyring CIDs whole, any codec', async () => {
    const cid = CID.createV1(json.code, await sha256.digest(new TextEncoder().encode('{"version":1}')));
    expect(cidFromBytes(cidBytes(cid.toString()))).toBe(cid.toString());
    expect(cidFromBytes('0x')).toBeNull();
  });
});
