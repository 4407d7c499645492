// Ledger figures (scripts/bench-ledger.mjs bundles this for Node): the reports and exports
// the Accounting page's worker builds, over a synthetic journal of two-posting entries spread over
// two years in three commodities, with a daily price for two of them (so valuation is exercised
// and one commodity stays "missing"). Node runs the same pure code the worker runs.
import { ACCOUNT_IDS, defaultChart } from '@/lib/ledger/default-chart';
import { balanceSheet } from '@/lib/ledger/balance-sheet';
import { toBeancount } from '@/lib/ledger/beancount';
import { postDraft, type Entry, type Posting } from '@/lib/ledger/entry';
import { commodityNames } from '@/lib/ledger/export-names';
import { toHledger } from '@/lib/ledger/hledger';
import { incomeStatement } from '@/lib/ledger/income-statement';
import { journalCsv } from '@/lib/ledger/journal-csv';
import type { CommodityInfo } from '@/lib/ledger/commodity';
import { walletAccountFor } from '@/lib/ledger/wallet-account';
import { indexPrices, type Price } from '@/lib/ledger/prices';
import { trialBalanceCsv } from '@/lib/ledger/report-csv';
import { trialBalance } from '@/lib/ledger/trial-balance';
import { isoDay } from '@/lib/primitives/days';

const ETH = '31337:native';
const TUSD = '31337:0x5fbdb2315678afecb367f032d93f642f64180aa3';
const USDC = '1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const COMMODITIES: ReadonlyMap<string, CommodityInfo> = new Map([
  [ETH, { id: ETH, chainId: 31337, symbol: 'ETH', decimals: 18 }],
  [TUSD, { id: TUSD, chainId: 31337, symbol: 'TUSD', decimals: 6 }],
  [USDC, { id: USDC, chainId: 1, symbol: 'USDC', decimals: 6 }],
]);
const posting = (accountId: string, commodity: string, amount: bigint): Posting => ({
  accountId,
  commodity,
  amount,
  decimals: COMMODITIES.get(commodity)?.decimals ?? 18,
});

/** The default chart with one treasury wallet's ETH and TUSD accounts and a mainnet USDC one. */
function chart() {
  const wallet = { chainId: 31337, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', label: 'Treasury' };
  const eth = walletAccountFor(defaultChart(), wallet, { asset: 'native', symbol: 'ETH' });
  const tusd = walletAccountFor(eth.accounts, wallet, {
    asset: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    symbol: 'TUSD',
  });
  const usdc = walletAccountFor(
    tusd.accounts,
    { ...wallet, chainId: 1 },
    { asset: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC' },
  );
  return { accounts: usdc.accounts, eth: eth.account.id, tusd: tusd.account.id, usdc: usdc.account.id };
}

const DAY = 86_400_000;
const START = Date.parse('2024-01-01T00:00:00Z');
const day = (i: number) => isoDay(START + (i % 730) * DAY);

export interface LedgerFigures {
  readonly lines: number;
  readonly entries: number;
  readonly ms: {
    trial: number;
    income: number;
    sheet: number;
    trialCsv: number;
    csv: number;
    hledger: number;
    beancount: number;
  };
  readonly bytes: { trialCsv: number; csv: number; hledger: number; beancount: number };
}

function journal(lines: number) {
  const { accounts, eth, tusd, usdc } = chart();
  const kinds = [
    (i: number) => [
      posting(tusd, TUSD, BigInt(1_000_000 + i)),
      posting(ACCOUNT_IDS.sales, TUSD, -BigInt(1_000_000 + i)),
    ],
    (i: number) => [posting(ACCOUNT_IDS.software, ETH, BigInt(10 ** 15 + i)), posting(eth, ETH, -BigInt(10 ** 15 + i))],
    (i: number) => [
      posting(ACCOUNT_IDS.contractors, TUSD, BigInt(500_000 + i)),
      posting(tusd, TUSD, -BigInt(500_000 + i)),
    ],
    (i: number) => [posting(usdc, USDC, BigInt(i + 1)), posting(ACCOUNT_IDS.otherIncome, USDC, -BigInt(i + 1))],
  ];
  const entries: Entry[] = [];
  // Sorted by date as the journal is stored: entry i is dated day i/(n/730).
  const perDay = Math.max(1, Math.ceil(lines / 2 / 730));
  for (let i = 0; i < lines / 2; i += 1) {
    const kind = kinds[i % kinds.length] ?? kinds[0];
    if (!kind) break;
    entries.push(
      postDraft(
        { date: day(Math.floor(i / perDay)), memo: `Bench entry ${i}`, postings: kind(i), source: 'manual' },
        `b${i}`,
        null,
      ),
    );
  }
  const prices: Price[] = [];
  for (let d = 0; d < 730; d += 1) {
    prices.push(
      { commodity: ETH, date: day(d), price: `${2000 + (d % 97)}.25` },
      { commodity: TUSD, date: day(d), price: '0.9995' },
    );
  }
  return { accounts, entries, prices };
}

function timed<T>(run: () => T): [T, number] {
  const start = performance.now();
  const result = run();
  return [result, performance.now() - start];
}

/** Builds a journal of `lines` postings and times each report and export once (after one warm-up of the trial balance). */
export function benchLedger(lines: number): LedgerFigures {
  const { accounts, entries, prices } = journal(lines);
  const index = indexPrices(prices);
  const range = { from: '2025-01-01', to: '2025-12-31' };
  trialBalance(entries, accounts, index, { to: range.to });
  const [trial, trialMs] = timed(() => trialBalance(entries, accounts, index, { to: range.to }));
  const [, incomeMs] = timed(() => incomeStatement(entries, accounts, index, range));
  const [, sheetMs] = timed(() => balanceSheet(entries, accounts, index, range.to));
  const names = commodityNames([ETH, TUSD, USDC], COMMODITIES);
  const [trialCsv, trialCsvMs] = timed(() => trialBalanceCsv(trial, names));
  const options = { commodities: COMMODITIES, prices, baseCurrency: 'USD' };
  const [csv, csvMs] = timed(() => journalCsv(entries, accounts, options));
  const [hledger, hledgerMs] = timed(() => toHledger(entries, accounts, options));
  const [beancount, beancountMs] = timed(() => toBeancount(entries, accounts, options));
  const size = (text: string) => new TextEncoder().encode(text).length;
  return {
    lines: entries.length * 2,
    entries: entries.length,
    ms: {
      trial: trialMs,
      income: incomeMs,
      sheet: sheetMs,
      trialCsv: trialCsvMs,
      csv: csvMs,
      hledger: hledgerMs,
      beancount: beancountMs,
    },
    bytes: { trialCsv: size(trialCsv), csv: size(csv), hledger: size(hledger), beancount: size(beancount) },
  };
}
