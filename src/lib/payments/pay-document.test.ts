import { Wallet } from 'ethers';
import { describe, expect, it, vi } from 'vitest';
import { importFile } from '@/lib/ipfs/import-file';
import { MemoryBlocks } from '@/lib/ipfs/memory-blocks';
import { invoicePayload, verifySignedInvoice } from './invoice-signature';
import { invoiceMessage, type SignedInvoice } from './invoice-typed-data';
import { fetchPayDocument, payDocumentBytes, payDocumentCid, readShortPayFragment, shortPayLink } from './pay-document';
import { printableQr, QR_MAX_VERSION } from './pay-link-qr';

const issuer = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

async function signedInvoice(notes = 'Thanks'): Promise<SignedInvoice> {
  const message = invoiceMessage({
    number: 'INV-0007',
    issuer: 'Ledgerline GmbH',
    client: 'Acme',
    issueDate: '2026-01-01',
    dueDate: '2026-01-31',
    asset: { address: null, symbol: 'ETH', decimals: 18 },
    payee: issuer.address,
    router: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    reference: `0x${'ab'.repeat(32)}`,
    lines: [{ description: 'Audit', quantity: '2', unitPrice: '500', discountPercent: '10', taxRatePercent: '20' }],
    taxTotal: '180',
    total: '1080',
    notes,
  });
  const payload = JSON.parse(invoicePayload(31337, message)) as { domain: never; types: never; message: never };
  const { EIP712Domain: _, ...types } = payload.types as Record<string, never>;
  return {
    chainId: 31337,
    message,
    signer: issuer.address,
    signature: await issuer.signTypedData(payload.domain, types, payload.message),
  };
}

const response = (bytes: Uint8Array | string, status = 200) =>
  new Response(typeof bytes === 'string' ? bytes : new Blob([bytes as Uint8Array<ArrayBuffer>]), { status });

describe('pay document', () => {
  it('has the CID Storage gives the same bytes, under either CID profile', async () => {
    const bytes = payDocumentBytes(await signedInvoice('x'.repeat(5000)));
    for (const profile of ['kubo', 'unixfs-v1-2025'] as const) {
      const imported = await importFile(bytes, new MemoryBlocks(), { profile });
      expect(payDocumentCid(bytes)).toBe(imported.cid.toString());
    }
  });

  it('makes a short link of QR version 10 or less (a long origin and base path included) that reads back', async () => {
    const cid = payDocumentCid(payDocumentBytes(await signedInvoice()));
    const link = shortPayLink('https://invoices.example-company.com/ledgerline/', cid);
    expect(link).toBe(`https://invoices.example-company.com/ledgerline/pay#c=${cid}`);
    expect(printableQr(link)).toEqual({ ecc: 'M', version: expect.any(Number) as number });
    expect(printableQr(link)?.version).toBeLessThanOrEqual(QR_MAX_VERSION);
    expect(readShortPayFragment(new URL(link).hash)).toBe(cid);
    // Under an IPFS path gateway the site's own CID is in the origin: still version 10 or less at M.
    const gateway = shortPayLink(
      'https://ipfs.io/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/',
      cid,
    );
    expect(printableQr(gateway)?.ecc).toBe('M');
    expect(printableQr(gateway)?.version).toBeLessThanOrEqual(QR_MAX_VERSION);
    expect(readShortPayFragment('#c=bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi')).toBeNull(); // dag-pb
    expect(readShortPayFragment('#c=not-a-cid')).toBeNull();
    expect(readShortPayFragment('#i=abc')).toBeNull();
  });

  it('is read from this browser first, else from a gateway, and verifies as the long link does', async () => {
    const signed = await signedInvoice();
    const bytes = payDocumentBytes(signed);
    const cid = payDocumentCid(bytes);
    const fetch = vi.fn(async () => response(bytes));
    const local = await fetchPayDocument(cid, { local: async () => bytes, gateways: ['https://gw.example'], fetch });
    expect(local).toEqual({ ok: true, signed, from: 'this browser' });
    expect(fetch).not.toHaveBeenCalled();
    const remote = await fetchPayDocument(cid, { local: async () => null, gateways: ['https://gw.example/'], fetch });
    expect(remote).toEqual({ ok: true, signed, from: 'the IPFS gateway gw.example' });
    expect(fetch).toHaveBeenCalledWith(`https://gw.example/ipfs/${cid}?format=raw`, expect.anything());
    expect(remote.ok && verifySignedInvoice(remote.signed).valid).toBe(true);
  });

  it('says why when it cannot be fetched, or when a gateway returns other bytes', async () => {
    const signed = await signedInvoice();
    const cid = payDocumentCid(payDocumentBytes(signed));
    const other = payDocumentBytes({ ...signed, message: { ...signed.message, total: '1' } });
    const answers = [response('not found', 404), response(other)];
    const fetch = vi.fn(async (url: string) => {
      if (url.startsWith('https://down.example')) throw new TypeError('Failed to fetch');
      return answers.shift() ?? response('', 500);
    });
    const result = await fetchPayDocument(cid, {
      local: async () => null,
      gateways: ['https://a.example', 'https://down.example', 'https://b.example'],
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    expect(result).toEqual({
      ok: false,
      message:
        `The invoice ${cid} could not be fetched: it is not in this browser's Storage; ` +
        'the IPFS gateway a.example answered 404; the IPFS gateway down.example could not be reached; ' +
        "the IPFS gateway b.example returned content that does not match the link's CID.",
    });
  });

  it('refuses a document under the CID that is not an invoice', async () => {
    const bytes = new TextEncoder().encode('{"hello":"world"}');
    const result = await fetchPayDocument(payDocumentCid(bytes), { local: async () => bytes, gateways: [] });
    expect(result).toEqual({
      ok: false,
      message: expect.stringContaining('the document this browser holds under this CID is not an invoice') as string,
    });
  });
});
