// Names for the commodities a journal uses: natives from the network list, tokens from the
// workspace's known tokens, so messages and exports say `ETH on Anvil (local)`, not `31337:native`.
import { knownNetwork } from '@/lib/primitives/networks';
import type { KnownToken } from '@/lib/db/entities/known-token';
import { commodityId, parseCommodityId, type CommodityInfo } from '@/lib/ledger/commodity';

/** What is known about each commodity id in `ids` (unknown tokens are left out: shown by id). */
export function commodityInfos(ids: Iterable<string>, tokens: readonly KnownToken[]): Map<string, CommodityInfo> {
  const byId = new Map(tokens.map((t) => [commodityId(t.chainId, t.address), t]));
  const infos = new Map<string, CommodityInfo>();
  for (const id of ids) {
    const parsed = parseCommodityId(id);
    if (!parsed) continue;
    if (parsed.asset === 'native') {
      const currency = knownNetwork(parsed.chainId)?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 };
      infos.set(id, { id, chainId: parsed.chainId, symbol: currency.symbol, decimals: currency.decimals });
    } else {
      const token = byId.get(id);
      if (token) infos.set(id, { id, chainId: token.chainId, symbol: token.symbol, decimals: token.decimals });
    }
  }
  return infos;
}
