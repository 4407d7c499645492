// Where documents are pinned (Utility → Network settings): a Kubo RPC API endpoint and an IPFS
// Pinning Service API endpoint, each with an optional access token. Kept in the workspace's `meta`
// table (so in its backups, like the explorer API key), one key per field. The CID profile new
// documents are added with by default is kept beside them, under its own key.
import { z } from 'zod';
import { endpointAllowedByCsp } from '@/lib/chain/endpoint-check';
import { putRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { CidProfile } from './import-file';

/** A pinning failure in words (the service's own reason when it gave one) and its HTTP status. */
export class PinningError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'PinningError';
  }
}

export interface PinningEndpoint {
  /** The service's base URL as the user typed it (no trailing slash needed). */
  readonly url: string;
  /** An access token: sent as `Bearer <token>`, or as typed when it already names a scheme. */
  readonly token?: string | null;
  /** Injected in tests; the global fetch otherwise. */
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

/** The base URL without trailing slashes; refuses anything but http(s). */
export function baseUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    throw new PinningError(`"${url}" is not a URL: write it like https://pin.example.com`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new PinningError('Use an http:// or https:// address for a pinning service');
  return parsed.toString().replace(/\/+$/, '');
}

export const PINNING_KEYS = {
  kuboUrl: 'pinning.kubo.url',
  kuboToken: 'pinning.kubo.token',
  serviceUrl: 'pinning.service.url',
  serviceToken: 'pinning.service.token',
} as const;

/** The meta key of the default CID profile (Utility → Network settings; Storage reads it). */
export const CID_PROFILE_KEY = 'storage.cidProfile';

// A value from a backup or an older build that is not a profile reads as kubo's default.
const cidProfileSchema = z.enum(['kubo', 'unixfs-v1-2025']).catch('kubo') satisfies z.ZodType<CidProfile>;

export interface PinningSettings {
  readonly kubo: PinningEndpoint | null;
  readonly service: PinningEndpoint | null;
}

async function text(db: WorkspaceDb, key: string): Promise<string> {
  const value = (await db.meta.get(key))?.value;
  return typeof value === 'string' ? value : '';
}

/** The configured endpoints (null where none is set). */
export async function readPinningSettings(db: WorkspaceDb): Promise<PinningSettings> {
  const [kuboUrl, kuboToken, serviceUrl, serviceToken] = await Promise.all(
    Object.values(PINNING_KEYS).map((key) => text(db, key)),
  );
  return {
    kubo: kuboUrl ? { url: kuboUrl, token: kuboToken || null } : null,
    service: serviceUrl ? { url: serviceUrl, token: serviceToken || null } : null,
  };
}

/** The CID profile new documents are added with by default (kubo's when none is saved). */
export async function readCidProfile(db: WorkspaceDb): Promise<CidProfile> {
  return cidProfileSchema.parse((await db.meta.get(CID_PROFILE_KEY))?.value);
}

/** Saves the CID profile new documents are added with by default. */
export async function saveCidProfile(db: WorkspaceDb, profile: CidProfile): Promise<void> {
  await putRecord(db, 'meta', { key: CID_PROFILE_KEY, value: cidProfileSchema.parse(profile) });
}

/** The profiles as the pages offer them, kubo's default first. */
export const CID_PROFILE_CHOICES: readonly { readonly value: CidProfile; readonly label: string }[] = [
  { value: 'kubo', label: 'kubo (ipfs add --cid-version=1)' },
  { value: 'unixfs-v1-2025', label: 'unixfs-v1-2025 (IPIP-499)' },
];

/** What the profiles mean, for a field's hint. */
export const CID_PROFILE_HINT =
  "kubo: 256 KiB chunks, kubo's default. unixfs-v1-2025: 1 MiB chunks (IPIP-499). The same bytes get a different CID under each.";

/** Why an endpoint URL cannot be used ('' is fine: not configured), or null. */
export function pinningUrlProblem(url: string): string | null {
  if (!url.trim()) return null;
  try {
    baseUrl(url);
  } catch (error) {
    return error instanceof PinningError ? error.message : String(error);
  }
  const csp = endpointAllowedByCsp(url.trim());
  return csp.ok ? null : csp.reason;
}

/** Saves both endpoints in one transaction; '' clears one. Throws when a URL cannot be used. */
export async function savePinningSettings(
  db: WorkspaceDb,
  values: { kuboUrl: string; kuboToken: string; serviceUrl: string; serviceToken: string },
): Promise<void> {
  for (const url of [values.kuboUrl, values.serviceUrl]) {
    const problem = pinningUrlProblem(url);
    if (problem) throw new PinningError(problem);
  }
  await db.transaction('rw', db.meta, async () => {
    for (const [field, key] of Object.entries(PINNING_KEYS) as [keyof typeof values, string][]) {
      await putRecord(db, 'meta', { key, value: values[field].trim() || null });
    }
  });
}
