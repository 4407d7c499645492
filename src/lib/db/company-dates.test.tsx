import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/primitives/date-format';
import { CompanyDates, useCompanyDates } from './company-dates';
import { freshDb, sampleProfile } from './sample-records.testing';
import type { WorkspaceDb } from './workspace-db';

let db: WorkspaceDb | null = null;
afterEach(async () => {
  await db?.delete();
  db = null;
});

// 23:05 UTC on 28 November is 08:05 on the 29th in Tokyo.
const AT = '2026-11-28T23:05:00.000Z';

function Moment() {
  return <p data-testid="moment">{formatDateTime(AT, useCompanyDates())}</p>;
}

describe('CompanyDates', () => {
  it("writes a moment below it in the company's locale (its country) and time zone", async () => {
    db = freshDb();
    await db.companyProfile.put(sampleProfile({ country: 'GB', timeZone: 'Asia/Tokyo', logo: null }));
    render(
      <CompanyDates db={db}>
        <Moment />
      </CompanyDates>,
    );
    expect(await screen.findByText('29 Nov 2026, 08:05')).toBeTruthy();
  });

  it("is the browser's own outside one (a unit test, a part no page wraps)", () => {
    render(<Moment />);
    expect(screen.getByTestId('moment').textContent).toBe(formatDateTime(AT));
  });
});
