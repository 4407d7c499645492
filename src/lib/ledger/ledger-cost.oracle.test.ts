// The exports in the company's currency read by outside tools (Debian's Beancount and hledger):
// Beancount's own FIFO booking computes the realised gains of the at-cost export, and hledger values
// the costs export at the year end; both against figures worked out by hand (fx-export.testing.ts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { toBeancountAtCost } from './beancount-cost';
import { exportModel } from './export-model';
import {
  beancountGains,
  FX_BASE,
  FX_PRICES,
  FX_REALISED_GAINS_MINOR,
  FX_VALUE_AT_END_MINOR,
  FX_YEAR_END,
  fxJournal,
  hledgerValuesAtEnd,
  pence,
} from './fx-export.testing';
import { toHledgerWithCosts } from './hledger';
import { journalArb } from './ledger-arbitraries.testing';
import { ACCOUNT_IDS } from './default-chart';
import { postDraft } from './entry';
import { COMMODITIES, ETH, posting, TUSD, USDC } from './ledger.testing';
import { indexPrices, type Price } from './prices';
import { deriveBooks } from './functional/books';
import { minorToDecimal } from '@/lib/money/minor-units';
import { baseBalanceSheet } from './functional/base-balance-sheet';
import { realisedGains } from './functional/statements';

const dir = mkdtempSync(join(tmpdir(), 'ledger-cost-oracle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Beancount at cost: its own FIFO booking gives the realised gains', () => {
  it('bean-check accepts the fixture, and bean-query sums the realised gains worked out by hand, to the cent', () => {
    const { accounts, entries } = fxJournal();
    const file = join(dir, 'fx.beancount');
    writeFileSync(
      file,
      toBeancountAtCost(entries, accounts, { commodities: COMMODITIES, prices: FX_PRICES, baseCurrency: FX_BASE }),
    );
    expect(execFileSync('bean-check', [file], { encoding: 'utf8' })).toBe('');
    expect(beancountGains(file)).toBe(FX_REALISED_GAINS_MINOR);
  }, 20_000);

  it('the comparison can fail: a disposal at another price moves the gains', () => {
    const { accounts, entries } = fxJournal();
    const file = join(dir, 'fx-tampered.beancount');
    const text = toBeancountAtCost(entries, accounts, {
      commodities: COMMODITIES,
      prices: FX_PRICES,
      baseCurrency: FX_BASE,
    });
    writeFileSync(file, text.replace('21600.00 GBP', '21700.00 GBP').replace('-21600.00', '-21700.00'));
    expect(beancountGains(file)).toBe(FX_REALISED_GAINS_MINOR + 10_000n);
  }, 20_000);

  it('an entry moving one commodity and disposing of another is valued like any other (one number left to fill in)', () => {
    const { accounts, entries, treasury, second } = fxJournal();
    const mixed = postDraft(
      {
        date: '2025-03-25',
        memo: 'Move and pay',
        source: 'manual',
        postings: [
          posting(second, ETH, 10n ** 17n),
          posting(treasury, ETH, -(10n ** 17n)),
          posting(ACCOUNT_IDS.software, ETH, 10n ** 17n),
          posting(treasury, ETH, -(10n ** 17n)),
        ],
      },
      'mixed',
      null,
    );
    const file = join(dir, 'fx-mixed.beancount');
    const text = toBeancountAtCost([...entries, mixed], accounts, {
      commodities: COMMODITIES,
      prices: FX_PRICES,
      baseCurrency: FX_BASE,
    });
    writeFileSync(file, text);
    expect(execFileSync('bean-check', [file], { encoding: 'utf8' })).toBe('');
    // The treasury's 0.2 ETH at 1800 cost 2000 each (FIFO: the second lot), the moved 0.1 ETH is a new lot.
    expect(beancountGains(file)).toBe(FX_REALISED_GAINS_MINOR - 4_000n);
  }, 20_000);

  it('journals from a fast-check sample (moves, overdrawn wallets, reversals, three commodities) pass bean-check', () => {
    const prices: Price[] = [ETH, TUSD, USDC].map((commodity, i) => ({
      commodity,
      date: '2000-01-01',
      price: ['1834.27', '0.79', '0.8123'][i] ?? '1',
    }));
    const journals = fc.sample(journalArb, { numRuns: 6, seed: 20251231 });
    journals.forEach(({ accounts, entries }, i) => {
      const file = join(dir, `sample-${i}.beancount`);
      writeFileSync(
        file,
        toBeancountAtCost(entries, accounts, { commodities: COMMODITIES, prices, baseCurrency: 'GBP' }),
      );
      expect(execFileSync('bean-check', [file], { encoding: 'utf8' })).toBe('');
      const journal = join(dir, `sample-${i}.journal`);
      writeFileSync(
        journal,
        toHledgerWithCosts(entries, accounts, { commodities: COMMODITIES, prices, baseCurrency: 'GBP' }),
      );
      // hledger refuses an entry that does not balance at cost; `check` exits 0 on a sound file.
      expect(execFileSync('hledger', ['-f', journal, 'check'], { encoding: 'utf8' })).toBe('');
    });
  }, 60_000);
});

describe('hledger with costs: balance --value=end,GBP', () => {
  it('agrees with the balances worked out by hand, to the cent', () => {
    const { accounts, entries, treasury, second } = fxJournal();
    const file = join(dir, 'fx.journal');
    writeFileSync(
      file,
      toHledgerWithCosts(entries, accounts, { commodities: COMMODITIES, prices: FX_PRICES, baseCurrency: FX_BASE }),
    );
    const model = exportModel(entries, accounts, COMMODITIES);
    const read = Object.fromEntries(hledgerValuesAtEnd(file));
    const names: Record<string, string> = { treasury, second };
    const expected = Object.fromEntries(
      Object.entries(FX_VALUE_AT_END_MINOR).map(([id, minor]) => [model.accountName(names[id] ?? id), minor]),
    );
    expect(Object.fromEntries(Object.entries(read).map(([account, amount]) => [account, pence(amount)]))).toEqual(
      expected,
    );
    expect(Object.values(read).every((amount) => amount.endsWith(` ${FX_BASE}`))).toBe(true);
    expect(FX_YEAR_END).toBe('2025-03-31');
  }, 20_000);
});

describe("the app's books in the company's currency against the outside readers", () => {
  const { accounts, entries, treasury, second } = fxJournal();
  const books = (policy: 'fair-value' | 'cost-less-impairment') =>
    deriveBooks(entries, accounts, indexPrices(FX_PRICES), {
      currency: FX_BASE,
      method: 'fifo',
      policy,
      measureThrough: FX_YEAR_END,
    });

  it("Beancount's own FIFO booking and the app's lot engine book the same realised gains, to the cent", () => {
    const file = join(dir, 'fx-app.beancount');
    writeFileSync(
      file,
      toBeancountAtCost(entries, accounts, { commodities: COMMODITIES, prices: FX_PRICES, baseCurrency: FX_BASE }),
    );
    const app = realisedGains(books('cost-less-impairment'), '2025-01-01', FX_YEAR_END);
    expect(app).toBe(minorToDecimal(beancountGains(file), 2));
    expect(app).toBe('2498.00');
  }, 20_000);

  it("hledger's balance --value=end and the app's balance sheet (fair value) carry the wallets at the same figures, to the cent", () => {
    const file = join(dir, 'fx-app.journal');
    writeFileSync(
      file,
      toHledgerWithCosts(entries, accounts, { commodities: COMMODITIES, prices: FX_PRICES, baseCurrency: FX_BASE }),
    );
    const model = exportModel(entries, accounts, COMMODITIES);
    const hledger = new Map([...hledgerValuesAtEnd(file)].map(([account, amount]) => [account, pence(amount)]));
    const sheet = baseBalanceSheet(books('fair-value'), FX_YEAR_END);
    const digital = sheet.sections.find((s) => s.key === 'digital-assets')?.rows ?? [];
    const app = new Map(digital.map((r) => [r.account.id, r.amount]));
    for (const wallet of [treasury, second]) expect(app.get(wallet)).toBe(hledger.get(model.accountName(wallet)));
    expect(sheet.totalAssets).toBe(sheet.totalLiabilitiesAndEquity);
  }, 20_000);
});
