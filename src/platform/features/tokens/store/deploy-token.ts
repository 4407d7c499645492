// Creating a token from the wallet: the deployment (code checked at the new address, then
// recorded per network), then the first issue: a mint per initial holder (shares) or deed #1 to
// the company wallet with its metadata URI. Progress per transaction; a decline stops the run and
// says what is already on chain.
import { Interface } from 'ethers';
import { sendWalletTx, type WalletContext } from '@/lib/chain/send-wallet-tx';
import {
  assetDeedAbi,
  assetDeedBytecode,
  assetSharesAbi,
  assetSharesBytecode,
} from '@/lib/contracts/generated/artifacts';
import { checkTokenCode, type TokenTemplate } from '@/lib/contracts/token-code-check';
import type { CompanyToken } from '@/lib/db/entities/company-token';
import { exactQuantity } from '@/lib/money/format-quantity';
import type { DeedMetadata } from '@/platform/features/tokens/model/deed-form';
import type { SharesRequest } from '@/platform/features/tokens/model/shares-form';
import { SHARE_DECIMALS, tokenErrorInWords } from '@/platform/features/tokens/model/token-errors';
import type { TxStep } from '@/lib/chain/tx-steps';
import type { MetadataStored } from './metadata-document';
import { recordCompanyToken } from './tokens-store';

/** One line of the progress list. */
export interface RunStep {
  readonly key: string;
  readonly label: string;
  readonly step: TxStep;
}

export type RunOutcome =
  | { readonly ok: true; readonly token: CompanyToken; readonly metadata?: MetadataStored }
  | { readonly ok: false; readonly message: string; readonly token: CompanyToken | null };

const SHARES = new Interface(assetSharesAbi);
const DEED = new Interface(assetDeedAbi);

/** The steps a shares creation will go through, in order (for the progress list before it starts). */
export function sharesPlan(request: SharesRequest): RunStep[] {
  return [
    { key: 'deploy', label: `the ${request.symbol} deployment`, step: { phase: 'queued' } },
    ...request.holders.map((holder, index) => ({
      key: `mint-${index}`,
      label: `the mint of ${exactQuantity(holder.units, SHARE_DECIMALS, request.symbol)} to ${holder.address}`,
      step: { phase: 'queued' } as const,
    })),
  ];
}

/** The steps of a deed creation. */
export function deedPlan(symbol: string): RunStep[] {
  return [
    { key: 'deploy', label: `the ${symbol} deployment`, step: { phase: 'queued' } },
    { key: 'mint-0', label: `the mint of ${symbol} #1`, step: { phase: 'queued' } },
  ];
}

async function deploy(
  ctx: WalletContext,
  template: TokenTemplate,
  label: string,
  data: string,
  onStep: (step: TxStep) => void,
) {
  const sent = await sendWalletTx(ctx, { label, to: null, data, explain: tokenErrorInWords }, onStep);
  if (!sent.ok) return sent;
  const address = sent.receipt.contractAddress;
  if (!address) {
    onStep({ phase: 'failed', message: `${label} has no contract address in its receipt.`, hash: sent.hash });
    return { ok: false as const, message: `${label} has no contract address in its receipt.` };
  }
  onStep({ phase: 'mined', hash: sent.hash, blockNumber: sent.receipt.blockNumber });
  const check = await checkTokenCode(ctx.reader, template, address);
  if (!check.ok) {
    onStep({ phase: 'failed', message: check.reason, hash: sent.hash });
    return { ok: false as const, message: check.reason };
  }
  return { ok: true as const, address: check.address, hash: sent.hash, block: sent.receipt.blockNumber };
}

/** AssetShares' creation code with its constructor arguments: the cap, and `owner` (its deployer). */
export function sharesInitCode(request: Pick<SharesRequest, 'name' | 'symbol' | 'cap'>, owner: string): string {
  return assetSharesBytecode + SHARES.encodeDeploy([request.name, request.symbol, request.cap, '', owner]).slice(2);
}

/** AssetDeed's creation code with its constructor arguments: the collection's name, symbol and `owner`. */
export function deedInitCode(name: string, symbol: string, owner: string): string {
  return assetDeedBytecode + DEED.encodeDeploy([name, symbol, owner]).slice(2);
}

/** Deploys AssetShares with the cap, records it, then mints to each initial holder in order. */
export async function createShares(
  ctx: WalletContext,
  request: SharesRequest,
  onStep: (key: string, step: TxStep) => void,
): Promise<RunOutcome> {
  const plan = sharesPlan(request);
  const deployData = sharesInitCode(request, ctx.account);
  const deployed = await deploy(ctx, 'AssetShares', plan[0]!.label, deployData, (step) => onStep('deploy', step));
  if (!deployed.ok) return stopAfter(plan, 0, onStep, deployed.message, null);
  const token = await recordCompanyToken(
    ctx.db,
    {
      chainId: ctx.reader.chainId,
      address: deployed.address,
      kind: 'shares',
      name: request.name,
      symbol: request.symbol,
      cap: request.cap.toString(),
      owner: ctx.account,
      deployTxHash: deployed.hash,
      deployBlock: deployed.block,
      metadataUri: '',
      metadataCid: null,
      metadataJson: null,
      equityAccountId: null,
    },
    ctx.now().toISOString(),
  );
  onStep('deploy', { phase: 'checked', hash: deployed.hash, address: deployed.address });
  for (const [index, holder] of request.holders.entries()) {
    const key = `mint-${index}`;
    const sent = await sendWalletTx(
      ctx,
      {
        label: plan[index + 1]!.label,
        to: deployed.address,
        data: SHARES.encodeFunctionData('mint', [holder.address, holder.units]),
        explain: tokenErrorInWords,
      },
      (step) => onStep(key, step),
    );
    if (!sent.ok)
      return stopAfter(
        plan,
        index + 1,
        onStep,
        `${sent.message} The token is deployed at ${deployed.address} and recorded; mint the rest from Manage.`,
        token,
      );
    onStep(key, { phase: 'done', hash: sent.hash, blockNumber: sent.receipt.blockNumber });
  }
  return { ok: true, token };
}

/**
 * Deploys AssetDeed, records it with its metadata (JSON inline and CID), stores the JSON in Storage
 * (lib/ipfs) linked to the token, then mints deed #1 to the company wallet with the ipfs:// URI.
 */
export async function createDeed(
  ctx: WalletContext,
  input: { symbol: string; metadata: DeedMetadata },
  onStep: (key: string, step: TxStep) => void,
): Promise<RunOutcome> {
  const plan = deedPlan(input.symbol);
  // The UnixFS importer and the document store load when a deed is issued, not with the page.
  const [{ metadataWithCid }, { storeDeedMetadata }] = await Promise.all([
    import('@/platform/features/tokens/model/metadata-json'),
    import('./metadata-document'),
  ]);
  const meta = await metadataWithCid(input.metadata);
  const deployData = deedInitCode(input.metadata.name, input.symbol, ctx.account);
  const deployed = await deploy(ctx, 'AssetDeed', plan[0]!.label, deployData, (step) => onStep('deploy', step));
  if (!deployed.ok) return stopAfter(plan, 0, onStep, deployed.message, null);
  const token = await recordCompanyToken(
    ctx.db,
    {
      chainId: ctx.reader.chainId,
      address: deployed.address,
      kind: 'deed',
      name: input.metadata.name,
      symbol: input.symbol,
      cap: null,
      owner: ctx.account,
      deployTxHash: deployed.hash,
      deployBlock: deployed.block,
      metadataUri: meta.uri,
      metadataCid: meta.cid,
      metadataJson: meta.json,
      equityAccountId: null,
    },
    ctx.now().toISOString(),
  );
  onStep('deploy', { phase: 'checked', hash: deployed.hash, address: deployed.address });
  const metadata = await storeDeedMetadata(
    ctx.db,
    ctx.account,
    token,
    meta.bytes,
    input.metadata.documents.map((d) => d.cid),
  );
  const sent = await sendWalletTx(
    ctx,
    {
      label: plan[1]!.label,
      to: deployed.address,
      data: DEED.encodeFunctionData('mint', [ctx.account, meta.uri]),
      explain: tokenErrorInWords,
    },
    (step) => onStep('mint-0', step),
  );
  if (!sent.ok)
    return {
      ok: false,
      message: `${sent.message} The collection is deployed at ${deployed.address} and recorded; mint the deed from Manage.`,
      token,
    };
  onStep('mint-0', { phase: 'done', hash: sent.hash, blockNumber: sent.receipt.blockNumber });
  return { ok: true, token, metadata };
}

function stopAfter(
  plan: readonly RunStep[],
  failedIndex: number,
  onStep: (key: string, step: TxStep) => void,
  message: string,
  token: CompanyToken | null,
): RunOutcome {
  for (const later of plan.slice(failedIndex + 1)) onStep(later.key, { phase: 'stopped' });
  return { ok: false, message, token };
}
