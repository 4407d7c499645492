// What the insights engine reads and what it gives back. Plain data (bigint included), so the
// whole result crosses a Web Worker's postMessage as a structured clone.
import type { Bill, BillPayment } from '@/lib/db/entities/bill';
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { CategoryDecision, CategoryRule } from '@/lib/db/entities/insight-state';
import type { Invoice } from '@/lib/db/entities/invoice';
import type { RecurringItem } from '@/lib/db/entities/recurring-item';
import type { CategoryChart } from './categorise/proposable';

/** Everything the engine reads: records of the workspace and the moment "now" (so runs repeat exactly). */
export interface InsightInputs {
  readonly now: string;
  readonly transactions: readonly ChainTransaction[];
  readonly counterparties: readonly Counterparty[];
  readonly invoices: readonly Invoice[];
  readonly payments: readonly ChainPayment[];
  readonly bills: readonly Bill[];
  readonly billPayments: readonly BillPayment[];
  readonly decisions: readonly CategoryDecision[];
  readonly rules: readonly CategoryRule[];
  /** The user's recurring items (their past rows are left out of the forecast's statistical part). */
  readonly recurring: readonly RecurringItem[];
  /** Flows to come (the overview's), added to the forecast as known. */
  readonly knownFlows: readonly KnownFlow[];
  /**
   * The company's cash per asset key now: its treasury wallets' on-chain balances without its own
   * tokens (lib/overview/company-cash.ts, the Dashboard's cash). The forecast starts from it; an
   * asset without an entry starts from the balance its rows add up to.
   */
  readonly cash?: ReadonlyMap<string, bigint>;
  /** The company's treasury wallets (Company → Wallets) with their labels; the anomaly checks know them, and every wallet the rows were synced for. */
  readonly ownWallets?: readonly { readonly address: string; readonly label: string }[];
  /** The rows of the company's wallets (lib/overview/company-cash.ts): the forecast's flows. Absent: every row. */
  readonly cashRows?: readonly ChainTransaction[];
  /**
   * The chart categories post to (categorise/proposable.ts): suggestions are only income and
   * expense accounts (and accounts the user mapped), never a control account; the categoriser
   * learns from and is measured on rows labelled with those only. Absent (the bench, tests of other
   * parts): every label is proposable.
   */
  readonly chart?: CategoryChart;
  /** Cash buffer per asset key (`<chainId>:native` or `<chainId>:<token lower-case>`), in base units. */
  readonly buffers: ReadonlyMap<string, bigint>;
}

/** A flow to come as the engine reads it (plain data for the worker). */
export interface KnownFlow {
  readonly id: string;
  readonly kind: 'invoice' | 'bill' | 'distribution' | 'recurring';
  readonly label: string;
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly direction: 'in' | 'out';
  /** `<chainId>:native` or `<chainId>:<token lower-case>`, as the engine keys assets. */
  readonly assetKey: string;
  readonly units: bigint;
}

/** One figure of a "why" panel. */
export interface WhyNumber {
  readonly label: string;
  readonly value: string;
}

/** The "why" of an insight: which rows and period it read, how, and the numbers it found. */
export interface Why {
  readonly inputs: string;
  readonly period: string;
  readonly method: string;
  readonly numbers: readonly WhyNumber[];
  /** The transaction rows it concerns (ids), for links. */
  readonly rowIds: readonly string[];
}

/** The short form of an insight another page (the Dashboard) can show. */
export interface InsightSummary {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly href: string;
}

/** The asset a series or amount is in. */
export interface AssetRef {
  readonly key: string;
  readonly chainId: number;
  readonly symbol: string;
  readonly decimals: number;
  /** `native` or the token contract (checksummed). */
  readonly asset: string;
}
