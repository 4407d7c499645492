// The invoice PDF of a 50-line invoice, run by scripts/bench-invoice-pdf.mjs in Node (never
// imported by the app): the same code the Client page and Mail load on demand (facts → CII →
// Factur-X PDF/A-3 with the fonts subset and two QR codes at their printed size), timed per run.
// Returns figures; prints nothing.
import { writeCii } from '@/lib/einvoice/cii';
import type { EInvoiceFacts, EInvoiceParty } from '@/lib/einvoice/facts';
import { invoicePdf } from '@/lib/einvoice/invoice-pdf';

const PAYEE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const REFERENCE = `0x${'ab'.repeat(32)}`;

/** A party of the invoice, its country from its VAT ID. */
const party = (
  name: string,
  vatId: string,
  registrationId: string,
  addressLines: string[],
  electronicAddress: EInvoiceParty['electronicAddress'],
): EInvoiceParty => ({ name, vatId, registrationId, addressLines, country: vatId.slice(0, 2), electronicAddress });

/** A 50-line invoice at three VAT rates, some lines discounted, with long descriptions that wrap. */
export function fiftyLineFacts(): EInvoiceFacts {
  const rates = ['19', '7', '0'];
  return {
    kind: 'invoice',
    number: 'INV-2026-0050',
    issueDate: '2026-03-01',
    dueDate: '2026-03-31',
    currency: 'EUR',
    seller: party('Larkspur Atelier GmbH', 'DE123456789', 'HRB 12345', ['Hauptstraße 1', '10115 Berlin'], {
      scheme: 'EM',
      value: 'invoices@larkspur.example',
    }),
    buyer: party('Northwind Ceramics B.V.', 'NL123456789B01', '', ['Keizersgracht 1', '1015 CJ Amsterdam'], {
      scheme: '0088',
      value: '5790000435975',
    }),
    lines: Array.from({ length: 50 }, (_, i) => ({
      description: `Item ${i + 1}: ${i % 5 === 0 ? 'glazed stoneware plates, hand-finished, packed in recycled cardboard with a printed care leaflet' : 'studio hours'}`,
      quantity: String((i % 7) + 1),
      unitPrice: BigInt(1_250 + 175 * i),
      discountPercent: i % 4 === 0 ? '5' : '0',
      taxRatePercent: rates[i % 3] ?? '19',
    })),
    precedingInvoice: null,
    buyerReference: 'PO-2026-117',
    payment: {
      reference: REFERENCE,
      payee: PAYEE,
      means: `Crypto transfer of USDC on Ethereum (chain 1) to ${PAYEE}`,
      payLink: '',
    },
    notes: ['Thank you for your business.'],
    terms: 'Net 30 days',
  };
}

export interface PdfFigures {
  /** Milliseconds per run, in order (the first includes the code's warm-up). */
  readonly runs: readonly number[];
  readonly bytes: number;
  readonly pdf: Uint8Array;
}

/** Makes the 50-line invoice's PDF `times` times with the given fonts. */
export async function invoicePdfFigures(
  fonts: { regular: Uint8Array; bold: Uint8Array },
  times: number,
): Promise<PdfFigures> {
  const facts = fiftyLineFacts();
  const runs: number[] = [];
  let pdf: Uint8Array = new Uint8Array();
  for (let i = 0; i < times; i += 1) {
    const start = performance.now();
    pdf = await invoicePdf({
      facts,
      decimals: 2,
      payment: ['Pay 0.25 ETH on Ethereum to the payee wallet, with the payment reference.'],
      codes: [
        { label: 'Pay with a wallet (EIP-681)', text: `ethereum:${PAYEE}@1?value=2.5e17` },
        {
          label: 'Pay page',
          text: 'https://ledgerline.example/pay#c=bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e',
        },
      ],
      cii: writeCii(facts),
      paper: 'a4',
      fonts,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    runs.push(performance.now() - start);
  }
  return { runs, bytes: pdf.length, pdf };
}
