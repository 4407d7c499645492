import type { CommodityInfo } from '@/lib/ledger/commodity';
import type { GeneralLedger } from '@/lib/ledger/general-ledger';
import { formatUnits, formatValue } from '@/platform/features/accounting/model/format';
import { Table } from './report-parts';

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
  const units = (amount: bigint, decimals: number, commodity: string) =>
    formatUnits(amount, decimals, commodity, infos);
  const caption = `General ledger: ${ledger.account.code} ${ledger.account.name}`;
  return (
    <Table caption={caption} testId={testId} head={['Date', 'Memo', 'Amount', 'Balance', 'Value']} textColumns={2}>
      {ledger.opening.map((o) => (
        <tr key={`open|${o.commodity}`}>
          <td className="px-2 py-1" colSpan={3}>
            Opening balance
          </td>
          <td className="px-2 py-1 text-right tabular-nums">{units(o.amount, o.decimals, o.commodity)}</td>
          <td />
        </tr>
      ))}
      {ledger.lines.map((line, i) => (
        <tr key={`${line.entryId}|${i}`} className="border-b border-slate-100 dark:border-slate-800">
          <td className="px-2 py-1">{line.date}</td>
          <td className="px-2 py-1">{line.memo}</td>
          <td className="px-2 py-1 text-right tabular-nums">{units(line.amount, line.decimals, line.commodity)}</td>
          <td className="px-2 py-1 text-right tabular-nums">{units(line.balance, line.decimals, line.commodity)}</td>
          <td className="px-2 py-1 text-right tabular-nums">{formatValue(line.value, baseCurrency)}</td>
        </tr>
      ))}
    </Table>
  );
}
