import { describe, expect, it } from 'vitest';
import { sampleProfile } from '@/lib/db/sample-records.testing';
import { profileChanges } from './profile-changes';
import { draftFromProfile } from './profile-form';

describe('profileChanges', () => {
  it('shows each differing field with its label and readable values', () => {
    const theirs = sampleProfile({ legalName: 'Tab A GmbH', country: 'FR', fiscalYearStartMonth: 4 });
    const yours = { ...draftFromProfile(sampleProfile()), taxId: 'DE999' };
    expect(profileChanges(theirs, yours)).toEqual([
      { field: 'legalName', label: 'Legal name', theirs: 'Tab A GmbH', yours: 'Acme Ledger GmbH' },
      { field: 'taxId', label: 'Tax ID', theirs: 'DE123456789', yours: 'DE999' },
      { field: 'country', label: 'Country', theirs: 'France', yours: 'Germany' },
      { field: 'fiscalYearStartMonth', label: 'Fiscal-year start month', theirs: 'April', yours: 'January' },
    ]);
  });
  it('a kept logo follows theirs; a removed or new one is a change', () => {
    const theirs = sampleProfile();
    expect(profileChanges(theirs, draftFromProfile(theirs))).toEqual([]);
    expect(profileChanges(theirs, { ...draftFromProfile(theirs), logo: { kind: 'removed' } })).toEqual([
      { field: 'logo', label: 'Logo', theirs: 'PNG image', yours: 'None' },
    ]);
    const blob = new Blob(['<svg/>'], { type: 'image/svg+xml' });
    expect(profileChanges(theirs, { ...draftFromProfile(theirs), logo: { kind: 'new', blob } })).toEqual([
      { field: 'logo', label: 'Logo', theirs: 'PNG image', yours: 'New SVG image' },
    ]);
  });
});
