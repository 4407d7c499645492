// The short pay link: the signed invoice stored as a small document in Storage (content-addressed,
// pinned where an IPFS endpoint is configured), the link carrying only its CID:
// `<origin>/pay#c=<cid>`. The pay page fetches the document (this browser's Storage, else an IPFS
// gateway), checks the bytes against the CID, then verifies the signature as for the long link.
import { sha256 } from '@noble/hashes/sha256';
import { CID } from 'multiformats/cid';
import * as raw from 'multiformats/codecs/raw';
import * as Digest from 'multiformats/hashes/digest';
import { parseSignedInvoice, signedInvoiceJson, type SignedInvoice } from './invoice-typed-data';

const SHA2_256 = 0x12;

/** The bytes of an invoice's pay document: the signed invoice as JSON, exactly as the long link carries it. */
export function payDocumentBytes(signed: SignedInvoice): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(signedInvoiceJson(signed));
}

/**
 * The CID of a pay document: CIDv1, raw, sha2-256, which is what Storage's importer gives a file of
 * one chunk (any pay document: a chunk is 256 KiB).
 */
export function payDocumentCid(bytes: Uint8Array): string {
  return CID.createV1(raw.code, Digest.create(SHA2_256, sha256(bytes))).toString();
}

/** The short pay link of a pay document. */
export function shortPayLink(origin: string, cid: string): string {
  return `${origin.replace(/\/$/, '')}/pay#c=${cid}`;
}

/** The CID a short pay link's fragment (`#c=…`) names, or null when it is not one. */
export function readShortPayFragment(hash: string): string | null {
  const match = /^#?c=([a-z2-7]+)$/.exec(hash.trim());
  if (!match?.[1]) return null;
  try {
    const cid = CID.parse(match[1]);
    return cid.version === 1 && cid.code === raw.code && cid.multihash.code === SHA2_256 ? cid.toString() : null;
  } catch {
    return null;
  }
}

/** Where the pay page may find a pay document. */
export interface PayDocumentSources {
  /** This browser's Storage: the bytes under the CID (already re-hashed), or null. */
  readonly local: (cid: string) => Promise<Uint8Array | null>;
  /** Gateway origins, tried in order, each as `<origin>/ipfs/<cid>?format=raw`. */
  readonly gateways: readonly string[];
  readonly fetch?: typeof fetch;
}

export type PayDocumentResult =
  | { readonly ok: true; readonly signed: SignedInvoice; readonly from: string }
  | { readonly ok: false; readonly message: string };

/** The signed invoice a short link names: fetched, checked against its CID, read; or why not, in words. */
export async function fetchPayDocument(cid: string, sources: PayDocumentSources): Promise<PayDocumentResult> {
  const problems: string[] = [];
  const read = (bytes: Uint8Array, from: string): PayDocumentResult | null => {
    if (payDocumentCid(bytes) !== cid) {
      problems.push(`${from} returned content that does not match the link's CID`);
      return null;
    }
    const signed = parseSignedInvoice(new TextDecoder().decode(bytes));
    if (!signed) {
      problems.push(`the document ${from} holds under this CID is not an invoice`);
      return null;
    }
    return { ok: true, signed, from };
  };
  const local = await sources.local(cid).catch(() => null);
  const found = local ? read(local, 'this browser') : null;
  if (found) return found;
  if (!local) problems.push("it is not in this browser's Storage");
  for (const gateway of sources.gateways) {
    const url = `${gateway.replace(/\/$/, '')}/ipfs/${cid}?format=raw`;
    const host = new URL(url).host;
    try {
      const response = await (sources.fetch ?? fetch)(url, { headers: { accept: 'application/vnd.ipld.raw' } });
      if (!response.ok) {
        problems.push(`the IPFS gateway ${host} answered ${response.status}`);
        continue;
      }
      const result = read(new Uint8Array(await response.arrayBuffer()), `the IPFS gateway ${host}`);
      if (result) return result;
    } catch {
      problems.push(`the IPFS gateway ${host} could not be reached`);
    }
  }
  return {
    ok: false,
    message: `The invoice ${cid} could not be fetched: ${problems.join('; ')}.`,
  };
}
