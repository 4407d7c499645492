import { describe, expect, it } from 'vitest';
import { checkDeedDraft, DEED_MESSAGES, EMPTY_DEED_DRAFT } from './deed-form';
import { metadataJson, metadataWithCid } from './metadata-json';

const CID = 'bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy';

describe('checkDeedDraft', () => {
  it('builds the metadata: image as ipfs:// from a bare CID, documents by CID, properties by key', () => {
    const result = checkDeedDraft({
      name: 'Deed',
      symbol: 'D1',
      description: ' A plot ',
      image: CID,
      documents: `${CID}\n\nipfs://${CID}`,
      properties: 'Area: 10 m²\nZone:',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        symbol: 'D1',
        metadata: {
          name: 'Deed',
          description: 'A plot',
          image: `ipfs://${CID}`,
          properties: { Area: '10 m²', Zone: '' },
          documents: [
            { cid: CID, uri: `ipfs://${CID}` },
            { cid: CID, uri: `ipfs://${CID}` },
          ],
        },
      },
    });
  });

  it('names the wrong line of documents and properties, and refuses a plain http image', () => {
    const result = checkDeedDraft({
      ...EMPTY_DEED_DRAFT,
      name: 'Deed',
      symbol: 'D',
      image: 'http://example.com/a.png',
      documents: `${CID}\nnot-a-cid`,
      properties: 'a: 1\nno colon\na: 2',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        image: DEED_MESSAGES.image,
        documents: DEED_MESSAGES.document(2),
        properties: DEED_MESSAGES.property(2),
      },
    });
  });
});

describe('metadata JSON', () => {
  it('is the same bytes and CID whatever the key order', async () => {
    expect(metadataJson({ b: 1, a: { d: 2, c: 3 } })).toBe(metadataJson({ a: { c: 3, d: 2 }, b: 1 }));
    const one = await metadataWithCid({ name: 'x', description: '' });
    const two = await metadataWithCid({ description: '', name: 'x' });
    expect(one.cid).toBe(two.cid);
    expect(one.uri).toBe(`ipfs://${one.cid}`);
    expect(one.cid).toMatch(/^bafkrei/);
  });
});
