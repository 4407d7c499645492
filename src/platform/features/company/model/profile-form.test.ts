import { describe, expect, it } from 'vitest';
import { sampleProfile } from '@/lib/db/sample-records.testing';
import {
  changesBooksMethod,
  checkLogoFile,
  draftFromProfile,
  isProfileChanged,
  profileFromDraft,
} from './profile-form';

const now = new Date('2025-05-06T07:08:09Z');
const currencies = new Set(['EUR', 'USD', 'ETH', 'USDC']);

describe('profile draft', () => {
  it('starts empty (fiscal year in January) without a stored profile', () => {
    const draft = draftFromProfile(null);
    expect(draft).toMatchObject({ legalName: '', country: '', fiscalYearStartMonth: '1', logo: { kind: 'kept' } });
    expect(isProfileChanged(draft, null)).toBe(false);
  });
  it('is changed when a field or the logo changes, and not when edited back', () => {
    const stored = sampleProfile();
    const draft = draftFromProfile(stored);
    expect(isProfileChanged(draft, stored)).toBe(false);
    expect(isProfileChanged({ ...draft, taxId: 'X' }, stored)).toBe(true);
    expect(isProfileChanged({ ...draft, taxId: stored.taxId }, stored)).toBe(false);
    expect(isProfileChanged({ ...draft, logo: { kind: 'new', blob: new Blob() } }, stored)).toBe(true);
    expect(isProfileChanged({ ...draft, logo: { kind: 'removed' } }, stored)).toBe(true);
    expect(isProfileChanged({ ...draftFromProfile(null), logo: { kind: 'removed' } }, null)).toBe(false);
  });
});

describe('cost method and measurement policy', () => {
  it('read FIFO and cost less impairment on a profile that never chose, are stored as chosen, and say when the books are re-derived', () => {
    const stored = sampleProfile();
    const draft = draftFromProfile(stored);
    expect([draft.costMethod, draft.measurementPolicy]).toEqual(['fifo', 'cost-less-impairment']);
    expect(changesBooksMethod(draft, stored)).toBe(false);
    const average = { ...draft, costMethod: 'average', measurementPolicy: 'fair-value' };
    expect(changesBooksMethod(average, stored)).toBe(true);
    expect(isProfileChanged(average, stored)).toBe(true);
    const result = profileFromDraft(average, stored, { now, currencies });
    expect(result.ok && [result.profile.costMethod, result.profile.measurementPolicy]).toEqual([
      'average',
      'fair-value',
    ]);
    if (result.ok) expect(changesBooksMethod(average, result.profile)).toBe(false);
    const wrong = profileFromDraft({ ...draft, costMethod: 'lifo' }, stored, { now, currencies });
    expect(wrong.ok ? null : wrong.errors.costMethod).toBeTruthy();
  });
});

describe('profileFromDraft', () => {
  it('builds the record, trimming text and keeping the stored logo', () => {
    const stored = sampleProfile();
    const result = profileFromDraft(
      { ...draftFromProfile(stored), legalName: '  New Name  ', fiscalYearStartMonth: '4', timeZone: 'Asia/Tokyo' },
      stored,
      { now, currencies },
    );
    expect(result).toEqual({
      ok: true,
      profile: {
        ...stored,
        legalName: 'New Name',
        fiscalYearStartMonth: 4,
        costMethod: 'fifo',
        measurementPolicy: 'cost-less-impairment',
        timeZone: 'Asia/Tokyo',
        // A profile saved before the field existed gains it, empty.
        electronicAddress: '',
        updatedAt: now.toISOString(),
      },
    });
  });
  it('keeps the e-invoice endpoint, and refuses one that is neither an e-mail nor a Peppol ID', () => {
    const stored = sampleProfile();
    const ok = profileFromDraft({ ...draftFromProfile(stored), electronicAddress: '0088:5790000435975' }, stored, {
      now,
      currencies,
    });
    expect(ok.ok && ok.profile.electronicAddress).toBe('0088:5790000435975');
    const bad = profileFromDraft({ ...draftFromProfile(stored), electronicAddress: 'invoices at acme' }, stored, {
      now,
      currencies,
    });
    expect(bad.ok ? null : bad.errors.electronicAddress).toBe(
      'Enter an e-mail or a Peppol ID such as 0088:5790000435975',
    );
  });
  it('starts the time zone from the browser and refuses a name that is not an IANA zone', () => {
    expect(draftFromProfile(null).timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const result = profileFromDraft({ ...draftFromProfile(sampleProfile()), timeZone: 'Mars/Olympus' }, null, {
      now,
      currencies,
    });
    expect(result.ok ? null : result.errors.timeZone).toBe('Choose a time zone from the list');
  });
  it('stores a new logo or removes it', () => {
    const blob = new Blob(['<svg/>'], { type: 'image/svg+xml' });
    const stored = sampleProfile();
    const added = profileFromDraft({ ...draftFromProfile(stored), logo: { kind: 'new', blob } }, stored, {
      now,
      currencies,
    });
    expect(added.ok && added.profile.logo).toBe(blob);
    const removed = profileFromDraft({ ...draftFromProfile(stored), logo: { kind: 'removed' } }, stored, {
      now,
      currencies,
    });
    expect(removed.ok && removed.profile.logo).toBeNull();
  });
  it('names each wrong field', () => {
    const result = profileFromDraft(
      { ...draftFromProfile(null), legalName: '  ', country: 'XX', baseCurrency: 'ABC', taxId: 'x'.repeat(101) },
      null,
      { now, currencies },
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        legalName: 'Enter the legal name',
        taxId: 'Use at most 100 characters',
        country: 'Choose a country from the list',
        baseCurrency: 'Choose a currency from the list',
      },
    });
  });
});

describe('checkLogoFile', () => {
  it('accepts PNG, JPEG, SVG and WebP up to 1 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'])
      expect(checkLogoFile({ size: 1024 * 1024, type }, 'en')).toBeNull();
  });
  it('refuses larger files and other types', () => {
    expect(checkLogoFile({ size: 1024 * 1024 + 1, type: 'image/png' }, 'en')).toBe(
      'The logo must be at most 1 MB (this file is 1.1 MB)',
    );
    expect(checkLogoFile({ size: 3 * 1024 * 1024, type: 'image/png' }, 'en')).toBe(
      'The logo must be at most 1 MB (this file is 3 MB)',
    );
    expect(checkLogoFile({ size: 10, type: 'image/gif' }, 'en')).toBe('Use a PNG, JPEG, SVG or WebP image');
  });
});
