// The pages' one way to value an amount in the base currency: the price list (typed, imported and
// the feeds' cached prices) and the company's base currency, read live, so a new round cached by
// the price follower changes the values on the open page.
import { useMemo } from 'react';
import { COMPANY_PROFILE_ID } from '@/lib/db/entities/company-profile';
import { readRecord, readRecords } from '@/lib/db/records';
import { useLiveQuery } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { baseValueOf, type BaseValue } from '@/lib/ledger/base-value';
import { indexPrices, pricesInBase } from '@/lib/ledger/prices';

export interface BaseValues {
  /** The base currency (`USD`), or '' when the company has none. */
  readonly currency: string;
  /** The value on a day (YYYY-MM-DD), for history; null without a base currency or before loading. */
  on(units: bigint | string, decimals: number, commodity: string, date: string): BaseValue | null;
  /** The value now, for balances. */
  now(units: bigint | string, decimals: number, commodity: string): BaseValue | null;
}

const toBig = (units: bigint | string) => (typeof units === 'bigint' ? units : BigInt(units));

/** Values amounts with the workspace's prices and base currency, kept live. */
export function useBaseValues(db: WorkspaceDb | null): BaseValues {
  const state = useLiveQuery(async () => {
    if (!db) return null;
    const [profile, prices] = await Promise.all([
      readRecord(db, 'companyProfile', COMPANY_PROFILE_ID),
      readRecords(db, 'ledgerPrices'),
    ]);
    const currency = profile.record?.baseCurrency ?? '';
    // Within a day the last entered wins: order by entry time before indexing.
    const ordered = [...pricesInBase(prices.records, currency)].sort((a, b) => (a.addedAt < b.addedAt ? -1 : 1));
    return { currency, index: indexPrices(ordered) };
  }, [db]);
  const data = state.status === 'ready' ? state.data : null;
  return useMemo(() => {
    const currency = data?.currency ?? '';
    const on: BaseValues['on'] = (units, decimals, commodity, date) =>
      data ? baseValueOf(data.index, currency, { units: toBig(units), decimals, commodity }, date) : null;
    return {
      currency,
      on,
      now: (units, decimals, commodity) => {
        const now = new Date().toISOString();
        return data
          ? baseValueOf(data.index, currency, { units: toBig(units), decimals, commodity }, now.slice(0, 10), now)
          : null;
      },
    };
  }, [data]);
}
