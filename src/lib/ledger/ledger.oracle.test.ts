// hledger and Beancount (Debian's packages, installed by .ci/run) as independent oracles: the
// exported files must give hledger the app's trial balance exactly and pass bean-check.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import Papa from 'papaparse';
import { afterAll, describe, expect, it } from 'vitest';
import type { Account } from './account';
import { toBeancount } from './beancount';
import type { Entry } from './entry';
import { exportModel } from './export-model';
import { toHledger } from './hledger';
import { journalArb } from './ledger-arbitraries.testing';
import { at, COMMODITIES, ETH, posting, sampleJournal } from './ledger.testing';
import { ACCOUNT_IDS } from './default-chart';
import { postDraft } from './entry';
import { fromDecimalString } from '@/lib/money/decimal-string';
import { indexPrices, type Price } from './prices';
import { trialBalance } from './trial-balance';

const dir = mkdtempSync(join(tmpdir(), 'ledger-oracle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// Typed and feed prices alike travel as P / price directives (a feed's answer has 8 decimals).
const PRICES: Price[] = [
  { commodity: '31337:native', date: '2024-01-01', price: '2500.125' },
  {
    commodity: '31337:native',
    date: '2025-03-01',
    price: '3020.25000001',
    source: {
      kind: 'feed',
      feed: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
      round: '18446744073709551621',
      updatedAt: '2025-03-01T10:00:00.000Z',
      quote: 'USD',
      heartbeatSeconds: 86_400,
    },
  },
];

/** The app's trial balance as `account commodity → amount` in the export's names. */
function appBalance(entries: Entry[], accounts: readonly Account[]): Record<string, string> {
  const model = exportModel(entries, accounts, COMMODITIES);
  const out: Record<string, string> = {};
  for (const row of trialBalance(entries, accounts, indexPrices([]), { to: '9999-12-31' }).rows)
    out[`${model.accountName(row.account.id)} ${model.commodity(row.commodity)}`] = row.balance.toString();
  return out;
}

/** hledger's `balance` of the file, read from its CSV output and converted back to base units. */
function hledgerBalance(file: string, entries: Entry[], accounts: readonly Account[]): Record<string, string> {
  const model = exportModel(entries, accounts, COMMODITIES);
  const decimals = new Map(model.commodities.map((c) => [c.name, c.decimals]));
  const csv = execFileSync('hledger', ['-f', file, 'balance', '-O', 'csv', '--layout=bare', '--no-total'], {
    encoding: 'utf8',
  });
  const [, ...rows] = Papa.parse<string[]>(csv.trim()).data;
  const out: Record<string, string> = {};
  for (const [account = '', commodity = '', amount = ''] of rows) {
    const places = decimals.get(commodity);
    if (places === undefined) throw new Error(`hledger printed an unknown commodity ${commodity}`);
    out[`${account} ${commodity}`] = fromDecimalString(amount, places).toString();
  }
  return out;
}

function checkWithOracles(name: string, entries: Entry[], accounts: readonly Account[]): void {
  const journal = join(dir, `${name}.journal`);
  const beancount = join(dir, `${name}.beancount`);
  writeFileSync(
    journal,
    toHledger(entries, accounts, { commodities: COMMODITIES, prices: PRICES, baseCurrency: 'USD' }),
  );
  writeFileSync(
    beancount,
    toBeancount(entries, accounts, { commodities: COMMODITIES, prices: PRICES, baseCurrency: 'USD' }),
  );
  expect(hledgerBalance(journal, entries, accounts)).toEqual(appBalance(entries, accounts));
  // bean-check prints nothing and exits 0 on a valid file; execFileSync throws (with its errors) otherwise.
  expect(execFileSync('bean-check', [beancount], { encoding: 'utf8' })).toBe('');
}

describe('exports read by hledger and Beancount', () => {
  it('the hand-made journal (three commodities, odd memos, a draft left out) gives the same balances', () => {
    const { accounts, entries } = sampleJournal();
    checkWithOracles('sample', entries, accounts);
    expect(Object.keys(appBalance(entries, accounts))).toHaveLength(9);
  }, 20_000);

  it('journals built from a fast-check sample (rules, manual entries, reversals) give the same balances', () => {
    const journals = fc.sample(journalArb, { numRuns: 6, seed: 20250101 });
    expect(journals.some((j) => j.entries.length > 10)).toBe(true);
    journals.forEach(({ accounts, entries }, i) => checkWithOracles(`sample-${i}`, entries, accounts));
  }, 60_000);

  it('a commodity without decimals and amounts beyond 2^64 come through exactly', () => {
    const { accounts, entries } = sampleJournal();
    const points = '31337:0x0000000000000000000000000000000000000002';
    const huge = 123_456_789_012_345_678_901_234_000_000_000_000_000_001n;
    const wallet = at(
      accounts.filter((a) => a.code === '1011'),
      0,
    ).id;
    const extra = postDraft(
      {
        date: '2025-04-01',
        memo: 'Points and a whale',
        source: 'manual',
        postings: [
          { accountId: wallet, commodity: points, amount: 3n, decimals: 0 },
          { accountId: ACCOUNT_IDS.otherIncome, commodity: points, amount: -3n, decimals: 0 },
          posting(wallet, ETH, huge),
          posting(ACCOUNT_IDS.openingBalances, ETH, -huge),
        ],
      },
      'e9',
      null,
    );
    checkWithOracles('decimals', [...entries, extra], accounts);
  }, 20_000);

  it('the oracle notices a wrong balance (the comparison can fail)', () => {
    const { accounts, entries } = sampleJournal();
    const journal = join(dir, 'tampered.journal');
    writeFileSync(
      journal,
      toHledger(entries, accounts, { commodities: COMMODITIES })
        .replace('1250.5 "TUSD_31337"', '1250.6 "TUSD_31337"')
        .replace('-1250.5 "TUSD_31337"', '-1250.6 "TUSD_31337"'),
    );
    expect(hledgerBalance(journal, entries, accounts)).not.toEqual(appBalance(entries, accounts));
    const bad = join(dir, 'unbalanced.beancount');
    writeFileSync(
      bad,
      toBeancount(entries, accounts, { commodities: COMMODITIES }).replace('-1250.5 TUSD_31337', '-1250.4 TUSD_31337'),
    );
    expect(() => execFileSync('bean-check', [bad], { stdio: 'pipe' })).toThrow();
  }, 20_000);
});
