import { networkName } from '@/lib/primitives/networks';
import type { CompanyToken } from '@/lib/db/entities/company-token';
import { toDecimalString } from '@/lib/money/decimal-string';
import type { Loadable, TokenSummary } from '@/platform/features/tokens/store/use-tokens';
import { SHARE_DECIMALS } from '@/platform/features/tokens/model/token-errors';
import { ScrollRegion } from '@/components/ui/scroll-region';

export interface TokenListProps {
  readonly chainId: number;
  readonly tokens: readonly CompanyToken[];
  readonly states: Loadable<Map<string, TokenSummary>>;
  readonly selected: string | null;
  readonly onSelect: (id: string) => void;
}

function supplyText(token: CompanyToken, state: TokenSummary | undefined): string {
  if (!state) return '…';
  if (token.kind === 'deed') return `${state.supply} deed${state.supply === 1n ? '' : 's'}`;
  return `${toDecimalString(state.supply, SHARE_DECIMALS)} of ${toDecimalString(state.cap ?? 0n, SHARE_DECIMALS)}`;
}

/** The company's tokens on this network: kind, address, supply (of cap), holders, paused. */
export function TokenList({ chainId, tokens, states, selected, onSelect }: TokenListProps) {
  if (tokens.length === 0)
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        No tokens on {networkName(chainId)} yet: create one below.
      </p>
    );
  const map = states.status === 'ready' ? states.data : null;
  return (
    <ScrollRegion label="Company tokens">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-800">
            <th scope="col" className="py-2 pr-3">
              Token
            </th>
            <th scope="col" className="py-2 pr-3">
              Kind
            </th>
            <th scope="col" className="py-2 pr-3">
              Address
            </th>
            <th scope="col" className="py-2 pr-3">
              Supply
            </th>
            <th scope="col" className="py-2 pr-3">
              Holders
            </th>
            <th scope="col" className="py-2 pr-3">
              Status
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">Open</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => {
            const state = map?.get(token.id);
            return (
              <tr
                key={token.id}
                data-token={token.symbol}
                aria-current={selected === token.id ? 'true' : undefined}
                className="border-b border-slate-100 align-top dark:border-slate-900"
              >
                <td className="py-2 pr-3 font-medium">
                  {token.name} ({token.symbol})
                </td>
                <td className="py-2 pr-3">{token.kind === 'shares' ? 'Shares (ERC-20)' : 'Deed (ERC-721)'}</td>
                <td className="py-2 pr-3 font-mono text-xs wrap-anywhere">{token.address}</td>
                <td className="py-2 pr-3" data-cell="supply">
                  {states.status === 'error' ? 'unreadable' : supplyText(token, state)}
                </td>
                <td className="py-2 pr-3" data-cell="holders">
                  {state ? state.holders : '…'}
                </td>
                <td className="py-2 pr-3" data-cell="status">
                  {state ? (state.paused ? 'Paused' : 'Active') : '…'}
                </td>
                <td className="py-2">
                  <button
                    type="button"
                    className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100"
                    onClick={() => onSelect(token.id)}
                  >
                    Manage {token.symbol}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {states.status === 'error' ? (
        <p className="text-sm text-red-700 dark:text-red-300">
          Could not read the tokens from the chain: {states.error}
        </p>
      ) : null}
    </ScrollRegion>
  );
}
