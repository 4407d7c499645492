import type { CommodityInfo } from '../../../../lib/ledger/commodity';
import type { GeneralLedger } from '../../../../lib/ledger/general-ledger';
import { formatUnits, formatValue } from '../model/format';

/** One account's lines in the period with the running balance per commodity. */
export function GeneralLedgerTable({ ledger, infos, baseCurrency }: { ledger: GeneralLedger; infos: ReadonlyMap<string, CommodityInfo>; baseCurrency: string }) {
  const units = (amount: bigint, decimals: number, commodity: string) => formatUnits(amount, decimals, commodity, infos);
  const caption = `General ledger: ${ledger.account.code} ${ledger.account.name}`;
  return (
    // Focusable, so a keyboard can scroll a table wider than a small screen.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table data-testid="general-ledger" className="w-full min-w-[36rem] text-sm text-slate-800 dark:text-slate-200">
        <caption className="py-2 text-left text-base font-semibold text-slate-900 dark:text-white">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 dark:border-slate-700">
            <th scope="col" className="px-2 py-1 text-left">Date</th>
            <th scope="col" className="px-2 py-1 text-left">Memo</th>
            <th scope="col" className="px-2 py-1 text-right">Amount</th>
            <th scope="col" className="px-2 py-1 text-right">Balance</th>
            <th scope="col" className="px-2 py-1 text-right">Value</th>
          </tr>
        </thead>
        <tbody>
          {ledger.opening.map((o) => (
            <tr key={`open|${o.commodity}`}>
              <td className="px-2 py-1" colSpan={3}>Opening balance</td>
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
        </tbody>
      </table>
    </div>
  );
}
