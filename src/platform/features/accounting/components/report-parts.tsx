import type { ReactNode } from 'react';
import { Amount } from '@/components/ui/amount';
import { ScrollRegion } from '@/components/ui/scroll-region';
import type { Account } from '@/lib/ledger/account';
import type { DateRange } from '@/lib/ledger/balances';
import type { CommodityInfo } from '@/lib/ledger/commodity';
import { displayAmount } from '@/lib/money/display';
import { formatUnits } from '@/platform/features/accounting/model/format';

// The reports keep their own <table> (row headers, total lines, a visible caption) but draw it as the kit's Table does.
export const CELL = 'px-3 py-2 text-left align-top';
export const NUM = 'px-3 py-2 text-right align-top tabular-nums whitespace-nowrap';
export const ROW = 'border-b border-border last:border-b-0';
const HEAD = 'bg-surface-muted px-3 py-2 text-xs font-semibold tracking-wide text-muted uppercase';

/** What a figure's drill-down shows: one account's entries over a range (from the start of the books for balances). */
export interface Drill {
  readonly account: Account;
  readonly range: DateRange;
  readonly label: string;
}

/** One amount of a commodity as the reports show it (readable precision, exact on hover, focus and copy). */
export interface Units {
  readonly amount: bigint;
  readonly decimals: number;
  readonly commodity: string;
}

/** An amount in a report cell through the kit's Amount. */
export function ReportAmount({ units, infos }: { units: Units; infos: ReadonlyMap<string, CommodityInfo> }) {
  return (
    <Amount
      units={units.amount}
      asset={units.decimals}
      symbol={infos.get(units.commodity)?.symbol ?? units.commodity}
    />
  );
}

interface TableProps {
  readonly caption: string;
  readonly head: readonly string[];
  readonly children: ReactNode;
  readonly testId: string;
  /** How many leading columns are text (left-aligned); the rest are figures. */
  readonly textColumns?: number;
}

export function Table({ caption, head, children, testId, textColumns = 1 }: TableProps) {
  return (
    <ScrollRegion label={caption}>
      <table data-testid={testId} className="w-full min-w-[32rem] border-collapse text-sm text-fg">
        <caption className="pb-2 text-left text-base font-semibold text-fg">{caption}</caption>
        <thead>
          <tr className="border-b border-border">
            {head.map((h, i) => (
              <th key={h} scope="col" className={`${HEAD} ${i < textColumns ? 'text-left' : 'text-right'}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * A figure that opens the entries making it up; a blank cell stays blank. The button shows the
 * readable amount; its name and title carry the exact one, and `data-exact` the exact decimal.
 */
export function Figure({
  units,
  infos,
  drill,
  onDrill,
}: {
  units: Units | null;
  infos: ReadonlyMap<string, CommodityInfo>;
  drill: Drill;
  onDrill: (drill: Drill) => void;
}) {
  if (!units) return <td className={NUM} />;
  const symbol = infos.get(units.commodity)?.symbol ?? units.commodity;
  const shown = displayAmount(units.amount, units.decimals, { symbol });
  const exact = formatUnits(units.amount, units.decimals, units.commodity, infos);
  return (
    <td className={NUM}>
      <button
        type="button"
        className="text-link underline decoration-dotted underline-offset-2 hover:decoration-solid focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={`${exact}: entries of ${drill.label}`}
        title={shown.exactText}
        data-exact={shown.exactDecimal}
        onClick={() => onDrill(drill)}
      >
        {shown.text}
      </button>
    </td>
  );
}
