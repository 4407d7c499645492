// Builders of valid records for tests (never imported by app code).
import { LOCAL_CHAIN_ID } from '@/config/chain';
import { COMPANY_PROFILE_ID, type CompanyProfile } from './entities/company-profile';
import type { TeamMember } from './entities/team-member';
import type { TreasuryWallet } from './entities/treasury-wallet';
import { WorkspaceDb } from './workspace-db';

export const ADDRESS_A = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
export const ADDRESS_B = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** A fresh, uniquely named workspace database (fake-indexeddb in tests). */
export function freshDb(): WorkspaceDb {
  return new WorkspaceDb(`test-${crypto.randomUUID()}`);
}

export function sampleProfile(patch: Partial<CompanyProfile> = {}): CompanyProfile {
  return {
    id: COMPANY_PROFILE_ID,
    legalName: 'Acme Ledger GmbH',
    registrationNumber: 'HRB 12345',
    taxId: 'DE123456789',
    address: 'Hauptstraße 1\n10115 Berlin',
    country: 'DE',
    baseCurrency: 'EUR',
    fiscalYearStartMonth: 1,
    logo: new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
    updatedAt: '2025-01-02T03:04:05.000Z',
    revision: 1,
    ...patch,
  };
}

export function sampleMember(patch: Partial<TeamMember> = {}): TeamMember {
  return {
    id: crypto.randomUUID(),
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'Accountant',
    wallet: ADDRESS_A,
    createdAt: '2025-01-02T03:04:05.000Z',
    revision: 1,
    ...patch,
  };
}

export function sampleWallet(patch: Partial<TreasuryWallet> = {}): TreasuryWallet {
  return {
    id: crypto.randomUUID(),
    label: 'Operating',
    address: ADDRESS_B,
    chainId: LOCAL_CHAIN_ID,
    createdAt: '2025-01-02T03:04:05.000Z',
    revision: 1,
    ...patch,
  };
}
