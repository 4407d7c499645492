import { useEffect, useState } from 'react';
import type { ChainReader } from '@/lib/chain/rpc-client';
import type { FeeEstimate } from '@/platform/features/mywallet/model/fee-estimate';
import { sendErrorInWords } from '@/platform/features/mywallet/model/send-errors';
import { estimateFee, type EstimateRequest } from './chain-reads';

export type FeeState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly estimate: FeeEstimate }
  | { readonly status: 'error'; readonly error: string };

const IDLE: FeeState = { status: 'idle' };
/** Typing settles before the node is asked (one estimate per pause, not per key). */
const SETTLE_MS = 300;

/** The EIP-1559 fee estimate of `request`, asked again when it changes or on `refresh` (a new block). */
export function useFeeEstimate(reader: ChainReader | null, request: EstimateRequest | null, refresh: string): FeeState {
  const key =
    request && reader ? `${reader.chainId}|${request.from}|${request.to}|${request.value}|${request.data ?? ''}` : '';
  const [state, setState] = useState<{ key: string; fee: FeeState }>({ key: '', fee: IDLE });
  useEffect(() => {
    if (!reader || !request) return;
    let current = true;
    const timer = setTimeout(() => {
      setState((previous) =>
        previous.key === key && previous.fee.status === 'ready' ? previous : { key, fee: { status: 'loading' } },
      );
      estimateFee(reader, request).then(
        (estimate) => current && setState({ key, fee: { status: 'ready', estimate } }),
        (error: unknown) => current && setState({ key, fee: { status: 'error', error: sendErrorInWords(error) } }),
      );
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `key` stands for reader and request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, refresh]);
  if (!key) return IDLE;
  return state.key === key ? state.fee : { status: 'loading' };
}
