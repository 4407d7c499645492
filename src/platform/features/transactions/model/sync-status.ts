// The sync state per wallet and network, in words, from the engine's cursors.
import { networkName } from '@/lib/primitives/networks';
import type { SyncCursor, SyncSource } from '@/lib/db/entities/sync-cursor';

export const SOURCE_LABELS: Readonly<Record<SyncSource, string>> = {
  scan: 'Block scan',
  'explorer-txlist': 'Explorer: transactions',
  'explorer-tokentx': 'Explorer: token transfers',
  'explorer-internal': 'Explorer: internal transfers',
  'explorer-payments-in': 'Explorer: payments received',
  'explorer-payments-out': 'Explorer: payments sent',
};

export interface SyncLine {
  readonly id: string;
  readonly source: string;
  readonly state: SyncCursor['state'];
  readonly text: string;
  /** 0–1 while catching up, else null. */
  readonly progress: number | null;
}

export interface SyncGroup {
  readonly key: string;
  readonly chainId: number;
  readonly network: string;
  readonly wallet: string;
  readonly lines: readonly SyncLine[];
}

/** One line per cursor: `Live · block 1,234`, `Catching up · block 50 of 120 (42%)`, `Paused: <reason>`. */
export function syncLine(cursor: SyncCursor, locale?: string): SyncLine {
  const number = new Intl.NumberFormat(locale);
  const source = SOURCE_LABELS[cursor.source];
  const block = cursor.block < 0 ? 'no block yet' : `block ${number.format(cursor.block)}`;
  if (cursor.state === 'paused') {
    return {
      id: cursor.id,
      source,
      state: cursor.state,
      text: `Paused, retrying: ${cursor.reason ?? 'no reason given'} (last ${block})`,
      progress: null,
    };
  }
  if (cursor.state === 'live')
    return { id: cursor.id, source, state: cursor.state, text: `Live · ${block}`, progress: null };
  const progress = cursor.head > 0 ? Math.min(1, Math.max(0, cursor.block + 1) / (cursor.head + 1)) : 0;
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(progress);
  const of = cursor.head >= 0 ? ` of ${number.format(cursor.head)}` : '';
  return { id: cursor.id, source, state: cursor.state, text: `Catching up · ${block}${of} (${percent})`, progress };
}

/** Cursors grouped by network and wallet, networks by name, then wallets. */
export function syncGroups(cursors: readonly SyncCursor[], locale?: string): SyncGroup[] {
  const groups = new Map<string, { chainId: number; wallet: string; lines: SyncLine[] }>();
  for (const cursor of cursors) {
    const key = `${cursor.chainId}:${cursor.wallet}`;
    const group = groups.get(key) ?? { chainId: cursor.chainId, wallet: cursor.wallet, lines: [] };
    group.lines.push(syncLine(cursor, locale));
    groups.set(key, group);
  }
  return [...groups]
    .map(([key, group]) => ({ key, network: networkName(group.chainId), ...group }))
    .sort((a, b) => a.network.localeCompare(b.network) || a.wallet.localeCompare(b.wallet));
}
