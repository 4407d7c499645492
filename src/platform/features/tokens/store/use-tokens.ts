// Live views for the page: the company's tokens on the wallet's network, the equity accounts,
// and the chain state of one token (read again when `refresh` changes: a new block, an action).
import { useEffect, useMemo, useState } from 'react';
import type { ChainReader } from '@/lib/chain/rpc-client';
import type { CompanyToken } from '@/lib/db/entities/company-token';
import type { LedgerAccount } from '@/lib/db/entities/ledger-account';
import { useLiveQuery } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { readCapTable } from '@/lib/tokens/read-cap-table';
import type { CapTable } from '@/lib/tokens/cap-table';
import { createHolderCounter } from './holder-counts';
import { countDeedOwners, readShareBalance, readTokenState, type TokenState } from './token-reads';
import { readCompanyTokens } from './tokens-store';

/** The company's tokens on `chainId`, newest first (live across tabs). */
export function useCompanyTokens(db: WorkspaceDb, chainId: number) {
  const query = useLiveQuery(() => readCompanyTokens(db), [db]);
  return useMemo(() => {
    if (query.status !== 'ready') return { ...query, tokens: [] as CompanyToken[], corrupt: [] };
    const tokens = query.data.records
      .filter((t) => t.chainId === chainId)
      .sort((a, b) => b.deployBlock - a.deployBlock || a.address.localeCompare(b.address));
    return { status: 'ready' as const, tokens, corrupt: query.data.corrupt };
  }, [query, chainId]);
}

/** Live equity accounts of the chart (what issuance may post against), by code. */
export function useEquityAccounts(db: WorkspaceDb): LedgerAccount[] {
  const query = useLiveQuery(() => db.ledgerAccounts.toArray(), [db]);
  return useMemo(
    () =>
      query.status === 'ready'
        ? query.data
            .filter((a) => a.type === 'equity' && !a.archived && a.id !== 'shares-in-issue')
            .sort((a, b) => a.code.localeCompare(b.code))
        : [],
    [query],
  );
}

export type Loadable<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'error'; readonly error: string };

/**
 * Reads chain state for `identity` (what is read) and reads again when `refresh` changes (a new
 * block, an action). While a refresh reads, the last value of the same identity stays on screen:
 * blanking it on every block made the panel flicker and disabled its buttons under the pointer.
 */
function useChainRead<T>(identity: string | null, refresh: string, read: () => Promise<T>): Loadable<T> {
  const [state, setState] = useState<{ identity: string; value: Loadable<T> } | null>(null);
  useEffect(() => {
    if (identity === null) return;
    let current = true;
    read().then(
      (data) => current && setState({ identity, value: { status: 'ready', data } }),
      (error: unknown) =>
        current &&
        setState({
          identity,
          value: { status: 'error', error: error instanceof Error ? error.message : String(error) },
        }),
    );
    return () => {
      current = false;
    };
    // `identity` and `refresh` stand for everything `read` uses.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [identity, refresh]);
  return state && state.identity === identity ? state.value : { status: 'loading' };
}

/** A token's chain state and holder count. */
export interface TokenSummary extends TokenState {
  readonly holders: number;
  /** Shares held by the connected account (null for a deed). */
  readonly balance: bigint | null;
}

/** The tab's holder counts: each shares token's Transfer logs are read once, then only the new ones. */
const holderCounter = createHolderCounter();

async function summary(reader: ChainReader, token: CompanyToken, account: string): Promise<TokenSummary> {
  const state = await readTokenState(reader, token);
  if (token.kind === 'deed')
    return { ...state, holders: await countDeedOwners(reader, token.address, state.supply), balance: null };
  const [holders, balance] = await Promise.all([
    holderCounter.count(reader, token.address, token.deployBlock),
    readShareBalance(reader, token.address, account),
  ]);
  return { ...state, holders, balance };
}

/** Supply, cap, paused, owner and holder count of each token, read when `refresh` changes. */
export function useTokenSummaries(
  reader: ChainReader | null,
  account: string,
  tokens: readonly CompanyToken[],
  refresh: string,
): Loadable<Map<string, TokenSummary>> {
  const identity = reader ? `${reader.chainId}|${account}|${tokens.map((t) => t.id).join(',')}` : null;
  return useChainRead(
    identity,
    refresh,
    async () =>
      new Map(await Promise.all(tokens.map(async (t) => [t.id, await summary(reader!, t, account)] as const))),
  );
}

/** The cap table of a shares token at `atBlock` (null: the latest block, read again on `refresh`). */
export function useCapTable(
  reader: ChainReader | null,
  token: CompanyToken | null,
  atBlock: number | null,
  refresh: string,
): Loadable<CapTable> {
  const identity =
    reader && token && token.kind === 'shares' ? `${reader.chainId}|${token.id}|${atBlock ?? 'latest'}` : null;
  return useChainRead(identity, atBlock === null ? refresh : '', () =>
    readCapTable(reader!, token!.address, { fromBlock: token!.deployBlock, ...(atBlock === null ? {} : { atBlock }) }),
  );
}
