// Building blocks of the workspace arbitraries: text, dates, addresses, hashes, and `valid` (never imported by app code).
import { getAddress, hexlify } from 'ethers';
import fc from 'fast-check';
import { LOGO_TYPES } from './entities/company-profile';
import { TREASURY_CHAIN_IDS } from './entities/treasury-wallet';
import { WORKSPACE_TABLES, type RecordOf, type TableName } from './tables';

export const text = (max: number) => fc.string({ unit: 'binary', maxLength: max }).map((s) => s.trim());
export const requiredText = (max: number) => text(max).filter((s) => s.length > 0);
export const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());
export const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => getAddress(hexlify(bytes)));
export const email = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9][a-z0-9_+-]{0,12}$/),
    fc.stringMatching(/^[a-z][a-z0-9-]{0,12}[a-z0-9]$/),
    fc.constantFrom('com', 'org', 'de', 'io'),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
export const logo = fc
  .tuple(fc.uint8Array({ maxLength: 3000 }), fc.constantFrom(...LOGO_TYPES))
  .map(([bytes, type]) => new Blob([bytes], { type }));

/** Parses through the table's schema, so generated rows are exactly what storage holds. */
export function valid<T extends TableName>(table: T) {
  return (row: unknown): RecordOf<T> => WORKSPACE_TABLES[table].schema.parse(row) as RecordOf<T>;
}

export const hash = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => hexlify(bytes));
export const chainId = fc.constantFrom(...TREASURY_CHAIN_IDS);
export const units = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }).map(String);
export const day = isoDate.map((d) => d.slice(0, 10));
