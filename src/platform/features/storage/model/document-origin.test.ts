import { describe, expect, it } from 'vitest';
import { madeByProduct, splitByOrigin } from './document-origin';

const doc = (name: string, tags: string[], links: { kind: string; id: string; label: string }[] = []) => ({
  name,
  tags,
  links,
});

describe('document origin', () => {
  it('sets apart what the product stored for a record: pay documents, invoice PDFs, token metadata', () => {
    expect(
      madeByProduct(doc('INV-0004-pay.json', ['pay link'], [{ kind: 'invoice', id: 'i4', label: 'pay link' }])),
    ).toBe(true);
    expect(madeByProduct(doc('INV-0004.pdf', ['invoice'], [{ kind: 'invoice', id: 'i4', label: 'PDF' }]))).toBe(true);
    expect(
      madeByProduct(doc('ACME-metadata.json', ['token metadata'], [{ kind: 'companyToken', id: 't', label: 'm' }])),
    ).toBe(true);
  });

  it("keeps the company's files with the company: uploads, received bills, a file its user tagged invoice", () => {
    expect(madeByProduct(doc('contract.pdf', ['legal']))).toBe(false);
    expect(madeByProduct(doc('HA-1082.xml', ['bill', 'e-invoice'], [{ kind: 'bill', id: 'b', label: 'Bill' }]))).toBe(
      false,
    );
    // Tagged as the product tags its PDFs, but linked to nothing: the user's own upload.
    expect(madeByProduct(doc('scan.pdf', ['invoice']))).toBe(false);
    // Linked to an invoice by its user, without the product's tag.
    expect(madeByProduct(doc('signed.pdf', ['signed'], [{ kind: 'invoice', id: 'i', label: 'Signed' }]))).toBe(false);
  });

  it('splits a list in its order', () => {
    const list = [
      doc('a.pdf', ['legal']),
      doc('INV-1-pay.json', ['pay link'], [{ kind: 'invoice', id: '1', label: '' }]),
      doc('b.pdf', []),
      doc('INV-2-pay.json', ['pay link'], [{ kind: 'invoice', id: '2', label: '' }]),
    ];
    const { company, made } = splitByOrigin(list);
    expect(company.map((d) => d.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(made.map((d) => d.name)).toEqual(['INV-1-pay.json', 'INV-2-pay.json']);
  });
});
