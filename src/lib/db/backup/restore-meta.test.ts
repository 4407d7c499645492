import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { emptyContent } from '@/lib/db/tables';
import { freshDb, sampleMember } from '@/lib/db/sample-records.testing';
import { readWorkspaceContent, restoreWorkspaceContent, type RestoreMode } from './workspace-content';

const OWN = {
  createdAt: '2025-05-01T00:00:00.000Z',
  lastExportAt: '2025-05-02T00:00:00.000Z',
  lastImportAt: '2025-05-03T00:00:00.000Z',
};
const FILE = {
  createdAt: '2024-01-01T00:00:00.000Z',
  lastExportAt: '2024-01-02T00:00:00.000Z',
  lastImportAt: '2024-01-03T00:00:00.000Z',
  theme: 'dark',
};
const NOW = new Date('2026-01-01T12:00:00Z');

const entries = (values: Record<string, string | number>) =>
  Object.entries(values).map(([key, value]) => ({ key, value }));

async function metaAfter(
  mode: RestoreMode,
  file: Record<string, string | number> = FILE,
  own: Record<string, string | number> = OWN,
): Promise<Record<string, unknown>> {
  const db = freshDb();
  try {
    await restoreWorkspaceContent(
      db,
      { ...emptyContent(), meta: entries(OWN), teamMembers: [sampleMember()] },
      'replace',
    );
    await db.meta.bulkPut(entries(own));
    await restoreWorkspaceContent(db, { ...emptyContent(), meta: entries(file) }, mode, NOW);
    const { content } = await readWorkspaceContent(db);
    return Object.fromEntries(content.meta.map((entry) => [entry.key, entry.value]));
  } finally {
    await db.delete();
  }
}

describe('workspace facts on import', () => {
  it('Merge keeps the workspace’s own createdAt and lastExportAt, takes other settings, records lastImportAt', async () => {
    expect(await metaAfter('merge')).toEqual({
      createdAt: OWN.createdAt,
      lastExportAt: OWN.lastExportAt,
      lastImportAt: NOW.toISOString(),
      theme: 'dark',
    });
  });
  it('Replace takes the file’s createdAt (the restored workspace’s birth), keeps this lastExportAt, records lastImportAt', async () => {
    expect(await metaAfter('replace')).toEqual({
      createdAt: FILE.createdAt,
      lastExportAt: OWN.lastExportAt,
      lastImportAt: NOW.toISOString(),
      theme: 'dark',
    });
  });
  it('Replace keeps the current createdAt when the file has none', async () => {
    expect(await metaAfter('replace', { theme: 'light' })).toEqual({
      createdAt: OWN.createdAt,
      lastExportAt: OWN.lastExportAt,
      lastImportAt: NOW.toISOString(),
      theme: 'light',
    });
  });
  it('Merge keeps the larger invoiceSequence, so an older backup never hands out an invoice number again', async () => {
    expect((await metaAfter('merge', { invoiceSequence: 3 }, { ...OWN, invoiceSequence: 7 })).invoiceSequence).toBe(7);
    expect((await metaAfter('merge', { invoiceSequence: 9 }, { ...OWN, invoiceSequence: 7 })).invoiceSequence).toBe(9);
    expect((await metaAfter('merge', { invoiceSequence: 4 })).invoiceSequence).toBe(4);
  });
  it('Replace takes the file’s invoiceSequence with the file’s invoices', async () => {
    expect((await metaAfter('replace', { invoiceSequence: 3 }, { ...OWN, invoiceSequence: 7 })).invoiceSequence).toBe(
      3,
    );
  });
  it('an import that fails writes no lastImportAt', async () => {
    const db = freshDb();
    try {
      await db.open();
      const bad = { ...emptyContent(), teamMembers: [{ ...sampleMember(), email: 'x' }] };
      await expect(restoreWorkspaceContent(db, bad, 'merge', NOW)).rejects.toThrow();
      expect(await db.meta.get('lastImportAt')).toBeUndefined();
    } finally {
      await db.delete();
    }
  });
});
