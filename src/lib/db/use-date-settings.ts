// The company's date settings, live: every page writes days and moments through
// lib/primitives/date-format with them (its locale and time zone; the browser's until it has them).
import { useMemo } from 'react';
import { companyDateSettings, type DateFormatSettings } from '@/lib/primitives/date-format';
import { COMPANY_PROFILE_ID } from './entities/company-profile';
import { readRecord } from './records';
import { useLiveQuery } from './use-live-query';
import type { WorkspaceDb } from './workspace-db';

/** The company's locale and time zone for `formatDateTime` and the others; `{}` (the browser's) while loading. */
export function useDateSettings(db: WorkspaceDb | null): DateFormatSettings {
  const state = useLiveQuery(async () => {
    if (!db) return null;
    const profile = (await readRecord(db, 'companyProfile', COMPANY_PROFILE_ID)).record;
    return profile ? { country: profile.country, timeZone: profile.timeZone ?? '' } : null;
  }, [db]);
  const profile = state.status === 'ready' ? state.data : null;
  const country = profile?.country ?? '';
  const timeZone = profile?.timeZone ?? '';
  return useMemo(() => companyDateSettings({ country, ...(timeZone ? { timeZone } : {}) }), [country, timeZone]);
}
