// The company's date settings handed down a page: its workspace component reads them once
// (useDateSettings) and every part below writes days and moments with them through
// lib/primitives/date-format, without threading them through each component's props.
import { createContext, useContext, type ReactNode } from 'react';
import type { DateFormatSettings } from '@/lib/primitives/date-format';
import { useDateSettings } from './use-date-settings';
import type { WorkspaceDb } from './workspace-db';

const NONE: DateFormatSettings = {};
const CompanyDatesContext = createContext<DateFormatSettings>(NONE);

/** Gives the workspace's company date settings (its locale and time zone) to everything under it. */
export function CompanyDates({ db, children }: { db: WorkspaceDb | null; children: ReactNode }) {
  const dates = useDateSettings(db);
  return <CompanyDatesContext value={dates}>{children}</CompanyDatesContext>;
}

/** The company's date settings of the page (`{}`, the browser's, outside a `CompanyDates` or while loading). */
export function useCompanyDates(): DateFormatSettings {
  return useContext(CompanyDatesContext);
}
