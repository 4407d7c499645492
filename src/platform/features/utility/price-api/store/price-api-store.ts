// The price API setting's reads and writes: the URL in the workspace's meta table, and the base
// currency its prices are asked in (Company).
import { COMPANY_PROFILE_ID } from '@/lib/db/entities/company-profile';
import { META_KEYS } from '@/lib/db/entities/meta-entry';
import { readRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';

export interface PriceApiSetting {
  /** The saved API base URL, or null for none. */
  readonly url: string | null;
  /** The company's base currency ('' when not set: nothing to ask for). */
  readonly baseCurrency: string;
}

/** The saved price API and the base currency. */
export async function readPriceApi(db: WorkspaceDb): Promise<PriceApiSetting> {
  const [row, { record: profile }] = await Promise.all([
    db.meta.get(META_KEYS.priceApiUrl),
    readRecord(db, 'companyProfile', COMPANY_PROFILE_ID),
  ]);
  return {
    url: typeof row?.value === 'string' && row.value ? row.value : null,
    baseCurrency: profile?.baseCurrency ?? '',
  };
}

/** Saves (a checked URL) or removes (null) the price API. */
export async function savePriceApi(db: WorkspaceDb, url: string | null): Promise<void> {
  if (url === null) await db.meta.delete(META_KEYS.priceApiUrl);
  else await db.meta.put({ key: META_KEYS.priceApiUrl, value: url });
}
