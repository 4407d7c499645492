import { Amount } from '@/components/ui/amount';
import { Badge } from '@/components/ui/badge';
import { StatementCell } from '@/components/ui/statement-table';
import type { Account } from '@/lib/ledger/account';
import type { DateRange, Valuation } from '@/lib/ledger/balances';
import { describeNote, type PriceNote } from '@/lib/ledger/price-note';
import type { CommodityInfo } from '@/lib/ledger/commodity';
import { displayQuantity, exactQuantity } from '@/lib/money/format-quantity';
import { formatValue } from '@/platform/features/accounting/model/format';

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
  if (!units) return <StatementCell />;
  const symbol = infos.get(units.commodity)?.symbol ?? units.commodity;
  const shown = displayQuantity(units.amount, units.decimals, { symbol });
  return (
    <StatementCell>
      <button
        type="button"
        className="text-link underline decoration-dotted underline-offset-2 hover:decoration-solid focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={`${exactQuantity(units.amount, units.decimals, symbol)}: entries of ${drill.label}`}
        title={shown.exactText}
        data-exact={shown.exactDecimal}
        onClick={() => onDrill(drill)}
      >
        {shown.text}
      </button>
    </StatementCell>
  );
}

/**
 * A line's value in the base currency, marked in words when its price was stale ("stale price")
 * or missing ("missing"); the price's day and source are its hover text and are read after it.
 */
export function ValueCell({
  line,
  baseCurrency,
  symbol,
}: {
  line: { readonly value: Valuation; readonly price: PriceNote } | null;
  baseCurrency: string;
  symbol: string;
}) {
  if (!line) return <StatementCell />;
  const detail = baseCurrency ? describeNote(line.price, symbol) : 'No base currency in Company';
  return (
    <StatementCell>
      <span title={detail} data-price-mark={line.price.mark}>
        {formatValue(line.value, baseCurrency)}
        {line.price.mark === 'stale' && baseCurrency ? (
          <>
            {' '}
            <Badge tone="warning">{line.price.age ? `stale price, ${line.price.age.words} old` : 'stale price'}</Badge>
          </>
        ) : null}
        <span className="sr-only">. {detail}</span>
      </span>
    </StatementCell>
  );
}
