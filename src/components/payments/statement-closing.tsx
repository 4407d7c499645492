// A counterparty statement's closing line (the Client and Vendors pages): the closing quantity of each
// asset and, beside them, the balance in the company's currency as the books hold it
// (lib/ledger/store/party-books.ts), through lib/money's one money formatter; under the table, what
// that figure is and the prices behind it, named as every valued figure names them (a stale price
// with its age, a missing one as valued at 0).
import type { Asset } from '@/lib/money/asset';
import { formatMoney } from '@/lib/money/format-money';
import { formatQuantity } from '@/lib/money/format-quantity';
import { minorToDecimal } from '@/lib/money/minor-units';
import { stalePriceNote } from '@/lib/ledger/stale-price';
import type { ClosingState } from '@/lib/ledger/store/party-books';
import { StatementCell, StatementRow } from '@/components/ui/statement-table';

/** Where the closing balance in the company's currency comes from and how it reads. */
export interface ClosingView {
  readonly state: ClosingState;
  /** The side of the books what the counterparty owes sits on: a receivable is a debit, a payable a credit. */
  readonly owedOn: 'debit' | 'credit';
  /** The control account it is a share of, as Reports names it (`Accounts receivable`). */
  readonly controlAccount: string;
}

const METHOD = { fifo: 'FIFO', average: 'weighted average' } as const;
const POLICY = { 'fair-value': 'fair value', 'cost-less-impairment': 'cost less impairment' } as const;

/** The value in the company's currency as the closing line shows it (`£2,170.12`, `£355.20 client credit`). */
export function closingValueText(view: ClosingView, creditWord: string): string {
  const { state } = view;
  if (state.status === 'loading') return 'Valuing in the company’s currency…';
  if (state.status === 'no-currency') return 'No company currency (Company)';
  if (state.status === 'error') return `Could not value it in the company’s currency: ${state.message}`;
  const { amount, digits, currency } = state.closing;
  const owed = view.owedOn === 'debit' ? amount : -amount;
  const money = formatMoney(minorToDecimal(owed < 0n ? -owed : owed, digits), currency);
  return owed < 0n ? `${money} ${creditWord}` : money;
}

/** What the figure is and which prices it used, in sentences (empty until it is worked out). */
export function closingNotes(view: ClosingView, assets: ReadonlyMap<string, Asset>): string[] {
  const { state } = view;
  if (state.status !== 'ready') return [];
  const c = state.closing;
  const symbol = (commodity: string) => assets.get(commodity)?.symbol ?? commodity;
  return [
    `In ${c.currency} as the books hold it on ${c.to}: each document and payment at its own day’s price, lots relieved ${METHOD[c.method]}, month ends measured at ${POLICY[c.policy]} (Company settings); its share of ${view.controlAccount} in Reports.`,
    ...c.stale.map((p) => `${stalePriceNote(p, symbol(p.commodity), c.currency)}.`),
    ...c.missing.map(
      (p) =>
        `No price for ${symbol(p.commodity)} (from ${p.date}): valued at 0 until a price is added in Periods and prices.`,
    ),
  ];
}

/** The closing row: each asset's closing quantity, and the balance in the company's currency beside them. */
export function ClosingRow({
  balances,
  show,
  view,
  creditWord,
}: {
  readonly balances: ReadonlyMap<string, bigint>;
  readonly show: (units: bigint, assetId: string) => string;
  readonly view: ClosingView;
  readonly creditWord: string;
}) {
  return (
    <StatementRow header="Closing balance" headerSpan={4} total testId="statement-closing">
      <StatementCell>
        {[...balances].map(([key, units]) => (
          <span key={key} className="block" data-testid="statement-closing-quantity">
            {units < 0n ? `${show(-units, key)} ${creditWord}` : show(units, key)}
          </span>
        ))}
        <span className="block" data-testid="statement-closing-value">
          {closingValueText(view, creditWord)}
        </span>
      </StatementCell>
    </StatementRow>
  );
}

/** formatQuantity with the asset's symbol, or the bare units for an asset the statement does not know. */
export function quantityShower(assets: ReadonlyMap<string, Asset>) {
  return (units: bigint, key: string) => {
    const asset = assets.get(key);
    return asset ? formatQuantity(units, asset, { symbol: true }) : units.toString();
  };
}
