import { useRef, useState } from 'react';
import type { ChainReader } from '@/lib/chain/rpc-client';
import type { CompanyToken } from '@/lib/db/entities/company-token';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import type { TxStep } from '@/lib/chain/tx-steps';
import { actionCall, runTokenAction, type TokenAction } from '@/platform/features/tokens/store/token-actions';
import type { ProgressLine } from './token-run-progress';

/** Runs one token action at a time from the wallet, keeping its progress line; `done` after a mined one. */
export function useActionRunner(
  db: WorkspaceDb,
  reader: ChainReader | null,
  account: string,
  token: CompanyToken,
  done: () => void,
) {
  const [line, setLine] = useState<ProgressLine | null>(null);
  const [running, setRunning] = useState(false);
  const running$ = useRef(false);
  const run = async (action: TokenAction): Promise<boolean> => {
    const provider = getWalletProvider();
    if (!provider || !reader || running$.current) return false;
    running$.current = true;
    setRunning(true);
    const label = actionCall(token, action, account).label;
    setLine({ key: action.kind, label, step: { phase: 'queued' } });
    const onStep = (step: TxStep) => setLine({ key: action.kind, label, step });
    const outcome = await runTokenAction(
      { db, provider, reader, account, now: () => new Date() },
      token,
      action,
      onStep,
    );
    if (outcome.ok) {
      onStep({ phase: 'done', hash: outcome.hash, blockNumber: outcome.receipt.blockNumber });
      done();
    }
    running$.current = false;
    setRunning(false);
    return outcome.ok;
  };
  return { line, running, run };
}
