// The printed invoice's codes, run by scripts/bench-pay-codes.mjs in Node (never imported by the
// app): for an ETH and a token invoice signed by a test wallet, each code the invoice prints (the
// wallet's EIP-681 requests, the short pay-page link at a plain origin and under an IPFS path
// gateway) and the long self-contained link that was printed before, with the module matrix each is
// drawn from. Returns figures; prints nothing.
import { Wallet } from 'ethers';
import { qrMatrix } from '@/lib/formats/qr';
import { invoiceMessage, invoiceTypedData, payLink, type SignedInvoice } from '@/lib/payments/invoice-typed-data';
import { payDocumentBytes, payDocumentCid, shortPayLink } from '@/lib/payments/pay-document';
import { printableQr } from '@/lib/payments/pay-link-qr';
import { walletRequests } from '@/lib/payments/wallet-requests';

/** One code as drawn: its text, error correction, version and matrix (quiet zone included). */
export interface PayCodeFigure {
  readonly invoice: string;
  readonly code: string;
  readonly text: string;
  /** Null when the text does not fit in version 10 (then drawn at M, as the long link was). */
  readonly printable: { readonly ecc: 'M' | 'L'; readonly version: number } | null;
  readonly matrix: boolean[][];
}

const ORIGIN = 'https://ledgerline.example/';
// A path gateway's root: the longest origin the short link is made for (a CIDv1 in the path).
const GATEWAY_ORIGIN = 'https://ipfs.io/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/';
const CHAIN_ID = 1;
const ROUTER = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const TOKEN = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const LINES = [
  { description: 'Design sprint, March', quantity: '3', unitPrice: '', discountPercent: '0', taxRatePercent: '0' },
  { description: 'Hosting and support', quantity: '1', unitPrice: '', discountPercent: '0', taxRatePercent: '0' },
];

/** The codes of an ETH invoice and of a 6-decimal token invoice, and each one's long link. */
export async function payCodeFigures(): Promise<PayCodeFigure[]> {
  const issuer = new Wallet(`0x${'11'.repeat(32)}`);
  const invoices = [
    { name: 'ETH', asset: { address: null, symbol: 'ETH', decimals: 18 }, unit: 10n ** 17n },
    { name: 'token', asset: { address: TOKEN, symbol: 'USDC', decimals: 6 }, unit: 1_234_560_000n },
  ];
  const figures: PayCodeFigure[] = [];
  for (const { name, asset, unit } of invoices) {
    const lines = LINES.map((line, i) => ({ ...line, unitPrice: String(unit * BigInt(i + 2)) }));
    const total = lines.reduce((sum, l) => sum + BigInt(l.quantity) * BigInt(l.unitPrice), 0n);
    const message = invoiceMessage({
      number: 'INV-2026-0042',
      issuer: 'Larkspur Atelier Ltd',
      client: 'Northwind Ceramics GmbH',
      issueDate: '2026-03-01',
      dueDate: '2026-03-31',
      asset,
      payee: issuer.address,
      router: ROUTER,
      reference: `0x${'5c'.repeat(32)}`,
      lines,
      taxTotal: '0',
      total: String(total),
      notes: 'Thank you for your business. Payment within 30 days.',
    });
    const { domain, types } = invoiceTypedData(CHAIN_ID, message);
    const signature = await issuer.signTypedData(domain, types, { ...message });
    const signed: SignedInvoice = { chainId: CHAIN_ID, message, signer: issuer.address, signature };
    const cid = payDocumentCid(payDocumentBytes(signed));
    const codes: [string, string][] = [
      ...walletRequests(signed).map((r): [string, string] => [
        r.step ? `EIP-681 ${r.step.slice(0, 11)}` : 'EIP-681',
        r.uri,
      ]),
      ['short link', shortPayLink(ORIGIN, cid)],
      ['short link, path gateway', shortPayLink(GATEWAY_ORIGIN, cid)],
      ['long link (printed before)', payLink(ORIGIN, signed)],
    ];
    for (const [code, text] of codes) {
      const printable = printableQr(text);
      figures.push({ invoice: name, code, text, printable, matrix: qrMatrix(text, { ecc: printable?.ecc ?? 'M' }) });
    }
  }
  return figures;
}
