// A client of the IPFS Pinning Service API (the published OpenAPI spec, v1): `POST /pins` with
// `{ cid, name, origins?, meta? }` answers 202 with a PinStatus; `GET /pins/{requestid}` reports its
// progress through `queued` → `pinning` → `pinned` or `failed`. Bearer token. Errors are
// `{ "error": { "reason": "UNAUTHORIZED", "details": "…" } }` with 4xx/5xx.
import { baseUrl, authorization, httpFailure, pinningFetch, PinningError, type PinningEndpoint } from './pinning-http';

export const PIN_STATUSES = ['queued', 'pinning', 'pinned', 'failed'] as const;
export type PinState = (typeof PIN_STATUSES)[number];

export interface PinStatus {
  readonly requestid: string;
  readonly status: PinState;
  readonly created: string;
  readonly cid: string;
  /** The service's `info` (free-form strings), where a failure's reason usually is. */
  readonly info: Readonly<Record<string, string>>;
}

function parsePinStatus(body: unknown): PinStatus {
  const value = body as {
    requestid?: unknown;
    status?: unknown;
    created?: unknown;
    pin?: { cid?: unknown };
    info?: unknown;
  } | null;
  const status = value?.status;
  if (
    !value ||
    typeof value.requestid !== 'string' ||
    !PIN_STATUSES.includes(status as PinState) ||
    typeof value.pin?.cid !== 'string'
  ) {
    throw new PinningError(
      'The pinning service answered with something that is not a PinStatus (is this a Pinning Service API endpoint?)',
    );
  }
  const info: Record<string, string> = {};
  if (value.info && typeof value.info === 'object') {
    for (const [key, entry] of Object.entries(value.info)) if (typeof entry === 'string') info[key] = entry;
  }
  return {
    requestid: value.requestid,
    status: status as PinState,
    created: typeof value.created === 'string' ? value.created : '',
    cid: value.pin.cid,
    info,
  };
}

async function json(endpoint: PinningEndpoint, path: string, init: RequestInit = {}): Promise<PinStatus> {
  const response = await pinningFetch(endpoint, `${baseUrl(endpoint.url)}${path}`, {
    ...init,
    headers: {
      accept: 'application/json',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...authorization(endpoint.token),
    },
  });
  if (!response.ok) throw await httpFailure('The pinning service', response);
  return parsePinStatus(await response.json().catch(() => null));
}

/** Asks the service to pin `cid` (its blocks are fetched by the service from `origins` or the network). */
export function requestPin(
  endpoint: PinningEndpoint,
  pin: { cid: string; name?: string; origins?: readonly string[] },
): Promise<PinStatus> {
  return json(endpoint, '/pins', {
    method: 'POST',
    body: JSON.stringify({ cid: pin.cid, name: pin.name, origins: pin.origins }),
  });
}

/** The current status of a pin request. */
export function getPinStatus(endpoint: PinningEndpoint, requestid: string): Promise<PinStatus> {
  return json(endpoint, `/pins/${encodeURIComponent(requestid)}`);
}

/** Why a pin failed, in the service's words when its `info` says (any key), else a plain sentence. */
export function pinFailureReason(status: PinStatus): string {
  const reasons = Object.values(status.info).filter((text) => text.trim());
  return reasons.length
    ? `The pinning service could not pin ${status.cid}: ${reasons.join('; ')}`
    : `The pinning service could not pin ${status.cid} (it gave no reason)`;
}

export interface FollowOptions {
  /** Called with each status read (the page shows it). */
  readonly onStatus?: (status: PinStatus) => void;
  /** Milliseconds between reads, doubling up to 30 s. */
  readonly intervalMs?: number;
  readonly signal?: AbortSignal;
  /** Stop following after this many reads (the status then stays as last read). */
  readonly maxReads?: number;
}

/** Reads the status until it is `pinned` or `failed` (or `maxReads`/the signal ends it); resolves with the last one. */
export async function followPin(
  endpoint: PinningEndpoint,
  first: PinStatus,
  options: FollowOptions = {},
): Promise<PinStatus> {
  let status = first;
  let wait = options.intervalMs ?? 2_000;
  for (let reads = 0; status.status === 'queued' || status.status === 'pinning'; reads += 1) {
    if (options.maxReads !== undefined && reads >= options.maxReads) break;
    if (options.signal?.aborted) break;
    await new Promise((resolve) => setTimeout(resolve, wait));
    wait = Math.min(wait * 2, 30_000);
    status = await getPinStatus(endpoint, status.requestid);
    options.onStatus?.(status);
  }
  return status;
}
