// A fixture in the company's currency (GBP) for the exports at cost and their outside readers
// (ledger-cost.oracle.test.ts), with its figures worked out by hand. Exported so other tests can
// compare the app's own realised gains with Beancount's: e.g. "bean-query's realised gains ==
// the lot engine's" over FX_JOURNAL (never imported by app code).
import { execFileSync } from 'node:child_process';
import Papa from 'papaparse';
import { fromDecimalString } from '@/lib/money/decimal-string';
import { divRound, pow10 } from '@/lib/money/minor-units';
import type { Account } from './account';
import { REALISED_GAINS_ACCOUNT } from './beancount-cost';
import { ACCOUNT_IDS } from './default-chart';
import { postDraft, type Entry, type Posting } from './entry';
import { ETH, posting, sampleChart, WALLET } from './ledger.testing';
import type { Price } from './prices';
import { walletAccountFor } from './wallet-account';

export const FX_BASE = 'GBP';
export const FX_YEAR_END = '2025-03-31';

/** ETH/GBP: 1500 in January, 2000 in February, 1800 in March, 2100 at the year end. */
export const FX_PRICES: readonly Price[] = [
  { commodity: ETH, date: '2025-01-01', price: '1500' },
  { commodity: ETH, date: '2025-02-01', price: '2000' },
  { commodity: ETH, date: '2025-03-01', price: '1800' },
  { commodity: ETH, date: '2025-03-31', price: '2100' },
];

const e18 = 10n ** 18n;
const eth = (hundredths: bigint) => (hundredths * e18) / 100n;

/**
 * The journal: 10 ETH bought (paid in by the owner) at 1500, 5 ETH received for a sale at 2000,
 * 12 ETH paid to a contractor at 1800 (a partial disposal: FIFO relieves all of the first lot and 2
 * of the second), its 0.01 ETH network fee, 1 ETH moved to a second wallet of the company (keeps
 * its cost of 2000), 0.5 ETH of software paid from there at 1800.
 */
export function fxJournal(): { accounts: readonly Account[]; entries: Entry[]; treasury: string; second: string } {
  const chart = sampleChart();
  const second = walletAccountFor(
    chart.accounts,
    { chainId: 31337, address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', label: 'Operations' },
    { asset: 'native', symbol: 'ETH' },
  );
  const treasury = chart.eth;
  const op = second.account.id;
  const e = (id: string, date: string, memo: string, postings: Posting[], source = 'manual') =>
    postDraft({ date, memo, postings, source }, id, WALLET);
  const entries = [
    e('buy', '2025-01-02', 'Owner pays in 10 ETH', [
      posting(treasury, ETH, eth(1000n)),
      posting(ACCOUNT_IDS.ownerContributions, ETH, -eth(1000n)),
    ]),
    e('sale', '2025-02-03', 'Client pays 5 ETH', [
      posting(treasury, ETH, eth(500n)),
      posting(ACCOUNT_IDS.sales, ETH, -eth(500n)),
    ]),
    e('contractor', '2025-03-02', 'Contractor paid 12 ETH', [
      posting(ACCOUNT_IDS.contractors, ETH, eth(1200n)),
      posting(treasury, ETH, -eth(1200n)),
    ]),
    e(
      'fee',
      '2025-03-02',
      'Network fee',
      [posting(ACCOUNT_IDS.networkFees, ETH, eth(1n)), posting(treasury, ETH, -eth(1n))],
      'tx:31337:0xfee:fee',
    ),
    e('move', '2025-03-10', 'Treasury to Operations', [
      posting(op, ETH, eth(100n)),
      posting(treasury, ETH, -eth(100n)),
    ]),
    e('software', '2025-03-20', 'Software paid 0.5 ETH', [
      posting(ACCOUNT_IDS.software, ETH, eth(50n)),
      posting(op, ETH, -eth(50n)),
    ]),
  ];
  return { accounts: second.accounts, entries, treasury, second: op };
}

/**
 * Realised gains by FIFO, in pence (credit positive = gain): the contractor's 12 ETH are worth
 * 21,600.00 and cost 10 × 1500 + 2 × 2000 = 19,000.00 (+2,600.00); the fee's 0.01 ETH is worth 18.00
 * and cost 20.00 (−2.00); the software's 0.5 ETH moved at its cost of 2000 is worth 900.00 and cost
 * 1,000.00 (−100.00). Total +2,498.00.
 */
export const FX_REALISED_GAINS_MINOR = 249_800n;

/**
 * The balances at the year end valued at its price (2100), in pence, as `hledger balance
 * --value=end,GBP` reads the costs export: the wallets (1.99 and 0.5 ETH) at 2100, income, expense
 * and equity at their value on their day.
 */
export const FX_VALUE_AT_END_MINOR: Readonly<Record<string, bigint>> = {
  treasury: 417_900n,
  second: 105_000n,
  [ACCOUNT_IDS.ownerContributions]: -1_500_000n,
  [ACCOUNT_IDS.sales]: -1_000_000n,
  [ACCOUNT_IDS.contractors]: 2_160_000n,
  [ACCOUNT_IDS.networkFees]: 1_800n,
  [ACCOUNT_IDS.software]: 90_000n,
};

/** Minor units (pence) from an amount as the tools print it (`-2498.00 GBP`, `2498.0000000000000001`), rounded to the cent. */
export function pence(text: string): bigint {
  const number = text.replace(/[^0-9.-]/g, '');
  const places = number.split('.')[1]?.length ?? 0;
  const exact = fromDecimalString(number, Math.max(2, places));
  return divRound(exact, pow10(Math.max(0, places - 2)));
}

/**
 * Beancount's realised gains in a file exported by toBeancountAtCost (credit positive = gain), in
 * minor units: `bean-query` over REALISED_GAINS_ACCOUNT. The hook for comparing Beancount's FIFO
 * with the app's own lot engine over fxJournal().
 */
export function beancountGains(file: string, currency = FX_BASE): bigint {
  const out = execFileSync(
    'bean-query',
    [
      '-f',
      'csv',
      file,
      `SELECT sum(number) AS total WHERE account = '${REALISED_GAINS_ACCOUNT}' AND currency = '${currency}'`,
    ],
    { encoding: 'utf8' },
  );
  const [, row] = Papa.parse<string[]>(out.trim()).data;
  return -pence(row?.[0] || '0');
}

/**
 * hledger's balances of a file exported by toHledgerWithCosts, valued at the end in `currency`
 * (`balance --value=end,GBP` to the day after FX_YEAR_END): each account to its amount as hledger
 * prints it (`2100.00 GBP`).
 */
export function hledgerValuesAtEnd(file: string, currency = FX_BASE): Map<string, string> {
  const csv = execFileSync(
    'hledger',
    ['-f', file, 'balance', `--value=end,${currency}`, '-e', '2025-04-01', '-O', 'csv', '--layout=bare', '--no-total'],
    { encoding: 'utf8' },
  );
  const [, ...rows] = Papa.parse<string[]>(csv.trim()).data;
  return new Map(rows.map(([account = '', commodity = '', amount = '']) => [account, `${amount} ${commodity}`]));
}
