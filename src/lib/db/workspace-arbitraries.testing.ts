// fast-check arbitraries of valid workspaces (never imported by app code).
import { getAddress, hexlify } from 'ethers';
import fc from 'fast-check';
import { COMPANY_PROFILE_ID, LOGO_TYPES } from './entities/company-profile';
import { TEAM_ROLES } from './entities/team-member';
import { TREASURY_CHAIN_IDS } from './entities/treasury-wallet';
import { WORKSPACE_TABLES, type RecordOf, type TableName, type WorkspaceContent } from './tables';

const text = (max: number) =>
  fc.string({ unit: 'binary', maxLength: max }).map((s) => s.trim());
const requiredText = (max: number) => text(max).filter((s) => s.length > 0);
const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());
const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => getAddress(hexlify(bytes)));
const email = fc
  .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9_+-]{0,12}$/), fc.stringMatching(/^[a-z][a-z0-9-]{0,12}[a-z0-9]$/), fc.constantFrom('com', 'org', 'de', 'io'))
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
const logo = fc
  .tuple(fc.uint8Array({ maxLength: 3000 }), fc.constantFrom(...LOGO_TYPES))
  .map(([bytes, type]) => new Blob([bytes], { type }));

/** Parses through the table's schema, so generated rows are exactly what storage holds. */
function valid<T extends TableName>(table: T) {
  return (row: unknown): RecordOf<T> => WORKSPACE_TABLES[table].schema.parse(row) as RecordOf<T>;
}

const profile = fc
  .record({
    id: fc.constant(COMPANY_PROFILE_ID),
    legalName: requiredText(200),
    registrationNumber: text(100),
    taxId: text(100),
    address: text(1000),
    country: fc.oneof(fc.constant(''), fc.stringMatching(/^[A-Z]{2}$/)),
    baseCurrency: fc.oneof(fc.constant(''), fc.stringMatching(/^[A-Z]{3,5}$/)),
    fiscalYearStartMonth: fc.integer({ min: 1, max: 12 }),
    logo: fc.option(logo, { nil: null }),
    updatedAt: isoDate,
  })
  .map(valid('companyProfile'));

const member = fc
  .record({
    id: fc.uuid(),
    name: requiredText(120),
    email,
    role: fc.constantFrom(...TEAM_ROLES),
    wallet: fc.option(address, { nil: null }),
    createdAt: isoDate,
  })
  .map(valid('teamMembers'));

const wallet = fc
  .record({
    id: fc.uuid(),
    label: requiredText(80),
    address,
    chainId: fc.constantFrom(...TREASURY_CHAIN_IDS),
    createdAt: isoDate,
  })
  .map(valid('treasuryWallets'));

const meta = fc
  .record({
    key: fc.string({ minLength: 1, maxLength: 100 }),
    value: fc.oneof(text(200), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer(), fc.boolean(), fc.constant(null)),
  })
  .map(valid('meta'));

/** Arbitrary valid workspace content: every table, blobs included, keys unique as storage requires. */
export const workspaceContentArbitrary: fc.Arbitrary<WorkspaceContent> = fc.record({
  companyProfile: fc.option(profile, { nil: null }).map((p) => (p ? [p] : [])),
  teamMembers: fc.uniqueArray(member, { selector: (m) => m.id, maxLength: 8 }),
  treasuryWallets: fc.uniqueArray(wallet, { selector: (w) => `${w.chainId}:${w.address}`, maxLength: 6 }).map((list) => {
    const ids = new Set<string>();
    return list.filter((w) => !ids.has(w.id) && ids.add(w.id));
  }),
  meta: fc.uniqueArray(meta, { selector: (m) => m.key, maxLength: 5 }),
});

export const accountArbitrary = address;

/** A comparable copy of content: Blobs replaced by { type, bytes } (toEqual cannot see into Blobs). */
export async function comparable(content: WorkspaceContent): Promise<unknown> {
  const profileRows = await Promise.all(
    content.companyProfile.map(async (p) => ({ ...p, logo: p.logo ? { type: p.logo.type, bytes: Array.from(new Uint8Array(await p.logo.arrayBuffer())) } : null })),
  );
  return { ...content, companyProfile: profileRows };
}
