import { Amount } from '@/components/ui/amount';
import { AmountValue } from '@/components/ui/amount-value';
import { Stat } from '@/components/ui/stat';
import type { BaseValues } from '@/lib/ledger/store/use-base-values';
import type { KeyFigure } from '@/platform/features/dashboard/model/key-figures';

/**
 * The key figures as a grid of Stat tiles; amounts one per asset, under the valued total if any.
 * Cash is a balance: with several assets each one's amount shows its value now beside it (the parts
 * of the total); with one asset the total is its value, shown once, the price it used named on it.
 */
export function KeyFiguresRow({ figures, values }: { figures: readonly KeyFigure[]; values: BaseValues }) {
  return (
    <ul aria-label="Key figures" className="grid list-none grid-cols-1 gap-3 p-0 sm:grid-cols-2 xl:grid-cols-4">
      {figures.map((figure) => {
        const shown = figure.amounts.filter((a) => a.units !== 0n);
        const valued = figure.id === 'cash';
        // One asset under a valued total: its value is the total (it was read twice, once per line).
        const only = valued && figure.text && shown.length === 1 ? shown[0] : undefined;
        const onlyValue = only ? values.now(only.units, only.decimals, only.key) : null;
        return (
          <li key={figure.id} data-testid={`figure-${figure.id}`}>
            <Stat
              label={figure.label}
              value={
                <>
                  {figure.text ? (
                    <span
                      className="block"
                      data-testid="figure-text"
                      title={onlyValue?.kind === 'value' ? onlyValue.source : undefined}
                    >
                      {figure.text}
                    </span>
                  ) : null}
                  {onlyValue?.kind === 'value' ? <span className="sr-only">{onlyValue.source}</span> : null}
                  {shown.length === 0 && !figure.text ? <span className="block">None</span> : null}
                  {shown.map((a) => (
                    <span
                      key={a.key}
                      className={figure.text ? 'block text-base font-normal' : 'block'}
                      data-testid="figure-amount"
                      data-asset={a.key}
                      data-units={a.units.toString()}
                    >
                      {valued && !only ? (
                        <AmountValue
                          units={a.units}
                          asset={a.decimals}
                          symbol={a.symbol}
                          value={values.now(a.units, a.decimals, a.key)}
                        />
                      ) : (
                        <Amount units={a.units} asset={a.decimals} symbol={a.symbol} />
                      )}
                    </span>
                  ))}
                  {(figure.stale ?? []).map((note) => (
                    <span
                      key={note}
                      className="mt-1 block text-xs font-normal text-warning"
                      data-testid="figure-stale-price"
                    >
                      {note}
                    </span>
                  ))}
                </>
              }
              basis={figure.basis}
              comparison={figure.comparison}
              trend={figure.trend}
              link={figure.link}
            />
          </li>
        );
      })}
    </ul>
  );
}
