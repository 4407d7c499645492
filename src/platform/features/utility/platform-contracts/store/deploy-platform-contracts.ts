// Utility's self-deploy: Registry, PaymentRouter and Distributor from the connected wallet, one
// after the other, each recorded in the workspace only once mined and its code checked.
import type { ChainReader } from '@/lib/chain/rpc-client';
import type { Receipt } from '@/lib/chain/rpc-schemas';
import { sendWalletTx } from '@/lib/chain/send-wallet-tx';
import { distributorBytecode, paymentRouterBytecode, registryBytecode } from '@/lib/contracts/generated/artifacts';
import { checkDeployedCode, recordContractDeployment, type KnownContracts } from '@/lib/contracts/deployments-store';
import { PLATFORM_CONTRACTS, type PlatformContractName } from '@/lib/db/entities/contract-deployment';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { deployErrorInWords } from '@/platform/features/utility/platform-contracts/model/deploy-errors';
import type { TxStep } from '@/lib/chain/tx-steps';

const BYTECODE: Readonly<Record<PlatformContractName, string>> = {
  Registry: registryBytecode,
  PaymentRouter: paymentRouterBytecode,
  Distributor: distributorBytecode,
};

export interface DeployInput {
  readonly db: WorkspaceDb;
  readonly provider: Eip1193Provider;
  readonly reader: ChainReader;
  readonly account: string;
  /** What the workspace already knows on this chain (checked again before being skipped). */
  readonly known: KnownContracts;
  readonly now: () => Date;
  readonly onStep: (name: PlatformContractName, step: TxStep) => void;
  readonly signal?: AbortSignal;
}

/** How a run ended: every contract in place, or stopped at one with the reason in words. */
export type DeployOutcome = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** Deploys what is missing in order; a rejection or failure stops the run (later contracts are left untouched). */
export async function deployPlatformContracts(input: DeployInput): Promise<DeployOutcome> {
  const chainId = input.reader.chainId;
  for (const [index, name] of PLATFORM_CONTRACTS.entries()) {
    const outcome = await deployOne(input, name, chainId);
    if (!outcome.ok) {
      for (const later of PLATFORM_CONTRACTS.slice(index + 1)) input.onStep(later, { phase: 'stopped' });
      return outcome;
    }
  }
  return { ok: true };
}

async function deployOne(input: DeployInput, name: PlatformContractName, chainId: number): Promise<DeployOutcome> {
  const { db, provider, reader, account, onStep } = input;
  const known = input.known[name];
  if (known) {
    onStep(name, { phase: 'verifying', address: known.address });
    const check = await checkDeployedCode(reader, name, known.address);
    if (check.ok) {
      onStep(name, { phase: 'skipped', address: check.address });
      return { ok: true };
    }
    // A recorded address without the code (a reset test chain, a wrong entry) is deployed again.
  }
  const fail = (message: string, hash: string | null = null): DeployOutcome => {
    onStep(name, { phase: 'failed', message, hash });
    return { ok: false, message };
  };
  const label = `the ${name} deployment`;
  const failedOnChain = (receipt: Receipt) =>
    `The ${name} deployment failed on chain (block ${receipt.blockNumber}): nothing is recorded.`;
  const sent = await sendWalletTx(
    { db, provider, reader, account, now: input.now },
    {
      label,
      to: null,
      data: BYTECODE[name],
      ...(input.signal ? { signal: input.signal } : {}),
      words: {
        switched: 'Your wallet switched networks: nothing more was sent. Start again on the network you want.',
        declined: `You declined ${label} in your wallet: nothing was sent for it and nothing is recorded.`,
        notSent: (error) => deployErrorInWords(name, error),
        failedOnChain: (receipt) => (receipt.status === 0 ? failedOnChain(receipt) : null),
      },
    },
    (step) => onStep(name, step),
  );
  if (!sent.ok) return { ok: false, message: sent.message };
  const { hash, receipt } = sent;
  if (!receipt.contractAddress) return fail(failedOnChain(receipt), hash);
  onStep(name, { phase: 'mined', hash, blockNumber: receipt.blockNumber });

  const check = await checkDeployedCode(reader, name, receipt.contractAddress);
  if (!check.ok) return fail(check.reason, hash);
  await recordContractDeployment(
    db,
    { chainId, name, check, source: 'deployed', txHash: hash },
    input.now().toISOString(),
  );
  onStep(name, { phase: 'checked', hash, address: check.address });
  return { ok: true };
}
