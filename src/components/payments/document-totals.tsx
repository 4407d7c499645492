// The totals under an invoice or bill list: per unit, what the listed documents add up to and what
// is still open (lib/payments/list-totals; void documents left out).
import { Amount } from '@/components/ui/amount';
import type { UnitTotal } from '@/lib/payments/list-totals';

export interface DocumentTotalsProps {
  /** Names the totals ("Totals of the invoices listed"). */
  readonly label: string;
  /** "invoice" or "bill", for the count. */
  readonly noun: string;
  readonly totals: readonly UnitTotal[];
}

/** One line per unit: "12,000.00 GBP 3,000.00 GBP open (3 invoices)". Nothing when nothing counts. */
export function DocumentTotals({ label, noun, totals }: DocumentTotalsProps) {
  if (totals.length === 0) return null;
  return (
    <section aria-label={label} className="mt-2 text-sm">
      <h3 className="text-xs font-semibold text-muted">{label} (void ones left out)</h3>
      <ul className="grid gap-1" data-testid="document-totals">
        {totals.map((t) => (
          <li key={t.unitKey} className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-medium">
              <Amount units={t.total} asset={t.decimals} symbol={t.symbol} />
            </span>
            <span>
              <Amount units={t.open} asset={t.decimals} symbol={t.symbol} /> open
            </span>
            <span className="text-muted">
              ({t.count} {t.count === 1 ? noun : `${noun}s`})
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
