// What a received e-invoice says, before anything is saved: the seller and the vendor it is, the
// number, dates, amounts, payment details, every line, and the EN 16931 rules it fails.
import { Alert } from '@/components/ui/alert';
import { vatCategoryWords } from '@/lib/einvoice/codes';
import type { FailedRule, ReadEInvoice, ReadVatRate } from '@/lib/einvoice/received-types';
import type { ReceivedResult } from '@/lib/einvoice/read-received';
import { stated } from '../model/einvoice-bill';

export interface EInvoiceSummaryProps {
  readonly invoice: ReadEInvoice;
  readonly source: Extract<ReceivedResult, { ok: true }>['source'];
  readonly failedRules: readonly FailedRule[];
  readonly payment: string;
  /** The vendor, in words (matched, added, or none). */
  readonly vendor: string;
}

/** A rate of the breakdown in words: "19 %", or its category's words ("exempt"). */
const rateWords = (rate: ReadVatRate) => vatCategoryWords(rate.category) || `${rate.ratePercent} %`;

/** The read e-invoice as a definition list, its lines as a table, and its failed rules. */
export function EInvoiceSummary({ invoice, source, failedRules, payment, vendor }: EInvoiceSummaryProps) {
  const money = (value: string) => (value ? stated(value, invoice.currency) : 'not stated');
  const seller = invoice.seller;
  const rows: [string, string][] = [
    [
      'Read from',
      `${invoice.syntax} ${invoice.kind === 'credit-note' ? 'credit note' : 'invoice'}${
        source?.kind === 'pdf' ? `, the PDF's ${source.attachment}` : ''
      }`,
    ],
    [
      'Seller',
      [
        seller.name,
        seller.vatId && `VAT ID ${seller.vatId}`,
        seller.electronicAddress && `e-invoice address ${seller.electronicAddress}`,
        seller.email && seller.email !== seller.electronicAddress ? seller.email : '',
      ]
        .filter(Boolean)
        .join(' · '),
    ],
    ['Vendor', vendor],
    ['Number', invoice.number || 'not stated'],
    ['Issue date', invoice.issueDate || 'not stated'],
    ['Due date', invoice.dueDate || invoice.paymentTerms || 'not stated'],
    ['Total without VAT', money(invoice.netTotal)],
    [
      'VAT',
      // The total, and per rate when there are several (the breakdown the e-invoice states, BG-23).
      invoice.vatBreakdown.length > 1
        ? `${money(invoice.taxTotal)} (${invoice.vatBreakdown
            .map((rate) => `${rateWords(rate)} on ${money(rate.taxable)}: ${money(rate.tax)}`)
            .join('; ')})`
        : money(invoice.taxTotal),
    ],
    ['Amount due', money(invoice.payable)],
    ['Payment', payment || 'not stated'],
  ];
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1" aria-label="What the e-invoice says">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left">
          <caption className="sr-only">Lines of e-invoice {invoice.number}</caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Item</th>
              <th scope="col">Quantity</th>
              <th scope="col">Net price</th>
              <th scope="col">Net amount</th>
              <th scope="col">VAT %</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={`${line.id}-${index}`}>
                <td>{line.id}</td>
                <th scope="row" className="font-normal">
                  {line.description}
                </th>
                <td>{line.quantity}</td>
                <td>{line.unitPrice}</td>
                <td>{line.net}</td>
                <td>{line.taxRatePercent}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {failedRules.length > 0 ? (
        <Alert
          tone="warning"
          title={`It fails ${failedRules.length} EN 16931 rule${failedRules.length > 1 ? 's' : ''}`}
        >
          <ul className="list-disc pl-5">
            {failedRules.map((f, index) => (
              <li key={`${f.rule}-${index}`}>
                {f.rule}: {f.message}
              </li>
            ))}
          </ul>
          <p className="mt-1">It was read where it could be: check the bill before saving it.</p>
        </Alert>
      ) : (
        <p className="text-muted">It passes the EN 16931 rules checked here (required terms, lines and totals).</p>
      )}
    </>
  );
}
