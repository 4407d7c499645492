// Tokens' "Deploy from": a company token deployed from a treasury Safe of which the connected wallet
// is an owner is proposed instead of sent (lib/payments' proposeDeployFromSafe: a delegate call to
// Safe's CreateCall, so the Safe deploys it and owns it); the other owners sign and execute it in
// Transactions → Safe queue, and the token is recorded wherever its execution is seen, from the
// execution's ContractCreation log. Fungible shares' initial holders are minted by the Safe in the
// same SafeTx, after the deployment (one MultiSend batch). A unique asset's metadata JSON is computed and put in Storage
// when it is proposed, linked to the token the deployment will be (its CREATE2 address), and the
// proposal carries its URI, CID and JSON, so the token is recorded with them as a wallet's deed is;
// deed #1 is then proposed from Manage (minted to the Safe with that URI).
import { useState } from 'react';
import { companyTokenId } from '@/lib/db/entities/company-token';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { isOwner } from '@/lib/safe/read-safe';
import { useTreasurySafes, type TreasurySafe } from '@/lib/safe/use-treasury-safes';
import type { DeedMetadata } from '@/platform/features/tokens/model/deed-form';
import type { SharesRequest } from '@/platform/features/tokens/model/shares-form';
import { deedInitCode, sharesInitCode } from '@/platform/features/tokens/store/deploy-token';
import type { MetadataStored } from '@/platform/features/tokens/store/metadata-document';
import { proposeFromTreasury } from '@/lib/payments/propose-from-treasury';

export interface SafeDeploy {
  /** The treasury Safes on the wallet's network that the connected wallet is an owner of. */
  readonly safes: readonly TreasurySafe[];
  /** Proposes deploying `request` from `safe`; true once proposed. */
  readonly propose: (safe: TreasurySafe, request: SharesRequest) => Promise<boolean>;
  /** Proposes deploying a unique asset's collection from `safe`, its metadata stored; true once proposed. */
  readonly proposeDeed: (
    safe: TreasurySafe,
    request: { readonly symbol: string; readonly metadata: DeedMetadata },
  ) => Promise<boolean>;
  readonly message: { readonly tone: 'success' | 'danger'; readonly text: string } | null;
}

const NO_SAFES: readonly TreasurySafe[] = [];

const predictedAddress = (record: { readonly pays?: { readonly kind: string; readonly address?: string } }) =>
  record.pays?.kind === 'deploy' ? (record.pays.address ?? '') : '';

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
          holders: request.holders.map((holder) => ({ to: holder.address, units: holder.units })),
        }),
      (record) => `once executed, the token is at ${predictedAddress(record)}, owned by the Safe`,
    );
  const proposeDeed: SafeDeploy['proposeDeed'] = async (safe, { symbol, metadata }) => {
    // The UnixFS importer and the document store load when a deed is proposed, not with the page.
    const [{ metadataWithCid }, { storeDeedMetadata }] = await Promise.all([
      import('@/platform/features/tokens/model/metadata-json'),
      import('@/platform/features/tokens/store/metadata-document'),
    ]);
    const meta = await metadataWithCid(metadata);
    let stored: MetadataStored | null = null;
    return proposeFromTreasury(
      { db, account, state, safe, setMessage },
      `The deployment of ${metadata.name} (${symbol})`,
      async (kinds, ctx, contracts) => {
        const record = await kinds.proposeDeployFromSafe(ctx, safe.safe, contracts, {
          template: 'deed',
          name: metadata.name,
          symbol,
          cap: null,
          metadataUri: meta.uri,
          metadata: { cid: meta.cid, json: meta.json },
          initCode: deedInitCode(metadata.name, symbol, safe.safe.address),
        });
        const token = { id: companyTokenId(record.chainId, predictedAddress(record)), symbol, metadataCid: meta.cid };
        stored = await storeDeedMetadata(
          db,
          account,
          token,
          meta.bytes,
          metadata.documents.map((d) => d.cid),
        );
        return record;
      },
      (record) =>
        `once executed, the collection is at ${predictedAddress(record)}, owned by the Safe, and deed #1 is proposed from its Manage; ${
          stored?.stored
            ? 'its metadata JSON is in Storage, linked to the token'
            : `its metadata JSON is kept with the proposal (Storage refused it: ${stored?.reason ?? 'not stored'})`
        }`,
    );
  };
  return { safes, propose, proposeDeed, message };
}
