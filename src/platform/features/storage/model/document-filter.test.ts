import { describe, expect, it } from 'vitest';
import type { StorageDocument } from '@/lib/db/entities/storage-document';
import { allTags, filterDocuments, parseTags, previewKind } from './document-filter';
import { anchorInWords, pinInWords } from './document-words';

const base: StorageDocument = {
  id: 'a',
  name: 'Lease.pdf',
  type: 'application/pdf',
  size: 10,
  storedSize: 10,
  cid: 'bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e',
  profile: 'kubo',
  sha256: `0x${'11'.repeat(32)}`,
  encryption: null,
  tags: ['legal', '2026'],
  pins: [],
  anchor: null,
  links: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  revision: 1,
};
const receipt = {
  ...base,
  id: 'b',
  name: 'Receipt taxi.png',
  type: 'image/png',
  tags: ['expenses'],
  createdAt: '2026-02-01T00:00:00.000Z',
};

describe('document search and tags', () => {
  it('matches every word against name, type, CID and tags, newest first', () => {
    expect(filterDocuments([base, receipt], '', '').map((d) => d.id)).toEqual(['b', 'a']);
    expect(filterDocuments([base, receipt], 'lease legal', '').map((d) => d.id)).toEqual(['a']);
    expect(filterDocuments([base, receipt], 'BAFKREIFZ', 'expenses').map((d) => d.id)).toEqual(['b']);
    expect(filterDocuments([base, receipt], 'nothing', '')).toEqual([]);
    expect(allTags([base, receipt])).toEqual(['2026', 'expenses', 'legal']);
  });
  it('parses typed tags and names a bad one', () => {
    expect(parseTags(' Legal, 2026,legal ,')).toEqual({ tags: ['legal', '2026'], error: null });
    expect(parseTags('x'.repeat(41)).error).toMatch(/longer than 40/);
  });
  it('previews images and text only', () => {
    expect(previewKind(receipt)).toBe('image');
    expect(previewKind({ ...base, type: '', name: 'notes.md' })).toBe('text');
    expect(previewKind(base)).toBeNull();
  });
  it('says pin and anchor status in words', () => {
    expect(
      pinInWords({
        service: 'pinningService',
        status: 'failed',
        requestid: 'r',
        reason: 'no space',
        updatedAt: base.createdAt,
      }),
    ).toBe('Pinning service: failed (no space)');
    expect(
      pinInWords({
        service: 'kubo',
        status: 'queued',
        requestid: null,
        reason: 'waiting for the network',
        updatedAt: base.createdAt,
      }),
    ).toBe('Kubo node: queued (waiting for the network)');
    expect(
      anchorInWords(
        {
          chainId: 31337,
          registry: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
          sender: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
          txHash: `0x${'22'.repeat(32)}`,
          blockNumber: 12,
          time: '2026-11-22T09:14:00.000Z',
        },
        { locale: 'en-GB', timeZone: 'UTC' },
      ),
    ).toMatch(/^Anchored at block 12, 22 Nov 2026/);
  });
});
