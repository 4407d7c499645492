import type { CommodityInfo } from '@/lib/ledger/commodity';
import type { GeneralLedger } from '@/lib/ledger/general-ledger';
import { formatValue } from '@/platform/features/accounting/model/format';
import { CELL, NUM, ReportAmount, ROW, Table } from './report-parts';

/** One account's lines in the period with the running balance per commodity. */
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
    <Table caption={caption} testId={testId} head={['Date', 'Memo', 'Amount', 'Balance', 'Value']} textColumns={2}>
      {ledger.opening.map((o) => (
        <tr key={`open|${o.commodity}`}>
          <td className={CELL} colSpan={3}>
            Opening balance
          </td>
          <td className={NUM}>{units(o.amount, o.decimals, o.commodity)}</td>
          <td />
        </tr>
      ))}
      {ledger.lines.map((line, i) => (
        <tr key={`${line.entryId}|${i}`} className={ROW}>
          <td className={CELL}>{line.date}</td>
          <td className={CELL}>{line.memo}</td>
          <td className={NUM}>{units(line.amount, line.decimals, line.commodity)}</td>
          <td className={NUM}>{units(line.balance, line.decimals, line.commodity)}</td>
          <td className={NUM}>{formatValue(line.value, baseCurrency)}</td>
        </tr>
      ))}
    </Table>
  );
}
