// The books' start day per network, kept in the network's settings row (Utility's Network settings
// keep its endpoints there; a network without a row gets one with the default endpoints).
import { networkSettingId, type NetworkSetting } from '@/lib/db/entities/network-setting';
import { isIsoDay } from '@/lib/primitives/iso-day';
import { saveRevision, StaleRevisionError } from '@/lib/db/revision-save';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { StoreResult } from './chart-store';

/** Sets (a YYYY-MM-DD day) or clears (null) the day the books start on `chainId`. */
export async function saveBooksStart(
  db: WorkspaceDb,
  chainId: number,
  day: string | null,
  now: string,
): Promise<StoreResult<NetworkSetting>> {
  if (day !== null && !isIsoDay(day)) return { ok: false, message: 'Use a date written YYYY-MM-DD' };
  if (day !== null && day > now.slice(0, 10)) return { ok: false, message: 'The books cannot start after today' };
  const stored = await db.networkSettings.get(networkSettingId(chainId));
  const base: NetworkSetting = stored ?? {
    id: networkSettingId(chainId),
    chainId,
    rpcUrl: null,
    explorerApiUrl: null,
    explorerApiKey: null,
    tracked: true,
    updatedAt: now,
    revision: 1,
  };
  try {
    const saved = await saveRevision(
      db,
      'networkSettings',
      { ...base, booksStartOn: day, updatedAt: now },
      stored?.revision ?? null,
    );
    return { ok: true, value: saved };
  } catch (error) {
    if (error instanceof StaleRevisionError) return { ok: false, message: 'Saved elsewhere meanwhile: try again' };
    throw error;
  }
}
