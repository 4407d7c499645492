// Raw blocks through the Kubo RPC API configured for Storage (Utility → Network settings): the
// ciphertext of a bundle goes in as a raw block whose CID is sha2-256 over those bytes. Every
// answer is checked: the CID Kubo returns against the one computed here, the bytes it serves
// against the CID asked for, so a faulty or hostile endpoint cannot swap a block.
import { CID } from 'multiformats/cid';
import * as raw from 'multiformats/codecs/raw';
import { sha256 } from 'multiformats/hashes/sha2';
import { equals } from 'multiformats/bytes';
import { z } from 'zod';
import { kuboApiBase } from '@/lib/ipfs/kubo-dag-import';
import { authorization, httpFailure, pinningFetch, PinningError, type PinningEndpoint } from '@/lib/ipfs/pinning-http';
import { BlockIntegrityError } from './errors';

/** The CIDv1 (raw, sha2-256) of bytes, as block/put with those options computes it. */
export async function rawCid(bytes: Uint8Array): Promise<string> {
  return CID.createV1(raw.code, await sha256.digest(bytes)).toString();
}

/** Throws BlockIntegrityError unless `bytes` hash to `cid` (a sha2-256 CID). */
export async function verifyBlock(cid: string, bytes: Uint8Array): Promise<void> {
  const parsed = CID.parse(cid);
  if (parsed.multihash.code !== sha256.code) throw new BlockIntegrityError(`${cid} is not a sha2-256 CID`);
  const digest = await sha256.digest(bytes);
  if (!equals(digest.bytes, parsed.multihash.bytes))
    throw new BlockIntegrityError(`The bytes served for ${cid} do not hash to it`);
}

const putAnswer = z.object({ Key: z.string(), Size: z.number().int() });
const pinAnswer = z.object({ Pins: z.array(z.string()).nullable().optional() });

async function call(endpoint: PinningEndpoint, command: string, init: RequestInit = {}): Promise<Response> {
  const url = `${kuboApiBase(endpoint.url)}/${command}`;
  const response = await pinningFetch(endpoint, url, {
    method: 'POST',
    ...init,
    headers: authorization(endpoint.token),
  });
  if (!response.ok) throw await httpFailure('The Kubo node', response);
  return response;
}

async function json<T>(response: Response, schema: z.ZodType<T>, command: string): Promise<T> {
  const parsed = schema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new PinningError(`The Kubo node gave an answer that is not ${command}'s`);
  return parsed.data;
}

/** Stores `bytes` as a raw block, pinned; resolves with its CID once the node's answer matches ours. */
export async function putBlock(endpoint: PinningEndpoint, bytes: Uint8Array): Promise<string> {
  const expected = await rawCid(bytes);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'block');
  const response = await call(endpoint, 'block/put?cid-codec=raw&mhtype=sha2-256&pin=true', { body: form });
  const answer = await json(response, putAnswer, 'block/put');
  if (answer.Key !== expected) throw new BlockIntegrityError(`The Kubo node stored ${answer.Key}, not ${expected}`);
  return expected;
}

/** Reads a block and checks that its bytes hash to `cid`. */
export async function getBlock(endpoint: PinningEndpoint, cid: string): Promise<Uint8Array> {
  const response = await call(endpoint, `block/get?arg=${encodeURIComponent(cid)}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  await verifyBlock(cid, bytes);
  return bytes;
}

/** Pins a block the node already holds (recursive pin of a raw block: just that block). */
export async function pinBlock(endpoint: PinningEndpoint, cid: string): Promise<void> {
  const answer = await json(await call(endpoint, `pin/add?arg=${encodeURIComponent(cid)}`), pinAnswer, 'pin/add');
  if (!answer.Pins?.includes(cid)) throw new PinningError(`The Kubo node did not pin ${cid}`);
}
