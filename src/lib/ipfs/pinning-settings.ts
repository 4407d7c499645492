// Where documents are pinned (Utility → Network settings): a Kubo RPC API endpoint and an IPFS
// Pinning Service API endpoint, each with an optional access token. Kept in the workspace's `meta`
// table (so in its backups, like the explorer API key), one key per field.
import { endpointAllowedByCsp } from '../chain/endpoint-check';
import { putRecord } from '../db/records';
import type { WorkspaceDb } from '../db/workspace-db';
import { baseUrl, PinningError, type PinningEndpoint } from './pinning-http';

export const PINNING_KEYS = {
  kuboUrl: 'pinning.kubo.url',
  kuboToken: 'pinning.kubo.token',
  serviceUrl: 'pinning.service.url',
  serviceToken: 'pinning.service.token',
} as const;

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
  const [kuboUrl, kuboToken, serviceUrl, serviceToken] = await Promise.all(Object.values(PINNING_KEYS).map((key) => text(db, key)));
  return {
    kubo: kuboUrl ? { url: kuboUrl, token: kuboToken || null } : null,
    service: serviceUrl ? { url: serviceUrl, token: serviceToken || null } : null,
  };
}

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
export async function savePinningSettings(db: WorkspaceDb, values: { kuboUrl: string; kuboToken: string; serviceUrl: string; serviceToken: string }): Promise<void> {
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
