// Tokens' "Deploy from": a company token deployed from a treasury Safe of which the connected wallet
// is an owner is proposed instead of sent (lib/payments' proposeDeployFromSafe: a delegate call to
// Safe's CreateCall, so the Safe deploys it and owns it); the other owners sign and execute it in
// Transactions → Safe queue, and the token is recorded there from the execution's ContractCreation
// log. Fungible shares only: their mints are proposed from Manage once the token exists.
import { useState } from 'react';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { isOwner } from '@/lib/safe/read-safe';
import { useTreasurySafes, type TreasurySafe } from '@/lib/safe/use-treasury-safes';
import type { SharesRequest } from '@/platform/features/tokens/model/shares-form';
import { sharesInitCode } from '@/platform/features/tokens/store/deploy-token';
import { proposeFromTreasury } from './safe-mint';

export interface SafeDeploy {
  /** The treasury Safes on the wallet's network that the connected wallet is an owner of. */
  readonly safes: readonly TreasurySafe[];
  /** Proposes deploying `request` from `safe`; true once proposed. */
  readonly propose: (safe: TreasurySafe, request: SharesRequest) => Promise<boolean>;
  readonly message: { readonly tone: 'success' | 'danger'; readonly text: string } | null;
}

const NO_SAFES: readonly TreasurySafe[] = [];

/** The Safes a company token may be deployed from, and the proposal of such a deployment. */
export function useSafeDeploy(db: WorkspaceDb, account: string): SafeDeploy {
  const { state } = useTreasurySafes(db);
  const [message, setMessage] = useState<SafeDeploy['message']>(null);
  const safes = state.status === 'ready' ? state.safes.filter((entry) => isOwner(entry.safe, account)) : NO_SAFES;
  const propose = (safe: TreasurySafe, request: SharesRequest): Promise<boolean> =>
    proposeFromTreasury(
      { db, account, state, safe, setMessage },
      `The deployment of ${request.name} (${request.symbol})`,
      (kinds, ctx, contracts) =>
        kinds.proposeDeployFromSafe(ctx, safe.safe, contracts, {
          template: 'shares',
          name: request.name,
          symbol: request.symbol,
          cap: request.cap,
          metadataUri: '',
          initCode: sharesInitCode(request, safe.safe.address),
        }),
      (record) =>
        `once executed, the token is at ${record.pays?.kind === 'deploy' ? record.pays.address : ''}, owned by the Safe`,
    );
  return { safes, propose, message };
}
