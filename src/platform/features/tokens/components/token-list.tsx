import { Address } from '@/components/ui/address';
import { Alert } from '@/components/ui/alert';
import { Amount } from '@/components/ui/amount';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Table } from '@/components/ui/table';
import { networkName } from '@/lib/primitives/networks';
import type { CompanyToken } from '@/lib/db/entities/company-token';
import type { Loadable, TokenSummary } from '@/platform/features/tokens/store/use-tokens';
import { SHARE_DECIMALS } from '@/platform/features/tokens/model/token-errors';

export interface TokenListProps {
  readonly chainId: number;
  readonly tokens: readonly CompanyToken[];
  readonly states: Loadable<Map<string, TokenSummary>>;
  readonly selected: string | null;
  readonly onSelect: (id: string) => void;
  /** Shows a shares token's cap table (its tab). */
  readonly onCapTable: (id: string) => void;
  /** The empty list's call to action (opens Create). */
  readonly onCreate: () => void;
}

function Supply({ token, state }: { token: CompanyToken; state: TokenSummary | undefined }) {
  if (!state) return <>…</>;
  if (token.kind === 'deed') return <>{`${state.supply} deed${state.supply === 1n ? '' : 's'}`}</>;
  return (
    <>
      <Amount units={state.supply} asset={SHARE_DECIMALS} /> of{' '}
      <Amount units={state.cap ?? 0n} asset={SHARE_DECIMALS} />
    </>
  );
}

/** The company's tokens on this network: kind, address, supply (of cap), holders, paused. */
export function TokenList({ chainId, tokens, states, selected, onSelect, onCapTable, onCreate }: TokenListProps) {
  const map = states.status === 'ready' ? states.data : null;
  return (
    <div className="space-y-2">
      <Table
        label="Company tokens"
        minWidth="40rem"
        columns={[
          {
            id: 'token',
            header: 'Token',
            cell: (token) => (
              <span className="font-medium">
                {token.name} ({token.symbol})
                {selected === token.id ? <span className="sr-only"> (shown below)</span> : null}
              </span>
            ),
          },
          { id: 'kind', header: 'Kind', cell: (t) => (t.kind === 'shares' ? 'Shares (ERC-20)' : 'Deed (ERC-721)') },
          { id: 'address', header: 'Address', cell: (t) => <Address address={t.address} /> },
          {
            id: 'supply',
            header: 'Supply',
            numeric: true,
            cell: (t) => (
              <span data-cell="supply">
                {states.status === 'error' ? 'unreadable' : <Supply token={t} state={map?.get(t.id)} />}
              </span>
            ),
          },
          {
            id: 'holders',
            header: 'Holders',
            numeric: true,
            cell: (t) => <span data-cell="holders">{map?.get(t.id)?.holders ?? '…'}</span>,
          },
          {
            id: 'status',
            header: 'Status',
            cell: (t) => {
              const state = map?.get(t.id);
              return (
                <span data-cell="status">
                  {state ? (
                    <Badge tone={state.paused ? 'warning' : 'success'}>{state.paused ? 'Paused' : 'Active'}</Badge>
                  ) : (
                    '…'
                  )}
                </span>
              );
            },
          },
        ]}
        rows={tokens}
        rowKey={(t) => t.id}
        rowLabel={(t) => t.symbol}
        rowActions={(t) => [
          { label: 'Manage', onSelect: () => onSelect(t.id) },
          ...(t.kind === 'shares' ? [{ label: 'Show cap table', onSelect: () => onCapTable(t.id) }] : []),
        ]}
        rowData={(t) => ({ token: t.symbol })}
        empty={
          <EmptyState
            title={`No tokens on ${networkName(chainId)} yet`}
            description="Create shares (ERC-20) for a cap table, or a unique asset (ERC-721) for a deed."
            action={<Button onClick={onCreate}>Create a token</Button>}
          />
        }
      />
      {states.status === 'error' ? (
        <Alert tone="danger">Could not read the tokens from the chain: {states.error}</Alert>
      ) : null}
    </div>
  );
}
