// fast-check generators for the property and oracle tests: chain rows as the sync engine writes
// them, manual entries, and whole journals built the way the app builds them.
import fc from 'fast-check';
import { addDays } from '@/lib/primitives/days';
import type { Account } from './account';
import { ACCOUNT_IDS } from './default-chart';
import { postDraft, reverse, type Entry } from './entry';
import { ETH, posting, sampleChart, TUSD, USDC, WALLET } from './ledger.testing';
import { applyReconciliation, reconcile } from './reconcile';
import { runRules } from './run-rules';
import { TX_RULES, type TxInput } from './tx-rules';
import type { LedgerWallet } from './wallet-account';

export const WALLET_2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const OUTSIDER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
export const WALLETS: readonly LedgerWallet[] = [
  { chainId: 31337, address: WALLET, label: 'Treasury' },
  { chainId: 31337, address: WALLET_2, label: 'Ops' },
];
export const CATEGORIES = [null, 'Sales', 'software', 'Contractors', '4900', 'Something new'] as const;

const day = fc.integer({ min: 0, max: 730 }).map((n) => addDays('2024-01-01', n));

/** One chain row (native or token, any direction and status). */
export const txRowArb: fc.Arbitrary<TxInput> = fc
  .record({
    n: fc.integer({ min: 1, max: 1_000_000 }),
    token: fc.boolean(),
    logIndex: fc.integer({ min: 0, max: 3 }),
    direction: fc.constantFrom('in' as const, 'out' as const, 'own' as const),
    ours: fc.constantFrom(WALLET, WALLET_2),
    units: fc.bigInt({ min: 0n, max: 10n ** 21n }),
    fee: fc.option(fc.bigInt({ min: 0n, max: 10n ** 16n })),
    status: fc.constantFrom(
      'confirmed' as const,
      'confirmed' as const,
      'failed' as const,
      'pending' as const,
      'replaced' as const,
    ),
    category: fc.constantFrom(...CATEGORIES),
    date: day,
  })
  .map((r) => {
    const hash = `0x${r.n.toString(16).padStart(64, '0')}`;
    const other = r.direction === 'own' ? (r.ours === WALLET ? WALLET_2 : WALLET) : OUTSIDER;
    const [from, to] = r.direction === 'in' ? [other, r.ours] : [r.ours, other];
    return {
      id: r.token ? `31337:${hash}:${r.logIndex}` : `31337:${hash}`,
      chainId: 31337,
      hash,
      logIndex: r.token ? r.logIndex : null,
      time: `${r.date}T12:00:00.000Z`,
      from,
      to,
      direction: r.direction,
      asset: r.token ? TOKEN : 'native',
      symbol: r.token ? 'TUSD' : 'ETH',
      decimals: r.token ? 6 : 18,
      units: r.units.toString(),
      fee: r.token || r.direction === 'in' || r.fee === null ? null : r.fee.toString(),
      status: r.status,
      category: r.category,
      memo: '',
    };
  });

/** A set of rows with distinct ids. */
export const txRowsArb = fc.uniqueArray(txRowArb, { maxLength: 25, selector: (row) => row.id });

const LEAVES = [
  ACCOUNT_IDS.receivable,
  ACCOUNT_IDS.payable,
  ACCOUNT_IDS.taxesPayable,
  ACCOUNT_IDS.ownerContributions,
  ACCOUNT_IDS.openingBalances,
  ACCOUNT_IDS.sales,
  ACCOUNT_IDS.otherIncome,
  ACCOUNT_IDS.software,
  ACCOUNT_IDS.generalExpenses,
];

type ManualEntry = { date: string; debit: string; credit: string; commodity: string; amount: bigint };

/** A balanced manual entry between two accounts in one commodity. */
const manualArb: fc.Arbitrary<ManualEntry> = fc.record({
  date: day,
  debit: fc.constantFrom(...LEAVES),
  credit: fc.constantFrom(...LEAVES),
  commodity: fc.constantFrom(ETH, TUSD, USDC),
  amount: fc.bigInt({ min: 1n, max: 10n ** 20n }),
});

/** Builds a journal the way the app does: rules over rows, manual entries, then some reversals. */
export function buildJournal(
  rows: readonly TxInput[],
  manuals: readonly ManualEntry[] = [],
  reversals: readonly number[] = [],
): { accounts: readonly Account[]; entries: Entry[] } {
  let next = 0;
  const newId = () => `e${(next += 1)}`;
  const { drafts, accounts } = runRules(rows, TX_RULES, { accounts: sampleChart().accounts, wallets: WALLETS });
  let entries = applyReconciliation([], reconcile([], drafts), { newId, reversalDate: (e) => e.date, postedBy: null });
  for (const m of manuals) {
    entries.push(
      postDraft(
        {
          date: m.date,
          memo: 'Manual',
          source: 'manual',
          postings: [posting(m.debit, m.commodity, m.amount), posting(m.credit, m.commodity, -m.amount)],
        },
        newId(),
        WALLET,
      ),
    );
  }
  for (const pick of reversals) {
    const candidates = entries.filter((e) => e.reversedBy === null && e.reversalOf === null);
    const target = candidates[pick % Math.max(candidates.length, 1)];
    if (!target) break;
    const { original, reversal } = reverse(target, target.date, newId());
    entries = [...entries.map((e) => (e.id === original.id ? original : e)), reversal];
  }
  return { accounts, entries };
}

/** Arbitrary journals of rules, manual entries and reversals. */
export const journalArb = fc
  .record({
    rows: txRowsArb,
    manuals: fc.array(manualArb, { maxLength: 12 }),
    reversals: fc.array(fc.nat(), { maxLength: 4 }),
  })
  .map(({ rows, manuals, reversals }) => buildJournal(rows, manuals, reversals));
