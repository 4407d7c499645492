import { Amount } from '@/components/ui/amount';
import { AmountValue } from '@/components/ui/amount-value';
import { Stat } from '@/components/ui/stat';
import type { BaseValues } from '@/lib/ledger/store/use-base-values';
import type { KeyFigure } from '@/platform/features/dashboard/model/key-figures';

/**
 * The key figures as a grid of Stat tiles; amounts one per asset, under the valued total if any.
 * Cash is a balance: each asset's amount shows its value now beside it.
 */
export function KeyFiguresRow({ figures, values }: { figures: readonly KeyFigure[]; values: BaseValues }) {
  return (
    <ul aria-label="Key figures" className="grid list-none grid-cols-1 gap-3 p-0 sm:grid-cols-2 xl:grid-cols-4">
      {figures.map((figure) => {
        const shown = figure.amounts.filter((a) => a.units !== 0n);
        return (
          <li key={figure.id} data-testid={`figure-${figure.id}`}>
            <Stat
              label={figure.label}
              value={
                <>
                  {figure.text ? (
                    <span className="block" data-testid="figure-text">
                      {figure.text}
                    </span>
                  ) : null}
                  {shown.length === 0 && !figure.text ? <span className="block">None</span> : null}
                  {shown.map((a) => (
                    <span
                      key={a.key}
                      className={figure.text ? 'block text-base font-normal' : 'block'}
                      data-testid="figure-amount"
                      data-asset={a.key}
                      data-units={a.units.toString()}
                    >
                      {figure.id === 'cash' ? (
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
