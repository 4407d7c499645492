// Generated data with known structure for the SBI figures (scripts/bench/sbi-bench.ts): a workspace
// of vendors and clients paying and being paid over two years, each with a usual category, amount
// and memo words (some rows in a second category, so no method is perfect), and weekly series of
// four known kinds for the forecast. Seeded: the same figures on every run.
import { chainTransactionSchema, type ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { seededRandom } from '@/lib/stats/prng';
import { getAddress } from 'ethers';

export const BENCH_NOW = '2026-06-01T12:00:00.000Z';
const OURS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SPEND = ['Hosting', 'Payroll', 'Software', 'Travel', 'Rent', 'Contractors', 'Marketing'];
const INCOME = ['Sales', 'Consulting', 'Licensing'];
const WORDS: Record<string, string[]> = {
  Hosting: ['server', 'cloud', 'hosting'],
  Payroll: ['salary', 'payroll', 'wages'],
  Software: ['licence', 'subscription', 'saas'],
  Travel: ['flight', 'hotel', 'train'],
  Rent: ['rent', 'office', 'lease'],
  Contractors: ['contract', 'invoice', 'design'],
  Marketing: ['ads', 'campaign', 'event'],
  Sales: ['order', 'sale', 'invoice'],
  Consulting: ['advice', 'workshop', 'hours'],
  Licensing: ['royalty', 'licence', 'quarter'],
};

interface Party {
  readonly address: string;
  readonly direction: 'in' | 'out';
  readonly main: string;
  readonly second: string;
  readonly typical: number;
}

function parties(random: () => number): Party[] {
  const out: Party[] = [];
  for (let i = 0; i < 60; i++) {
    const income = i % 4 === 0;
    const pool = income ? INCOME : SPEND;
    const main = pool[Math.floor(random() * pool.length)] ?? 'Sales';
    const second = pool[Math.floor(random() * pool.length)] ?? main;
    const address = getAddress(`0x${(i + 1).toString(16).padStart(4, '0')}${'ab'.repeat(16)}${'00'.repeat(2)}`);
    out.push({ address, direction: income ? 'in' : 'out', main, second, typical: 10 ** (random() * 3) });
  }
  return out;
}

/** `count` confirmed ETH rows over 104 weeks before BENCH_NOW; `labelled` of them (0–1) keep their category. */
export function generateRows(count: number, labelled = 0.7, seed = 7): ChainTransaction[] {
  const random = seededRandom(seed);
  const people = parties(random);
  const end = Date.parse(BENCH_NOW);
  const span = 104 * 7 * 86_400_000;
  const rows: ChainTransaction[] = [];
  for (let i = 0; i < count; i++) {
    const party = people[Math.floor(random() * random() * people.length)] ?? people[0];
    if (!party) break;
    const category = random() < 0.85 ? party.main : party.second;
    const words = WORDS[category] ?? [];
    const memo = random() < 0.6 ? `${words[Math.floor(random() * words.length)] ?? ''} ${i % 97}` : '';
    const amount = party.typical * Math.exp((random() - 0.5) * 0.6);
    const units = BigInt(Math.max(1, Math.round(amount * 1e6))) * 10n ** 12n;
    const hash = `0x${(i + 1).toString(16).padStart(64, '0')}`;
    const time = new Date(end - span + Math.floor((span * (i + random())) / count)).toISOString();
    rows.push(
      chainTransactionSchema.parse({
        id: `31337:${hash}`,
        chainId: 31337,
        hash,
        logIndex: null,
        blockNumber: i + 1,
        blockHash: null,
        time,
        from: party.direction === 'in' ? party.address : OURS,
        to: party.direction === 'in' ? OURS : party.address,
        direction: party.direction,
        wallets: [OURS],
        counterparty: party.address,
        asset: 'native',
        symbol: 'ETH',
        decimals: 18,
        units: String(units),
        fee: party.direction === 'out' ? '21000000000000' : null,
        nonce: null,
        status: 'confirmed',
        failureReason: null,
        replacedBy: null,
        kind: 'transfer',
        selector: null,
        decoded: null,
        category: random() < labelled ? category : null,
        memo,
        source: 'scan',
        updatedAt: time,
        revision: 1,
      }),
    );
  }
  return rows;
}

export const SERIES_KINDS = ['level + noise', 'random walk', 'damped trend', 'intermittent'] as const;
export type SeriesKind = (typeof SERIES_KINDS)[number];

/** A weekly series of `length` values of a known kind. */
export function generateSeries(kind: SeriesKind, length: number, seed: number): number[] {
  const random = seededRandom(seed);
  const noise = () => (random() + random() + random() - 1.5) * 2;
  const out: number[] = [];
  let level = 100;
  let trend = 3;
  for (let t = 0; t < length; t++) {
    if (kind === 'level + noise') out.push(100 + 10 * noise());
    else if (kind === 'random walk') out.push((level += 8 * noise()));
    else if (kind === 'damped trend') {
      trend *= 0.97;
      level += trend;
      out.push(level + 4 * noise());
    } else out.push(random() < 0.25 ? 20 + 10 * random() : 0);
  }
  return out;
}
