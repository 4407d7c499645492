// A counterparty's statement, shared by the Client and Vendors pages: its invoices or
// bills, the payments against them and the running balance per asset (lib/payments/counterparty-statement);
// a balance below zero is the counterparty's credit and reads as one ("0.24 ETH credit"). An exchange
// difference the ledger posts on a fiat document's payment is a line of its own: in the documents
// column when it raises what is owed, in the paid column when it lowers it. The closing line shows
// each asset's closing quantity and, beside them, the balance in the company's currency as the books
// hold it (statement-closing.tsx).
import type { Asset } from '@/lib/money/asset';
import type { Statement, StatementLine } from '@/lib/payments/counterparty-statement';
import { StatementCell, StatementRow, StatementTable as KitStatementTable } from '@/components/ui/statement-table';
import { ClosingRow, closingNotes, quantityShower, type ClosingView } from './statement-closing';

export interface StatementTableProps {
  /** "Client statement" / "Vendor statement": the table's name. */
  readonly title: string;
  /** "Invoiced" / "Billed": the column of documents. */
  readonly documentsColumn: string;
  readonly emptyText: string;
  readonly statement: Statement;
  readonly assets: ReadonlyMap<string, Asset>;
  /** What a balance below zero is (the counterparty paid beyond what it owes): "client credit" / "vendor credit". */
  readonly creditWord?: string;
  /** The closing balance in the company's currency (lib/ledger/store/party-books.ts); no closing line without it. */
  readonly closing?: ClosingView;
}

const raises = (line: StatementLine) => line.kind === 'document' || (line.kind === 'difference' && line.units > 0n);
const lowers = (line: StatementLine) => line.kind === 'payment' || (line.kind === 'difference' && line.units < 0n);

/** The statement's lines with their running balance. */
export function StatementTable({
  title,
  documentsColumn,
  emptyText,
  statement,
  assets,
  creditWord = 'credit',
  closing,
}: StatementTableProps) {
  const show = quantityShower(assets);
  if (statement.lines.length === 0) return <p className="text-sm">{emptyText}</p>;
  const table = (
    <KitStatementTable
      caption={title}
      captionHidden
      columns={[
        { header: 'Date' },
        { header: 'Item', numeric: false },
        { header: documentsColumn },
        { header: 'Paid' },
        { header: 'Balance' },
      ]}
      footer={
        closing ? (
          <ClosingRow balances={statement.balances} show={show} view={closing} creditWord={creditWord} />
        ) : undefined
      }
    >
      {statement.lines.map((line) => (
        <StatementRow key={line.key} header={<span className="whitespace-nowrap">{line.date}</span>}>
          <StatementCell numeric={false}>
            <span className="break-all">{line.label}</span>
          </StatementCell>
          <StatementCell>{raises(line) ? show(line.units, line.assetId) : ''}</StatementCell>
          <StatementCell>
            {lowers(line) ? show(line.kind === 'payment' ? line.units : -line.units, line.assetId) : ''}
          </StatementCell>
          <StatementCell>
            {line.balance < 0n
              ? `${show(-line.balance, line.assetId)} ${creditWord}`
              : show(line.balance, line.assetId)}
          </StatementCell>
        </StatementRow>
      ))}
    </KitStatementTable>
  );
  if (!closing) return table;
  return (
    <div className="space-y-2">
      {table}
      {closingNotes(closing, assets).map((note) => (
        <p key={note} className="text-xs text-muted" data-testid="statement-closing-note">
          {note}
        </p>
      ))}
    </div>
  );
}
