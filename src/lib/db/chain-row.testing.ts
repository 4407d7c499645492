// The fields most chain rows in the tests share (never imported by app code).
import type { ChainTransaction } from './entities/chain-transaction';

/**
 * A confirmed plain ETH transfer found by the chain scan, with no fee, nonce, call, category or
 * memo recorded. Spread it first, then the row's own fields (hash, block, time, parties, units).
 */
export const PLAIN_TRANSFER = {
  logIndex: null,
  asset: 'native',
  symbol: 'ETH',
  decimals: 18,
  fee: null,
  nonce: null,
  status: 'confirmed',
  failureReason: null,
  replacedBy: null,
  kind: 'transfer',
  selector: null,
  decoded: null,
  category: null,
  memo: '',
  source: 'scan',
  revision: 1,
} as const satisfies Partial<ChainTransaction>;
