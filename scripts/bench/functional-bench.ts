// Books in the company's currency (scripts/bench-functional.mjs bundles this for Node): lot relief
// and the four statements (period and previous period) the Accounting page's worker builds
// (model/functional-reports.ts), over a synthetic journal of `transactions` entries in ETH and a
// token across 5 wallets, half of them disposals (payments and network fees), with a daily price
// for both over two years. Node runs the same pure code the worker runs; `functionalRows` gives the
// same journal as stored rows, for the bench that posts it to the ledger worker in Chromium.
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import type { LedgerAccount } from '@/lib/db/entities/ledger-account';
import type { LedgerPrice } from '@/lib/db/entities/ledger-price';
import type { Account } from '@/lib/ledger/account';
import { ACCOUNT_IDS, defaultChart } from '@/lib/ledger/default-chart';
import { postDraft, type Entry, type Posting } from '@/lib/ledger/entry';
import type { MeasurementPolicy } from '@/lib/ledger/functional/books';
import type { CostMethod } from '@/lib/ledger/functional/lots';
import { indexPrices, type Price } from '@/lib/ledger/prices';
import { entryToRow } from '@/lib/ledger/store/ledger-rows';
import { walletAccountFor } from '@/lib/ledger/wallet-account';
import { isoDay } from '@/lib/primitives/days';
import { functionalReports } from '@/platform/features/accounting/model/functional-reports';

declare const process: { cpuUsage(): { user: number; system: number } };

const ETH = '31337:native';
const TUSD = '31337:0x5fbdb2315678afecb367f032d93f642f64180aa3';
const DAY = 86_400_000;
const START = Date.parse('2024-01-01T00:00:00Z');
const day = (i: number) => isoDay(START + (i % 730) * DAY);

export interface FunctionalFigures {
  readonly transactions: number;
  readonly disposals: number;
  readonly ms: Readonly<Record<`${CostMethod}/${MeasurementPolicy}`, number>>;
  /** The same runs' CPU time (user + system, this process): on a loaded machine, closer to the work done. */
  readonly cpuMs: Readonly<Record<`${CostMethod}/${MeasurementPolicy}`, number>>;
  /** Assets = liabilities + equity in the fiscal year's balance sheet (checked, not timed). */
  readonly balanced: boolean;
  /** Realised gains of 2025 per run (exact decimal strings). */
  readonly realised: Readonly<Record<`${CostMethod}/${MeasurementPolicy}`, string>>;
}

function chart(): { accounts: readonly Account[]; wallets: { eth: string; tusd: string }[] } {
  let accounts: readonly Account[] = defaultChart();
  const wallets: { eth: string; tusd: string }[] = [];
  for (let w = 0; w < 5; w += 1) {
    const wallet = { chainId: 31337, address: `0x${String(w + 1).padStart(40, '0')}`, label: `Wallet ${w + 1}` };
    const eth = walletAccountFor(accounts, wallet, { asset: 'native', symbol: 'ETH' });
    const tusd = walletAccountFor(eth.accounts, wallet, {
      asset: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      symbol: 'TUSD',
    });
    accounts = tusd.accounts;
    wallets.push({ eth: eth.account.id, tusd: tusd.account.id });
  }
  return { accounts, wallets };
}

const p = (accountId: string, commodity: string, amount: bigint): Posting => ({
  accountId,
  commodity,
  amount,
  decimals: commodity === ETH ? 18 : 6,
});

/** The journal: even entries acquire (sales received), odd ones dispose (payments, and every fifth a network fee), by date. */
export function functionalJournal(transactions: number) {
  const { accounts, wallets } = chart();
  const entries: Entry[] = [];
  const perDay = Math.max(1, Math.ceil(transactions / 730));
  for (let i = 0; i < transactions; i += 1) {
    const wallet = wallets[i % wallets.length] ?? { eth: '', tusd: '' };
    const eth = i % 4 < 2;
    const commodity = eth ? ETH : TUSD;
    const account = eth ? wallet.eth : wallet.tusd;
    const unit = eth ? 10n ** 15n : 1_000_000n;
    const postings =
      i % 2 === 0
        ? [
            p(account, commodity, unit * BigInt(3 + (i % 7))),
            p(ACCOUNT_IDS.sales, commodity, -unit * BigInt(3 + (i % 7))),
          ]
        : [
            p(i % 5 === 0 ? ACCOUNT_IDS.networkFees : ACCOUNT_IDS.contractors, commodity, unit * BigInt(1 + (i % 3))),
            p(account, commodity, -unit * BigInt(1 + (i % 3))),
          ];
    entries.push(
      postDraft({ date: day(Math.floor(i / perDay)), memo: `Bench ${i}`, postings, source: 'manual' }, `f${i}`, null),
    );
  }
  const prices: Price[] = [];
  for (let d = 0; d < 730; d += 1)
    prices.push(
      { commodity: ETH, date: day(d), price: `${2000 + ((d * 37) % 400)}.${(d * 7919) % 1000}` },
      { commodity: TUSD, date: day(d), price: `0.99${d % 10}7` },
    );
  return { accounts, entries, prices };
}

/** The same journal, chart and price list as the stored rows the Accounting page sends its ledger worker. */
export function functionalRows(transactions: number): {
  entries: JournalEntry[];
  accounts: LedgerAccount[];
  prices: LedgerPrice[];
  disposals: number;
} {
  const { accounts, entries, prices } = functionalJournal(transactions);
  const recordedAt = new Date(START).toISOString();
  return {
    entries: entries.map((entry) => entryToRow(entry, recordedAt)),
    accounts: accounts.map((account) => ({ ...account, revision: 1 })),
    prices: prices.map((price, i) => ({ id: `price-${i}`, ...price, addedAt: recordedAt })),
    disposals: disposalsOf(entries),
  };
}

/**
 * The Accounting page's reports request over those rows (2025, with 2024 beside it), its book
 * without the journal: the caller adds the entries (`entries`) or, as posted, their change
 * (`order`, `changed`: model/book-wire.ts).
 */
export function reportsRequest(
  rows: Pick<ReturnType<typeof functionalRows>, 'accounts' | 'prices'>,
  method: CostMethod,
  policy: MeasurementPolicy,
) {
  return {
    kind: 'reports' as const,
    book: {
      accounts: rows.accounts,
      prices: rows.prices,
      tokens: [],
      baseCurrency: 'GBP',
      costMethod: method,
      measurementPolicy: policy,
      fiscalYearStartMonth: 1,
    },
    range: { from: '2025-01-01', to: '2025-12-31' },
    previous: { from: '2024-01-01', to: '2024-12-31' },
    ledger: null,
  };
}

const disposalsOf = (entries: readonly Entry[]) =>
  entries.filter((e) => e.postings.some((q) => q.accountId.startsWith('wallet:') && q.amount < 0n)).length;

/** Times the worker's functional reports (derive the books, then the statements of 2025 and 2024) for each method and policy. */
export function benchFunctional(transactions: number): FunctionalFigures {
  const { accounts, entries, prices } = functionalJournal(transactions);
  const index = indexPrices(prices);
  const request = (method: CostMethod, policy: MeasurementPolicy) => ({
    currency: 'GBP',
    method,
    policy,
    fiscalYearStartMonth: 1,
    range: { from: '2025-01-01', to: '2025-12-31' },
    previous: { from: '2024-01-01', to: '2024-12-31' },
  });
  // One warm-up run (the JIT), not counted.
  let reports = functionalReports(entries, accounts, index, request('fifo', 'fair-value'));
  const ms: Record<string, number> = {};
  const cpuMs: Record<string, number> = {};
  const realised: Record<string, string> = {};
  const cpu = () => {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  };
  for (const method of ['fifo', 'average'] as const)
    for (const policy of ['fair-value', 'cost-less-impairment'] as const) {
      const start = performance.now();
      const startCpu = cpu();
      reports = functionalReports(entries, accounts, index, request(method, policy));
      ms[`${method}/${policy}`] = performance.now() - start;
      cpuMs[`${method}/${policy}`] = cpu() - startCpu;
      realised[`${method}/${policy}`] = reports.realised;
    }
  const sheet = reports.current.sheet;
  return {
    transactions,
    disposals: disposalsOf(entries),
    ms: ms as FunctionalFigures['ms'],
    cpuMs: cpuMs as FunctionalFigures['cpuMs'],
    balanced: sheet.totalAssets === sheet.totalLiabilitiesAndEquity,
    realised: realised as FunctionalFigures['realised'],
  };
}
