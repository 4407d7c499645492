// The payments other than bills that a Safe treasury proposes instead of sending: a distribution or
// payroll run (Auto Distribution; the whole run as one SafeTx: the token's approval, then every
// batch through the Distributor), a transfer (My Wallet), a company token's mint and its other
// owner-only calls (Tokens: pause, unpause, a deed's mint; the Safe owns the token), and a company
// token's deployment (Tokens' "Deploy from" a Safe, through Safe's CreateCall), and a Storage
// document's anchor (`Registry.anchor` with the Safe as its sender). Each goes through
// proposePaymentFromSafe, saved with what it pays.
import { getAddress, Interface, toBeHex, zeroPadValue } from 'ethers';
import { registryAbi } from '@/lib/contracts/generated/artifacts';
import type { DistributionRun } from '@/lib/db/entities/distribution';
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import type { Asset } from '@/lib/money/asset';
import type { SafeState } from '@/lib/safe/read-safe';
import { nextProposalNonce, type SafeActionContext } from '@/lib/safe/safe-actions';
import { deploySafeTx, predictedDeployment } from '@/lib/safe/create-call';
import type { SafeContracts } from '@/lib/safe/safe-contracts';
import { mintCall, runCalls, transferCall } from './payment-calls';
import type { PolicyGate } from './payment-policy';
import { openRunParts, proposePaymentFromSafe, proposePaymentPartsFromSafe } from './safe-payments';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Proposes run `run` (recorded with the Safe as its sender, nothing sent) from the Safe: one SafeTx,
 * or several in nonce order when it is larger than one transaction's gas (safe-run-parts.ts); the
 * first is returned, the others are in the queue. Batches an open proposal holds are not proposed again.
 */
export async function proposeRunFromSafe(
  ctx: SafeActionContext,
  safe: SafeState,
  contracts: SafeContracts,
  run: DistributionRun,
  gate?: PolicyGate | null,
): Promise<SafeProposalRecord> {
  if (!same(run.sender, safe.address) || run.chainId !== safe.chainId)
    throw new Error(`This distribution is paid from ${run.sender}, not from the Safe ${safe.address}.`);
  if ((await openRunParts(ctx.db, safe, run.id))?.parts.length === 0)
    throw new Error('This distribution is already proposed: sign or reject it in Transactions → Safe queue.');
  const parts = await proposePaymentPartsFromSafe(
    ctx,
    safe,
    contracts,
    runCalls(run),
    { kind: 'run', bills: [], pays: { kind: 'run', runId: run.id } },
    gate,
  );
  return parts[0]!;
}

/** Proposes a transfer of `units` of `asset` from the Safe to `to`. */
export function proposeTransferFromSafe(
  ctx: SafeActionContext,
  safe: SafeState,
  contracts: SafeContracts,
  transfer: { readonly asset: Asset; readonly to: string; readonly units: bigint },
  gate?: PolicyGate | null,
): Promise<SafeProposalRecord> {
  if (transfer.units <= 0n) throw new Error('Enter an amount above zero.');
  const { asset, to, units } = transfer;
  return proposePaymentFromSafe(
    ctx,
    safe,
    contracts,
    [transferCall(asset, to, units)],
    { kind: 'transfer', bills: [], pays: { kind: 'transfer', asset, to, units: units.toString() } },
    gate,
  );
}

/** Proposes the mint of `units` of a company token the Safe owns, to `to`. */
export function proposeMintFromSafe(
  ctx: SafeActionContext,
  safe: SafeState,
  contracts: SafeContracts,
  mint: { readonly token: string; readonly symbol: string; readonly to: string; readonly units: bigint },
  gate?: PolicyGate | null,
): Promise<SafeProposalRecord> {
  if (mint.units <= 0n) throw new Error('Enter an amount above zero.');
  const { token, symbol, to, units } = mint;
  return proposePaymentFromSafe(
    ctx,
    safe,
    contracts,
    [mintCall(token, to, units)],
    { kind: 'mint', bills: [], pays: { kind: 'mint', token, symbol, to, units: units.toString() } },
    gate,
  );
}

/**
 * Proposes another call to a contract the Safe owns (a company token's pause, unpause or deed mint),
 * saved with `label`, the call in words.
 */
export function proposeCallFromSafe(
  ctx: SafeActionContext,
  safe: SafeState,
  contracts: SafeContracts,
  call: { readonly to: string; readonly data: string; readonly label: string },
  gate?: PolicyGate | null,
): Promise<SafeProposalRecord> {
  const { to, data, label } = call;
  return proposePaymentFromSafe(
    ctx,
    safe,
    contracts,
    [{ to, value: 0n, data }],
    { kind: 'call', bills: [], pays: { kind: 'call', to, label } },
    gate,
  );
}

/** A company token to deploy from the Safe, which becomes its owner. */
export interface SafeTokenDeployment {
  readonly template: 'shares' | 'deed';
  readonly name: string;
  readonly symbol: string;
  /** Shares: the cap in base units; null for a deed. */
  readonly cap: bigint | null;
  /** A deed's `ipfs://` metadata URI, or ''. */
  readonly metadataUri: string;
  /** A deed's metadata JSON and its CID (the URI's), recorded with the token once deployed. */
  readonly metadata?: { readonly cid: string; readonly json: string };
  /** The creation code with its constructor arguments (the owner in them: the Safe). */
  readonly initCode: string;
  /** Shares' first holders, minted by the Safe in the same SafeTx once the token exists. */
  readonly holders?: readonly { readonly to: string; readonly units: bigint }[];
}

/**
 * Proposes deploying a company token from the Safe: a delegate call to CreateCall's
 * `performCreate2`, salted with the nonce the proposal takes (the same token proposed at another
 * nonce lands elsewhere), saved with what is deployed and the address CREATE2 predicts. Shares'
 * first holders are minted in the same SafeTx (one MultiSend batch: the deployment, then each
 * `mint` to the predicted address; create-call.ts' deployWithCallsSafeTx). On execution the token is
 * recorded where the Safe's `ContractCreation` log says (safe-deployment-record.ts), and its mints
 * are booked from their Transfer events as any mint.
 */
export async function proposeDeployFromSafe(
  ctx: SafeActionContext,
  safe: SafeState,
  contracts: SafeContracts,
  token: SafeTokenDeployment,
  gate?: PolicyGate | null,
): Promise<SafeProposalRecord> {
  const deployment = {
    initCode: token.initCode,
    salt: zeroPadValue(toBeHex(await nextProposalNonce(ctx.db, safe)), 32),
  };
  const call = deploySafeTx(contracts, deployment, 0n);
  const { template, name, symbol, metadataUri } = token;
  const address = predictedDeployment(safe.address, deployment, 0);
  const holders = (token.holders ?? []).filter((holder) => holder.units > 0n);
  return proposePaymentFromSafe(
    ctx,
    safe,
    contracts,
    [
      { to: call.to, value: call.value, data: call.data },
      ...holders.map((holder) => mintCall(address, holder.to, holder.units)),
    ],
    {
      kind: 'deploy',
      bills: [],
      pays: {
        kind: 'deploy',
        template,
        name,
        symbol,
        cap: token.cap === null ? null : token.cap.toString(),
        metadataUri,
        ...(token.metadata ? { metadataCid: token.metadata.cid, metadataJson: token.metadata.json } : {}),
        address,
        ...(holders.length > 0
          ? { holders: holders.map((holder) => ({ to: getAddress(holder.to), units: holder.units.toString() })) }
          : {}),
      },
    },
    gate,
  );
}

const REGISTRY = new Interface(registryAbi);

/** A Storage document to anchor from the Safe: its SHA-256 and CID in the Registry at `registry`. */
export interface SafeAnchor {
  readonly registry: string;
  readonly documentId: string;
  readonly name: string;
  readonly sha256: string;
  readonly cid: string;
}

/**
 * Proposes anchoring a document's SHA-256 and CID in the Registry from the Safe (`anchor(sha256,
 * cid)`; the Safe is the anchor's sender). On execution the receipt's `Anchored` event is written on
 * the document (safe-anchor-record.ts), wherever the execution is seen.
 */
export function proposeAnchorFromSafe(
  ctx: SafeActionContext,
  safe: SafeState,
  contracts: SafeContracts,
  anchor: SafeAnchor,
  gate?: PolicyGate | null,
): Promise<SafeProposalRecord> {
  const { documentId, name, sha256, cid } = anchor;
  const registry = getAddress(anchor.registry);
  return proposePaymentFromSafe(
    ctx,
    safe,
    contracts,
    [{ to: registry, value: 0n, data: REGISTRY.encodeFunctionData('anchor', [sha256, cid]) }],
    { kind: 'anchor', bills: [], pays: { kind: 'anchor', registry, documentId, name, sha256, cid } },
    gate,
  );
}
