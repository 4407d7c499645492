// Reconciliation figures (scripts/bench-reconciliation.mjs bundles this for Node): the books against
// the chain with the causes of each difference, the same pure code the Accounting page's
// Reconciliation tab and the Dashboard's badge run, over a synthetic history of ETH and token
// movements spread across wallets, each posted by the transaction rules' sources, with confirmed
// opening balances. One movement in 100 is left unposted, so the causes are searched for.
import type { ChainBalance } from '@/lib/db/entities/chain-balance';
import type { OpeningBalance } from '@/lib/db/entities/opening-balance';
import { booksVsChain, movementEffect, type MovementRow } from '@/lib/ledger/chain-reconciliation';
import { commodityId } from '@/lib/ledger/commodity';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { postDraft, type Entry } from '@/lib/ledger/entry';
import { walletAccountId } from '@/lib/ledger/wallet-account';

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const COUNTERPARTY = '0x9999999999999999999999999999999999999999';
const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');

export interface ReconciliationFigures {
  readonly transactions: number;
  readonly wallets: number;
  readonly entries: number;
  readonly lines: number;
  readonly differences: number;
  /** Movements left unposted (one in 100). */
  readonly unposted: number;
  readonly causes: number;
  readonly ms: { readonly matched: number; readonly withCauses: number };
}

/** Builds `transactions` movements over `walletCount` wallets and times the reconciliation (one run each). */
export function benchReconciliation(transactions: number, walletCount = 5): ReconciliationFigures {
  const wallets = Array.from({ length: walletCount }, (_, i) => `0x${hex(i + 1, 40)}`);
  const rows: MovementRow[] = [];
  const entries: Entry[] = [];
  const held = new Map<string, bigint>();
  const add = (wallet: string, asset: string, amount: bigint) =>
    held.set(`${wallet}:${asset}`, (held.get(`${wallet}:${asset}`) ?? 0n) + amount);
  const openings: OpeningBalance[] = [];
  for (const wallet of wallets)
    for (const asset of ['native', TOKEN]) {
      const units = 10n ** 24n;
      add(wallet, asset, units);
      openings.push(opening(wallet, asset, units));
      entries.push(entry(`opening:${wallet}:${asset}`, wallet, asset, units, entries.length));
    }
  let unposted = 0;
  for (let i = 0; i < transactions; i += 1) {
    const wallet = wallets[i % walletCount] as string;
    const asset = i % 3 === 0 ? TOKEN : 'native';
    const out = i % 2 === 1;
    const hash = `0x${hex(i + 1, 64)}`;
    const row: MovementRow = {
      id: `31337:${hash}`,
      chainId: 31337,
      hash,
      logIndex: asset === 'native' ? null : 0,
      blockNumber: 1 + Math.floor(i / 10),
      from: out ? wallet : COUNTERPARTY,
      to: out ? COUNTERPARTY : wallet,
      direction: out ? 'out' : 'in',
      asset,
      units: String(1_000 + (i % 977)),
      fee: out && asset === 'native' ? '21000' : null,
      status: 'confirmed',
    };
    rows.push(row);
    const effect = movementEffect(row, wallet);
    add(wallet, asset, effect);
    if (i % 100 === 99) unposted += 1;
    else entries.push(entry(`tx:31337:${hash}:native`, wallet, asset, effect, entries.length));
  }
  const top = 1 + Math.floor(transactions / 10);
  const balances: ChainBalance[] = [...held].map(([key, units]) => {
    const [wallet = '', asset = ''] = key.split(':');
    return {
      id: key,
      chainId: 31337,
      wallet,
      asset,
      symbol: asset === 'native' ? 'ETH' : 'TUSD',
      decimals: asset === 'native' ? 18 : 6,
      units: units.toString(),
      block: top,
      blockHash: `0x${hex(top, 64)}`,
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
  });
  const posted = entries;
  const time = (run: () => unknown) => {
    const start = performance.now();
    run();
    return performance.now() - start;
  };
  // Every movement posted: the figures match and no cause is searched for.
  const complete = [...posted, ...missingEntries(rows, wallets)];
  const matched = time(() => booksVsChain(balances, complete, { openings, rows }));
  let result = booksVsChain(balances, posted, { openings, rows });
  const withCauses = time(() => (result = booksVsChain(balances, posted, { openings, rows })));
  const lines = result.flatMap((n) => n.lines);
  return {
    transactions,
    wallets: walletCount,
    entries: posted.length,
    lines: lines.length,
    differences: lines.filter((l) => l.difference !== 0n).length,
    unposted,
    causes: lines.reduce((sum, l) => sum + l.causes.length, 0),
    ms: { matched, withCauses },
  };
}

/** The entries of the rows the history left unposted (every 100th). */
function missingEntries(rows: readonly MovementRow[], wallets: readonly string[]): Entry[] {
  return rows.flatMap((row, i) => {
    if (i % 100 !== 99) return [];
    const wallet = wallets[i % wallets.length] as string;
    return [entry(`tx:31337:${row.hash}:native`, wallet, row.asset, movementEffect(row, wallet), 1e9 + i)];
  });
}

function entry(source: string, wallet: string, asset: string, amount: bigint, n: number): Entry {
  const commodity = commodityId(31337, asset);
  const decimals = asset === 'native' ? 18 : 6;
  const draft = {
    date: '2026-01-01',
    memo: '',
    source,
    postings: [
      { accountId: walletAccountId(31337, wallet, asset), commodity, amount, decimals },
      { accountId: ACCOUNT_IDS.suspense, commodity, amount: -amount, decimals },
    ],
  };
  return postDraft(draft, `e${n}`, null);
}

function opening(wallet: string, asset: string, units: bigint): OpeningBalance {
  return {
    id: `31337:${wallet}:${asset.toLowerCase()}`,
    chainId: 31337,
    wallet,
    asset,
    symbol: asset === 'native' ? 'ETH' : 'TUSD',
    decimals: asset === 'native' ? 18 : 6,
    chainUnits: units.toString(),
    units: units.toString(),
    block: 0,
    blockHash: `0x${hex(0, 64)}`,
    date: '2026-01-01',
    status: 'confirmed',
    entryId: 'e0',
    decidedBy: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    revision: 1,
  };
}
