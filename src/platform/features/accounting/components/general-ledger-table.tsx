import { StatementCell as Cell, StatementRow as Row, StatementTable } from '@/components/ui/statement-table';
import type { CommodityInfo } from '@/lib/ledger/commodity';
import type { GeneralLedger } from '@/lib/ledger/general-ledger';
import { formatValue } from '@/platform/features/accounting/model/format';
import { ReportAmount } from './report-parts';

/** One account's lines in the period with the running balance per commodity; each line is named by its date. */
export function GeneralLedgerTable({
  ledger,
  infos,
  baseCurrency,
  testId = 'general-ledger',
}: {
  ledger: GeneralLedger;
  infos: ReadonlyMap<string, CommodityInfo>;
  baseCurrency: string;
  testId?: string;
}) {
  const units = (amount: bigint, decimals: number, commodity: string) => (
    <ReportAmount units={{ amount, decimals, commodity }} infos={infos} />
  );
  const caption = `General ledger: ${ledger.account.code} ${ledger.account.name}`;
  return (
    <StatementTable
      caption={caption}
      testId={testId}
      columns={[
        { header: 'Date' },
        { header: 'Memo', numeric: false },
        { header: 'Amount' },
        { header: 'Balance' },
        { header: 'Value' },
      ]}
    >
      {ledger.opening.map((o) => (
        <Row key={`open|${o.commodity}`} header="Opening balance" headerSpan={3} subtotal>
          <Cell>{units(o.amount, o.decimals, o.commodity)}</Cell>
          <Cell />
        </Row>
      ))}
      {ledger.lines.map((line, i) => (
        <Row key={`${line.entryId}|${i}`} header={line.date}>
          <Cell numeric={false}>{line.memo}</Cell>
          <Cell>{units(line.amount, line.decimals, line.commodity)}</Cell>
          <Cell>{units(line.balance, line.decimals, line.commodity)}</Cell>
          <Cell>{formatValue(line.value, baseCurrency)}</Cell>
        </Row>
      ))}
    </StatementTable>
  );
}
