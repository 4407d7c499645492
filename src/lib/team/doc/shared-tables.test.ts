import { describe, expect, it } from 'vitest';
import { TABLE_NAMES } from '@/lib/db/tables';
import { DOC_OF_TABLE, UNSHARED_TABLES } from './shared-tables';

describe('which tables the team workspace shares', () => {
  it('places every table of the workspace on purpose: shared in one document, or left out with a reason', () => {
    const shared = new Set(Object.keys(DOC_OF_TABLE));
    const unshared = new Set(Object.keys(UNSHARED_TABLES));
    expect(TABLE_NAMES.filter((table) => !shared.has(table) && !unshared.has(table))).toEqual([]);
    expect(TABLE_NAMES.filter((table) => shared.has(table) && unshared.has(table))).toEqual([]);
  });

  it('shares the category mapping with the records it decides', () => {
    expect(DOC_OF_TABLE.categoryAccounts).toBe(DOC_OF_TABLE.journalEntries);
  });
});
