// Which chain rows fall before their network's books start day (Network settings' booksStartOn):
// what they moved is in the opening balance read at the last block before that day, so the ledger
// posts none of them (lib/chain/sync/books-start.ts proposes that opening).
import type { NetworkSetting } from '@/lib/db/entities/network-setting';
import type { TxInput } from '@/lib/ledger/tx-rules';
import { isoDay } from '@/lib/primitives/days';

/** A test of whether a row is dated (by its block time, UTC) before its network's books start day. */
export function beforeBooksStart(
  settings: readonly Pick<NetworkSetting, 'chainId' | 'booksStartOn'>[],
): (row: Pick<TxInput, 'chainId' | 'time'>) => boolean {
  const starts = new Map<number, string>();
  for (const setting of settings) if (setting.booksStartOn) starts.set(setting.chainId, setting.booksStartOn);
  if (starts.size === 0) return () => false;
  return (row) => {
    const day = starts.get(row.chainId);
    return day !== undefined && isoDay(row.time) < day;
  };
}
