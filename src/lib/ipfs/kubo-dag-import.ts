// Pinning through a Kubo RPC API (the user's own node, IPFS Desktop, or an IPFS Cluster proxy):
// `POST /api/v0/dag/import` with the CAR as a multipart `file`; Kubo imports every block and pins
// the CAR's root (`pin-roots=true`). The answer is newline-delimited JSON:
//   {"Root":{"Cid":{"/":"bafy…"},"PinErrorMsg":""}}  and, with stats=true,  {"Stats":{"BlockCount":n,"BlockBytesCount":n}}
// A failed call answers 4xx/5xx with {"Message":"…","Code":0,"Type":"error"}. The node must allow
// this site's origin (API.HTTPHeaders Access-Control-Allow-Origin), which the Storage README explains.
import { baseUrl, authorization, httpFailure, pinningFetch, PinningError, type PinningEndpoint } from './pinning-http';

export interface DagImportResult {
  /** The pinned root CID, as Kubo printed it. */
  readonly root: string;
  readonly blockCount: number | null;
  readonly bytes: number | null;
}

interface DagImportLine {
  Root?: { Cid?: { '/'?: string }; PinErrorMsg?: string };
  Stats?: { BlockCount?: number; BlockBytesCount?: number };
}

/** The RPC base: the URL as typed, with `/api/v0` added unless it is already there. */
export function kuboApiBase(url: string): string {
  const base = baseUrl(url);
  return base.endsWith('/api/v0') ? base : `${base}/api/v0`;
}

/** Uploads a CAR (exactly one root) to a Kubo RPC endpoint and pins its root; resolves with the root Kubo pinned. */
export async function kuboDagImport(
  endpoint: PinningEndpoint,
  car: Blob,
  expectedRoot: string,
): Promise<DagImportResult> {
  const form = new FormData();
  form.append('file', car, 'document.car');
  const url = `${kuboApiBase(endpoint.url)}/dag/import?pin-roots=true&stats=true`;
  const response = await pinningFetch(endpoint, url, {
    method: 'POST',
    body: form,
    headers: authorization(endpoint.token),
  });
  if (!response.ok) throw await httpFailure('The Kubo node', response);
  const lines = (await response.text()).split('\n').filter((line) => line.trim());
  let root: string | null = null;
  let stats: DagImportLine['Stats'] | undefined;
  for (const line of lines) {
    let parsed: DagImportLine;
    try {
      parsed = JSON.parse(line) as DagImportLine;
    } catch {
      throw new PinningError(`The Kubo node gave an answer that is not dag/import's: ${line.slice(0, 120)}`);
    }
    if (parsed.Root) {
      if (parsed.Root.PinErrorMsg)
        throw new PinningError(
          `The Kubo node imported the blocks but could not pin ${parsed.Root.Cid?.['/'] ?? 'the root'}: ${parsed.Root.PinErrorMsg}`,
        );
      root = parsed.Root.Cid?.['/'] ?? null;
    }
    if (parsed.Stats) stats = parsed.Stats;
  }
  if (!root) throw new PinningError('The Kubo node answered without a pinned root (is this a Kubo RPC API endpoint?)');
  if (root !== expectedRoot) throw new PinningError(`The Kubo node pinned ${root}, not ${expectedRoot}`);
  return { root, blockCount: stats?.BlockCount ?? null, bytes: stats?.BlockBytesCount ?? null };
}
