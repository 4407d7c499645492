import { Amount } from '@/components/ui/amount';
import { PROJECTION_DECIMALS, type DayProjection } from '@/platform/features/calendar/model/projected-cash';

export interface ProjectionLinesProps {
  readonly list: readonly DayProjection[] | undefined;
}

/**
 * A day's projected cash, one line per asset: "ETH ≈ 12.3 (9.1–15.2)", the exact values on hover.
 * Screen readers hear "Projected cash ETH 12.3, range 9.1 to 15.2" (the signs are swapped for words).
 */
export function ProjectionLines({ list }: ProjectionLinesProps) {
  if (!list?.length) return null;
  return (
    <ul className="mt-1 grid gap-0.5 text-xs text-muted" data-testid="projected-cash">
      {list.map((projection) => {
        const amount = (units: bigint) => (
          <Amount units={units} asset={projection.asset.decimals} symbol="" maxDecimals={PROJECTION_DECIMALS} />
        );
        return (
          <li key={projection.asset.key} className="truncate">
            <span className="sr-only">Projected cash </span>
            {projection.asset.symbol} <span aria-hidden="true">≈ </span>
            {amount(projection.cash)}
            <span aria-hidden="true"> (</span>
            <span className="sr-only">, range </span>
            {amount(projection.lower80)}
            <span aria-hidden="true">–</span>
            <span className="sr-only"> to </span>
            {amount(projection.upper80)}
            <span aria-hidden="true">)</span>
          </li>
        );
      })}
    </ul>
  );
}
